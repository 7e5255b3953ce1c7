import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  type BankByStep,
  bankSchemaByStep,
  STEPS,
  type Step,
  submittedScreenSchema,
} from '../../../shared/contracts/assessments';
import { CONTENT_DIR } from '../../lib/app-root';
import { PHYS_COND_LABELS, WORK_STYLE_LABELS } from './labels';

/**
 * The six item banks (content/assessments/*.json), read and checked once at start-up. A file
 * that does not match the contract, or whose items contradict each other (duplicate ids,
 * min > max, a trait without a label…), stops the server with a message naming the file and
 * the problem, instead of surfacing later as a wrong score.
 */
export type ItemBanks = BankByStep;

export const ASSESSMENTS_DIR = path.join(CONTENT_DIR, 'assessments');

const submittedFileSchema = z.object(
  Object.fromEntries(STEPS.map((step) => [step, submittedScreenSchema])) as Record<Step, typeof submittedScreenSchema>,
);

export function loadItemBanks(dir = ASSESSMENTS_DIR): ItemBanks {
  const submitted = parseFile(path.join(dir, 'submitted.json'), submittedFileSchema);
  const read = <S extends Step>(step: S): BankByStep[S] => {
    const file = path.join(dir, `${step}.json`);
    const raw = readJson(file);
    const withScreen = typeof raw === 'object' && raw !== null ? { ...raw, submitted: submitted[step] } : raw;
    const bank = parseFile(file, bankSchemaByStep[step], withScreen) as BankByStep[S];
    const problems = checkBank(step, bank);
    if (problems.length > 0) throw new Error(`item bank ${file} is inconsistent:\n  ${problems.join('\n  ')}`);
    return bank;
  };
  const banks: BankByStep = {
    value: read('value'),
    strength: read('strength'),
    interest: read('interest'),
    'trt-phys-cond': read('trt-phys-cond'),
    kskill: read('kskill'),
    jpref: read('jpref'),
  };
  const labelProblems = checkWorkStyleLabels(banks);
  if (labelProblems.length > 0)
    throw new Error(`item banks in ${dir} are inconsistent:\n  ${labelProblems.join('\n  ')}`);
  return banks;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`item bank ${file} cannot be read: ${(err as Error).message}`);
  }
}

function parseFile<T extends z.ZodType>(file: string, schema: T, raw: unknown = readJson(file)): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`item bank ${file} is invalid:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}

function duplicates(ids: readonly (string | number)[]): string[] {
  const seen = new Set<string | number>();
  const twice = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) twice.add(String(id));
    seen.add(id);
  }
  return [...twice];
}

function checkRange(name: string, range: { min: number; max: number }, problems: string[]): void {
  if (range.min > range.max) problems.push(`${name}: min ${range.min} > max ${range.max}`);
}

function checkBank<S extends Step>(step: S, bank: BankByStep[S]): string[] {
  const problems: string[] = [];
  if (bank.step !== step) problems.push(`step is "${bank.step}", expected "${step}"`);
  switch (bank.step) {
    case 'value':
    case 'strength':
    case 'interest': {
      for (const id of duplicates(bank.cards.map((card) => card.id))) problems.push(`duplicate card id ${id}`);
      checkRange('select', bank.select, problems);
      checkRange('priority', bank.priority, problems);
      if (bank.priority.min < 1) problems.push('priority.min must be at least 1');
      if (bank.priority.max > bank.select.max) problems.push('priority.max exceeds select.max');
      if (bank.select.max > bank.cards.length) problems.push('select.max exceeds the number of cards');
      break;
    }
    case 'trt-phys-cond': {
      const ids = [...bank.trait.map((item) => item.id), ...bank.physCond.map((item) => item.id)];
      for (const id of duplicates(ids)) problems.push(`duplicate item id ${id}`);
      for (const key of duplicates(bank.physCond.map((item) => item.key)))
        problems.push(`duplicate physCond key ${key}`);
      if (bank.scale.min >= bank.scale.max) problems.push('scale.min must be below scale.max');
      if (bank.scale.labels.length !== bank.scale.max - bank.scale.min + 1) {
        problems.push('scale.labels must name every point of the scale');
      }
      for (const item of bank.physCond) {
        if (!(item.key in PHYS_COND_LABELS)) problems.push(`physCond key ${item.key} has no Korean label in labels.ts`);
      }
      break;
    }
    case 'kskill': {
      for (const part of ['knowledge', 'skill'] as const) {
        const items = bank[part].groups.flatMap((group) => group.items.map((item) => item.id));
        for (const id of duplicates(items)) problems.push(`duplicate ${part} id ${id}`);
        for (const id of duplicates(bank[part].groups.map((group) => group.id))) problems.push(`duplicate group ${id}`);
        checkRange(part, bank[part], problems);
        if (bank[part].max > items.length) problems.push(`${part}.max exceeds the number of items`);
      }
      break;
    }
    case 'jpref': {
      for (const id of duplicates(bank.questions.map((question) => question.id)))
        problems.push(`duplicate question ${id}`);
      for (const question of bank.questions) {
        if (question.type === 'scale') {
          if (question.min >= question.max) problems.push(`${question.id}: min must be below max`);
          continue;
        }
        for (const value of duplicates(question.options.map((option) => option.value))) {
          problems.push(`${question.id}: duplicate option ${value}`);
        }
        if (question.type === 'multi') checkRange(question.id, question, problems);
      }
      const jobZone = bank.questions.filter((question) => question.tags.jobZone === true);
      if (jobZone.length > 1) problems.push('more than one question is tagged jobZone');
      for (const question of jobZone) {
        // The answer's value is the highest Job Zone the person would prepare for.
        const badOption =
          question.type !== 'single' ||
          question.options.some((option) =>
            typeof option.value === 'number'
              ? !Number.isInteger(option.value) || option.value < 1 || option.value > 5
              : option.score !== null,
          );
        if (badOption) problems.push(`${question.id}: a jobZone question offers Job Zones 1–5 (or a null-score "any")`);
      }
      if (bank.questions.filter((question) => question.tags.custom === 'industry').length > 1) {
        problems.push('more than one question is tagged custom: industry');
      }
      break;
    }
  }
  return problems;
}

/** Every work style of the banks has its one name (shared/onet-labels.ts) for the report and the reasons. */
function checkWorkStyleLabels(banks: BankByStep): string[] {
  const styles = new Set([
    ...banks.strength.cards.flatMap((card) => ('workStyle' in card.tags ? [card.tags.workStyle] : [])),
    ...banks['trt-phys-cond'].trait.map((item) => item.tags.workStyle),
  ]);
  return [...styles]
    .filter((style) => WORK_STYLE_LABELS[style] === undefined)
    .map((style) => `work style ${style} has no name in shared/onet-labels.ts`);
}
