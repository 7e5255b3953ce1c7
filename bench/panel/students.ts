/**
 * The counsellor panel (issue 28): students.json read, checked and turned into the answers of
 * the six steps, as `POST /api/job-rec/preview` takes them. See README.md beside this file for
 * who wrote the panel, when, and its rules.
 *
 * Two compact fields of students.json are expanded here, the same way for every student:
 * - `traits`: 16 digits 1–5, one per work style in the order of TRAIT_ORDER (the order of the
 *   trt-phys-cond bank). Each of the two items of a work style is answered with that digit, the
 *   reverse-keyed items (`keyed: "minus"`, e.g. "일이 잘 안 풀리면 금방 손을 놓게 돼요") with
 *   6 − digit: the student agrees with what describes them and disagrees with its opposite.
 * - `physCond`: 12 digits 1–5, the answers to the 12 physical-condition items in bank order
 *   (PHYS_ORDER).
 * - `jpref`: a question the student's entry leaves out was answered "상관없어요" (`any`); the
 *   industry question left out means no industry chosen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ItemBanks } from '../../src/server/modules/assessments/item-banks';
import { buildStepRules } from '../../src/server/modules/assessments/step-rules';
import {
  type AnswersByStep,
  cardSortAnswersSchema,
  importBodySchema,
  kskillAnswersSchema,
  STEPS,
  type Step,
} from '../../src/shared/contracts/assessments';

const PANEL_PATH = path.join(import.meta.dirname, 'students.json');

/** The work styles of the trt-phys-cond bank, in its order: the positions of `traits`. */
const TRAIT_ORDER = [
  '1.C.1.a',
  '1.C.1.b',
  '1.C.1.c',
  '1.C.2.b',
  '1.C.3.a',
  '1.C.3.b',
  '1.C.3.c',
  '1.C.4.a',
  '1.C.4.b',
  '1.C.4.c',
  '1.C.5.a',
  '1.C.5.b',
  '1.C.5.c',
  '1.C.6',
  '1.C.7.a',
  '1.C.7.b',
] as const;

/** The physical-condition items in bank order: the positions of `physCond`. */
const PHYS_ORDER = [
  'pc-standing',
  'pc-outdoors',
  'pc-temperature',
  'pc-noise',
  'pc-heights',
  'pc-hazards',
  'pc-lifting',
  'pc-bending',
  'pc-fine-motor',
  'pc-color-vision',
  'pc-night-shift',
  'pc-travel',
] as const;

const FAILURE_CLASSES = ['animals', 'music', 'abroad', 'beauty', 'games', 'security'] as const;
const GROUPS = ['domain', 'vocational', 'graduate', 'undecided', 'health'] as const;

const digits = (length: number) => z.string().regex(new RegExp(`^[1-5]{${length}}$`));

const panelStudentSchema = z
  .object({
    id: z.string().regex(/^p\d{2,3}$/),
    group: z.enum(GROUPS),
    failureClass: z.enum(FAILURE_CLASSES).nullable(),
    heldOut: z.boolean(),
    description: z.string().min(20),
    value: cardSortAnswersSchema,
    strength: cardSortAnswersSchema,
    interest: cardSortAnswersSchema,
    traits: digits(TRAIT_ORDER.length),
    physCond: digits(PHYS_ORDER.length),
    knowledge: kskillAnswersSchema.shape.knowledge,
    skill: kskillAnswersSchema.shape.skill,
    jpref: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
    accept: z.array(z.string()).min(1),
    acceptIfCatalogHad: z.array(z.string()),
  })
  .strict();
export type PanelStudent = z.infer<typeof panelStudentSchema>;

const panelSchema = z.object({ students: z.array(panelStudentSchema).min(40) }).strict();

export function loadPanel(file = PANEL_PATH): PanelStudent[] {
  return panelSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).students;
}

/**
 * The names a counsellor accepts in this student's top 3: `accept`, and each name of
 * `acceptIfCatalogHad` once the catalog has it (decided with the panel, before any measurement).
 */
