import { josa } from 'es-hangul';
import type {
  BankByStep,
  CardSortBank,
  DraftByStep,
  JprefBank,
  KskillBank,
  Step,
  TraitPhysBank,
} from '../../../shared/contracts/assessments';

/**
 * What is still missing before a step can be submitted, as `{ field: 한국어 문장 }` (the shape of
 * the server's 400 `fields`), so a page can point at it before asking the server. The server
 * checks again; its answer wins.
 */
export type MissingFields = Record<string, string>;

/** A count outside `min…max`, said the way the pages say it; null when it fits. */
export function countProblem(count: number, range: { min: number; max: number }, what: string): string | null {
  if (count < range.min) return `${josa(what, '을/를')} ${range.min}개 이상 골라 주세요. 지금 ${count}개 골랐어요.`;
  if (count > range.max) return `${josa(what, '은/는')} ${range.max}개까지 고를 수 있어요. 지금 ${count}개 골랐어요.`;
  return null;
}

function missingInCardSort(bank: CardSortBank, answers: DraftByStep['value']): MissingFields {
  const missing: MissingFields = {};
  const selected = answers.selected ?? [];
  const priority = answers.priority ?? [];
  const selectProblem = countProblem(selected.length, bank.select, '카드');
  if (selectProblem) missing.selected = selectProblem;
  if (priority.some((id) => !selected.includes(id))) {
    missing.priority = '순위에는 고른 카드만 넣을 수 있어요.';
  } else {
    const priorityProblem = countProblem(priority.length, bank.priority, '가장 중요한 카드');
    if (priorityProblem) missing.priority = priorityProblem;
  }
  return missing;
}

/** Items of a Likert list without an answer, in the order they are asked. */
function unansweredItems(items: readonly { id: string }[], answers: Record<string, number> | undefined) {
  return items.filter((item) => answers?.[item.id] === undefined);
}

function missingInTraitPhys(bank: TraitPhysBank, answers: DraftByStep['trt-phys-cond']): MissingFields {
  const missing: MissingFields = {};
  const trait = unansweredItems(bank.trait, answers.trait).length;
  const physCond = unansweredItems(bank.physCond, answers.physCond).length;
  if (trait > 0) missing.trait = `성향 문항 ${trait}개에 아직 답하지 않았어요.`;
  if (physCond > 0) missing.physCond = `근무 환경 문항 ${physCond}개에 아직 답하지 않았어요.`;
  return missing;
}

function missingInKskill(bank: KskillBank, answers: DraftByStep['kskill']): MissingFields {
  const missing: MissingFields = {};
  const knowledge = countProblem(answers.knowledge?.length ?? 0, bank.knowledge, '지식 분야');
  const skill = countProblem(answers.skill?.length ?? 0, bank.skill, '기술');
  if (knowledge) missing.knowledge = knowledge;
  if (skill) missing.skill = skill;
  return missing;
}

function unansweredQuestions(bank: JprefBank, answers: DraftByStep['jpref']) {
  return bank.questions.filter((question) => question.type !== 'multi' && answers.answers?.[question.id] === undefined);
}

function missingInJpref(bank: JprefBank, answers: DraftByStep['jpref']): MissingFields {
  const missing: MissingFields = {};
  const unanswered = unansweredQuestions(bank, answers).length;
  if (unanswered > 0) missing.answers = `아직 답하지 않은 질문이 ${unanswered}개 있어요.`;
  for (const question of bank.questions) {
    if (question.type !== 'multi') continue;
    const chosen = answers.answers?.[question.id];
    const count = Array.isArray(chosen) ? chosen.length : 0;
    const problem = countProblem(count, question, '분야');
    if (problem) missing[question.id] = problem;
  }
  return missing;
}

type StepInput = { [S in Step]: { step: S; bank: BankByStep[S]; answers: DraftByStep[S] } }[Step];

export function findMissing(input: StepInput): MissingFields {
  switch (input.step) {
    case 'value':
    case 'strength':
    case 'interest':
      return missingInCardSort(input.bank, input.answers);
    case 'trt-phys-cond':
      return missingInTraitPhys(input.bank, input.answers);
    case 'kskill':
      return missingInKskill(input.bank, input.answers);
    case 'jpref':
      return missingInJpref(input.bank, input.answers);
  }
}
