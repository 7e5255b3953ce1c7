import type { RiasecType, Step, WorkValueId } from '../../../shared/contracts/assessments';
import type { IndustryId, PhysicalKey } from '../../../shared/contracts/jobs';

/**
 * What the engine knows about a person: one optional part per finished step, on scales the
 * engine does not care about (profiles are compared by shape), so any scoring of the answers
 * (the assessments module's, or `answers-to-input.ts`) can feed it.
 */
export interface RecommendationInput {
  /** Steps the person has submitted; only their parts are used. */
  completedSteps: readonly Step[];
  interest?: InterestPart;
  value?: ValuePart;
  strength?: StrengthPart;
  trait?: TraitPart;
  kskill?: KskillPart;
  jpref?: JprefPart;
  /** What the person wrote on the free-writing pages ("comeup") of the card sorts, as written. */
  words?: readonly OwnWords[];
}

export interface OwnWords {
  step: 'value' | 'interest' | 'strength';
  text: string;
}

/** A card the person chose: its id and label as they saw it, and its place among their priority cards. */
export interface ChosenCard {
  id: string;
  label: string;
  /** 1 for the first priority card, …; null for chosen but not ranked. */
  rank: number | null;
  /** A value card's work value (1.B.2.*). */
  workValue?: WorkValueId;
  /** An interest card's Basic Interests (1.B.3.*). */
  basicInterests?: readonly string[];
}

interface InterestPart {
  /** How much the person is drawn to each type, any non-negative scale. */
  scores: Record<RiasecType, number>;
  /** The cards chosen, priority cards first in their order (absent for inputs built from scores alone). */
  cards?: readonly ChosenCard[];
}

interface ValuePart {
  /** How important each work value is to the person, any non-negative scale. */
  scores: Record<WorkValueId, number>;
  /** The values the person ranked, most important first (all six or fewer). */
  ranking: readonly WorkValueId[];
  /** The value cards chosen, priority cards first in their order (absent for inputs built from scores alone). */
  cards?: readonly ChosenCard[];
}

export interface StrengthCard {
  /** The card's Korean label, as the person saw it. */
  label: string;
  /** The O*NET work style (1.C.*) it names, or null for an ability card (not matchable to jobs). */
  workStyle: string | null;
  /** 1 for the most confident strength, … ; null for chosen but not prioritised. */
  rank: number | null;
}

interface StrengthPart {
  cards: readonly StrengthCard[];
}

interface TraitPart {
  /** Work style (1.C.*) → how much the person shows it, 0–1. */
  workStyles: Readonly<Record<string, number>>;
  /** Physical condition → comfort, 0 (very uncomfortable) to 1 (very comfortable). */
  physicalComfort: Partial<Record<PhysicalKey, number>>;
}

interface KskillPart {
  /** O*NET knowledge ids (2.C.*) the person has or wants to use. */
  knowledge: readonly string[];
  /** O*NET skill ids (2.A.*, 2.B.*). */
  skills: readonly string[];
}

interface JprefPart {
  /** Question id → the answer's 0–1 score, null for '상관없어요'. */
  preferences: Readonly<Record<string, number | null>>;
  /** The highest Job Zone (1–5) the person is willing to prepare for, or null. */
  maxJobZone: number | null;
  /** Industries the person is interested in (0–5). */
  industries: readonly IndustryId[];
}