export function acceptableSet(student: PanelStudent, catalogNames: ReadonlySet<string>): Set<string> {
  return new Set([...student.accept, ...student.acceptIfCatalogHad.filter((name) => catalogNames.has(name))]);
}

/**
 * Sensible top 3 (README.md): the #1 is acceptable and at least two of the top 3 are.
 */
export function isSensible(top3: readonly string[], acceptable: ReadonlySet<string>): boolean {
  const first = top3[0];
  return first !== undefined && acceptable.has(first) && top3.filter((name) => acceptable.has(name)).length >= 2;
}

/** Problems of the panel as a whole: ids p01, p02, … in order, every 4th held out, and each student's. */
export function panelProblems(panel: PanelStudent[], banks: ItemBanks, catalogNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  panel.forEach((student, index) => {
    if (student.id !== `p${String(index + 1).padStart(2, '0')}`) problems.push(`${student.id}: out of order`);
    if (student.heldOut !== (index % 4 === 3)) problems.push(`${student.id}: held out must be every 4th student`);
    problems.push(...problemsOf(student, banks, catalogNames));
  });
  for (const failureClass of FAILURE_CLASSES) {
    if (!panel.some((student) => student.failureClass === failureClass)) problems.push(`no student of ${failureClass}`);
  }
  return problems;
}

/** A student's answers to the six steps, complete, in the shape of the steps of the import body. */
export function answersOf(student: PanelStudent, banks: ItemBanks): AnswersByStep {
  const level = new Map<string, number>(TRAIT_ORDER.map((style, index) => [style, Number(student.traits[index])]));
  const trait: Record<string, number> = {};
  for (const item of banks['trt-phys-cond'].trait) {
    const answer = level.get(item.tags.workStyle);
    if (answer === undefined)
      throw new Error(`trait item ${item.id}: work style ${item.tags.workStyle} not in TRAIT_ORDER`);
    trait[item.id] = item.keyed === 'plus' ? answer : 6 - answer;
  }
  const physIds = banks['trt-phys-cond'].physCond.map((item) => item.id);
  if (physIds.join() !== PHYS_ORDER.join()) throw new Error('the physical-condition items changed: update PHYS_ORDER');
  const physCond = Object.fromEntries(PHYS_ORDER.map((id, index) => [id, Number(student.physCond[index])]));
  const jpref: AnswersByStep['jpref']['answers'] = {};
  for (const question of banks.jpref.questions) {
    jpref[question.id] = student.jpref[question.id] ?? (question.type === 'multi' ? [] : 'any');
  }
  return {
    value: student.value,
    strength: student.strength,
    interest: student.interest,
    'trt-phys-cond': { trait, physCond },
    kskill: { knowledge: student.knowledge, skill: student.skill },
    jpref: { answers: jpref },
  };
}

/** The body of `POST /api/job-rec/preview`: all six steps, submitted. */
export function previewBody(answers: AnswersByStep) {
  return importBodySchema.parse({
    steps: Object.fromEntries(STEPS.map((step) => [step, { answers: answers[step], submitted: true }])),
  });
}

/**
 * What is wrong with one student: answers a step's rules refuse (the server's own rules, as a
 * submit would check them), names in `accept` the catalog does not have, a name twice. Names in
 * `acceptIfCatalogHad` may join the catalog later (issue 28 adds such jobs); they then count.
 */
function problemsOf(student: PanelStudent, banks: ItemBanks, catalogNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const rules = buildStepRules(banks);
  const answers = answersOf(student, banks);
  const check = <S extends Step>(step: S) => {
    const errors = { ...rules[step].checkDraft(answers[step]), ...rules[step].checkComplete(answers[step]) };
    for (const [field, message] of Object.entries(errors)) problems.push(`${student.id} ${step}.${field}: ${message}`);
  };
  for (const step of STEPS) check(step);
  for (const name of student.accept)
    if (!catalogNames.has(name)) problems.push(`${student.id} accept: ${name} not in the catalog`);
  if (new Set(student.accept).size !== student.accept.length) problems.push(`${student.id} accept: a name twice`);
  return problems;
}
