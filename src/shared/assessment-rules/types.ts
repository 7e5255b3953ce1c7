import type { AnswersByStep, DraftByStep, ScoresByStep, Step } from '../contracts/assessments';

/** Field name → Korean message, as a 400 VALIDATION_ERROR carries them in `fields`. */
export type FieldErrors = Record<string, string>;

/**
 * What the server's service needs to know about one step's answers, checked against its item bank. The
 * service itself stays the same for all six steps.
 */
interface StepRules<Answers, Draft, Scores> {
  /** The saved draft after a PUT: the top-level fields sent replace the saved ones. */
  merge(saved: Draft, incoming: Draft): Draft;
  /** What a draft may never hold: unknown ids, duplicates, more than the maximum… */
  checkDraft(draft: Draft): FieldErrors;
  /** What a submitted take must hold (the draft is already known to pass `checkDraft`). */
  checkComplete(draft: Draft): FieldErrors;
  /** The complete answers of a draft that passed `checkComplete` (absent optional fields filled in). */
  complete(draft: Draft): Answers;
  /** The draft with everything `checkDraft` would refuse dropped (for answers imported from a browser). */
  sanitize(draft: Draft): Draft;
  score(answers: Answers): Scores;
}

export type RulesByStep = { [S in Step]: StepRules<AnswersByStep[S], DraftByStep[S], ScoresByStep[S]> };

/** A step's rules for answers alone, without scoring: what the browser checks before it submits. */
export type AnswerRules<Answers, Draft> = Omit<StepRules<Answers, Draft, never>, 'score'>;
