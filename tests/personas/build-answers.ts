import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnswersByStep, CardSortAnswers } from '../../src/shared/contracts/assessments';
import type { PhysicalKey } from '../../src/shared/contracts/jobs';

/**
 * Small builders that write a persona's answers in the exact shapes of
 * src/shared/contracts/assessments.ts, with item ids taken from content/assessments/.
 */

interface TraitBank {
  trait: Array<{ id: string; tags: { workStyle: string }; keyed: 'plus' | 'minus' }>;
  physCond: Array<{ id: string; key: PhysicalKey }>;
}

interface JprefBank {
  questions: Array<{ id: string; type: 'single' | 'scale' | 'multi' }>;
}

const readBank = (file: string): unknown =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/assessments', file), 'utf8'));
const traitBank = readBank('trt-phys-cond.json') as TraitBank;
const jprefBank = readBank('jpref.json') as JprefBank;

/** A card sort: `priority` (3–5, most important first) are chosen too; `others` are the rest of the choice. */
export function cardSort(priority: string[], others: string[], comeup: string[] = []): CardSortAnswers {
  return { comeup, selected: [...priority, ...others], priority };
}

type Likert = 1 | 2 | 3 | 4 | 5;

/**
 * Trait and physical-condition answers: work styles in `high` get agreeing answers (5, or 1 on
 * minus-keyed items), those in `low` disagreeing ones, the rest 3; physical comfort defaults to 3.
 */
export function traitPhys(
  traits: { high: string[]; low?: string[] },
  physical: Partial<Record<PhysicalKey, Likert>> = {},
): AnswersByStep['trt-phys-cond'] {
  const trait: Record<string, number> = {};
  for (const item of traitBank.trait) {
    const style = item.tags.workStyle;
    const agreement = traits.high.includes(style) ? 5 : traits.low?.includes(style) ? 2 : 3;
    trait[item.id] = item.keyed === 'minus' ? 6 - agreement : agreement;
  }
  const physCond: Record<string, number> = {};
  for (const item of traitBank.physCond) physCond[item.id] = physical[item.key] ?? 3;
  return { trait, physCond };
}

export function kskill(knowledge: string[], skill: string[]): AnswersByStep['kskill'] {
  return { knowledge, skill };
}

/** Job preferences: every single-choice question not given is answered '상관없어요' (`any`). */
export function jpref(answers: Record<string, string | number | string[]>): AnswersByStep['jpref'] {
  const all: Record<string, string | number | string[]> = {};
  for (const question of jprefBank.questions) {
    const given = answers[question.id];
    if (given !== undefined) all[question.id] = given;
    else if (question.type === 'single') all[question.id] = 'any';
  }
  return { answers: all };
}
