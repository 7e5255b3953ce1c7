import type { AnswersByStep, BankByStep, DraftByStep, Step } from '../contracts/assessments';
import { cardSortRules } from './card-sort';
import { jprefRules } from './jpref';
import { kskillRules } from './kskill';
import { traitPhysRules } from './trait-phys';
import type { AnswerRules, FieldErrors } from './types';

export type { FieldErrors, RulesByStep } from './types';

/**
 * Each step's rules for its answers against its item bank, and their Korean messages: the server
 * checks a draft and a submitted take with them (`assessments.service.ts`, 400 `fields`), and the
 * step pages check with the same rules before they ask the server, so each rule and its message
 * exist once.
 */
export type AnswerRulesByStep = { [S in Step]: AnswerRules<AnswersByStep[S], DraftByStep[S]> };

// The words of each card sort's messages, as its pages say them.
const VALUE_WORDS = { card: '가치 카드', top: '가장 중요한 것' };
const STRENGTH_WORDS = { card: '강점 카드', top: '가장 자신 있는 것' };
const INTEREST_WORDS = { card: '활동 카드', top: '가장 끌리는 것' };

const builders: { [S in Step]: (bank: BankByStep[S]) => AnswerRulesByStep[S] } = {
  value: (bank) => cardSortRules(bank, VALUE_WORDS),
  strength: (bank) => cardSortRules(bank, STRENGTH_WORDS),
  interest: (bank) => cardSortRules(bank, INTEREST_WORDS),
  'trt-phys-cond': traitPhysRules,
  kskill: kskillRules,
  jpref: jprefRules,
};

export function answerRulesFor<S extends Step>(step: S, bank: BankByStep[S]): AnswerRulesByStep[S] {
  const build: (typeof builders)[S] = builders[step];
  return build(bank);
}

/**
 * What keeps a draft from being submitted, as the server would refuse it: what it may never hold
 * first (`checkDraft`), else what a complete take must hold (`checkComplete`). Empty when it can go.
 */
export function submitProblems<S extends Step>(step: S, bank: BankByStep[S], draft: DraftByStep[S]): FieldErrors {
  const rules: AnswerRules<AnswersByStep[S], DraftByStep[S]> = answerRulesFor(step, bank);
  const refused = rules.checkDraft(draft);
  return Object.keys(refused).length > 0 ? refused : rules.checkComplete(draft);
}

/** One field's problem before a page moves on (the cards of a select page), by the same rules; null when none. */
export function fieldProblem<S extends Step>(
  step: S,
  bank: BankByStep[S],
  draft: DraftByStep[S],
  field: string,
): string | null {
  const rules: AnswerRules<AnswersByStep[S], DraftByStep[S]> = answerRulesFor(step, bank);
  return rules.checkDraft(draft)[field] ?? rules.checkComplete(draft)[field] ?? null;
}
