import {
  RIASEC_ORDER,
  type RiasecType,
  STEPS,
  type Step,
  type StrengthBank,
  WORK_VALUE_IDS,
  type WorkValueId,
} from '../../../shared/contracts/assessments';
import { INDUSTRY_IDS, type IndustryId, PHYSICAL_KEYS, type PhysicalKey } from '../../../shared/contracts/jobs';
import type { Db } from '../../db/client';
import {
  getAssessments,
  type ImportSteps,
  listSubmittedByStep,
  type Profile,
} from '../assessments/assessments.service';
import type { ChosenCard, OwnWords, RecommendationInput, StrengthCard } from './input';

/**
 * The connection to the assessments module: a person's scored steps (its `Profile`, see
 * assessments/scoring.ts) turned into the engine's input. Scales are converted here so the
 * engine sees 0–1 where it needs a fixed scale (trait scores, physical comfort).
 */

interface StrengthCardInfo {
  label: string;
  workStyle: string | null;
}

export interface StrengthCardIndex {
  byId: ReadonlyMap<string, StrengthCardInfo>;
  /** The card that names each work style (one per style in the bank). */
  byWorkStyle: ReadonlyMap<string, string>;
}

function indexStrengthCards(bank: Pick<StrengthBank, 'cards'>): StrengthCardIndex {
  const byId = new Map<string, StrengthCardInfo>();
  const byWorkStyle = new Map<string, string>();
  for (const card of bank.cards) {
    const workStyle = 'workStyle' in card.tags ? card.tags.workStyle : null;
    byId.set(card.id, { label: card.label, workStyle });
    if (workStyle && !byWorkStyle.has(workStyle)) byWorkStyle.set(workStyle, card.label);
  }
  return { byId, byWorkStyle };
}

let cards: StrengthCardIndex | undefined;

function strengthCards(): StrengthCardIndex {
  cards ??= indexStrengthCards(getAssessments().banks.strength);
  return cards;
}

const isIndustry = (value: string): value is IndustryId => (INDUSTRY_IDS as readonly string[]).includes(value);
const isPhysicalKey = (value: string): value is PhysicalKey => (PHYSICAL_KEYS as readonly string[]).includes(value);

function strengthPart(scores: NonNullable<Profile['strength']>, index: StrengthCardIndex): StrengthCard[] {
  const top = scores.top.map((card, position) => ({
    label: index.byId.get(card.cardId)?.label ?? card.cardId,
    workStyle: card.workStyle,
    rank: position + 1,
  }));
  const inTop = new Set(top.flatMap((card) => (card.workStyle ? [card.workStyle] : [])));
  const others = scores.workStyles
    .filter((style) => !inTop.has(style))
    .map((style) => ({ label: index.byWorkStyle.get(style) ?? style, workStyle: style, rank: null }));
  return [...top, ...others];
}

/** The card-sort answers of the takes a profile was scored from: the cards and words themselves. */
export interface CardSortParts {
  value?: { selected: readonly string[]; priority: readonly string[]; comeup: readonly string[] } | undefined;
  interest?: { selected: readonly string[]; priority: readonly string[]; comeup: readonly string[] } | undefined;
  strength?: { comeup: readonly string[] } | undefined;
}

type CardInfo = Omit<ChosenCard, 'rank'>;
let cardInfo: ReadonlyMap<string, CardInfo> | undefined;
function infoOfCard(id: string): CardInfo | undefined {
  if (!cardInfo) {
    const { banks } = getAssessments();
    cardInfo = new Map<string, CardInfo>([
      ...banks.value.cards.map(
        (card) => [card.id, { id: card.id, label: card.label, workValue: card.tags.workValue }] as const,
      ),
      ...banks.interest.cards.map(
        (card) =>
          [card.id, { id: card.id, label: card.label, basicInterests: card.tags.basicInterests ?? [] }] as const,
      ),
    ]);
  }
  return cardInfo.get(id);
}

/** Priority cards first, in their order, then the other chosen cards; ids the banks no longer know are left out. */
function chosenCards(part: { selected: readonly string[]; priority: readonly string[] }): ChosenCard[] {
  const ranked = part.priority.flatMap((id, position) => {
    const info = infoOfCard(id);
    return info ? [{ ...info, rank: position + 1 }] : [];
  });
  const rest = part.selected.flatMap((id) => {
    const info = part.priority.includes(id) ? undefined : infoOfCard(id);
    return info ? [{ ...info, rank: null }] : [];
  });
  return [...ranked, ...rest];
}

function ownWords(parts: CardSortParts, done: (step: Step) => boolean): OwnWords[] {
  const steps = ['value', 'interest', 'strength'] as const;
  return steps.flatMap((step) =>
    done(step)
      ? (parts[step]?.comeup ?? [])
          .map((text) => text.trim())
          .filter((text) => text.length > 0)
          .map((text) => ({ step, text }))
      : [],
  );
}

/** The engine's input from a profile; a step is complete when the profile has its scores. */
export function inputFromProfile(
  profile: Profile,
  index: StrengthCardIndex = strengthCards(),
  parts: CardSortParts = {},
): RecommendationInput {
  const completedSteps: Step[] = STEPS.filter((step) => profile[step] !== null);
  const input: RecommendationInput = { completedSteps };

  if (profile.interest) {
    const scores = profile.interest.scores;
    input.interest = {
      scores: Object.fromEntries(RIASEC_ORDER.map((letter) => [letter, scores[letter]])) as Record<RiasecType, number>,
      ...(parts.interest ? { cards: chosenCards(parts.interest) } : {}),
    };
  }
  if (profile.value) {
    const byId = new Map(profile.value.values.map((v) => [v.id, v]));
    input.value = {
      scores: Object.fromEntries(WORK_VALUE_IDS.map((id) => [id, byId.get(id)?.score ?? 0])) as Record<
        WorkValueId,
        number
      >,
      ranking: [...profile.value.values]
        .filter((v) => v.score > 0)
        .sort((a, b) => a.rank - b.rank)
        .map((v) => v.id),
      ...(parts.value ? { cards: chosenCards(parts.value) } : {}),
    };
  }
  if (profile.strength) input.strength = { cards: strengthPart(profile.strength, index) };
  if (profile['trt-phys-cond']) {
    const { workStyles, physCond } = profile['trt-phys-cond'];
    const physicalComfort: Partial<Record<PhysicalKey, number>> = {};
    for (const [key, score] of Object.entries(physCond)) if (isPhysicalKey(key)) physicalComfort[key] = score / 100;
    input.trait = {
      workStyles: Object.fromEntries(Object.entries(workStyles).map(([id, score]) => [id, score / 100])),
      physicalComfort,
    };
  }
  if (profile.kskill) input.kskill = { knowledge: profile.kskill.knowledge, skills: profile.kskill.skill };
  if (profile.jpref) {
    input.jpref = {
      preferences: profile.jpref.preferences,
      maxJobZone: profile.jpref.maxJobZone,
      industries: profile.jpref.industries.filter(isIndustry),
    };
  }
  const words = ownWords(parts, (step) => profile[step] !== null);
  if (words.length > 0) input.words = words;
  return input;
}

/** The card-sort answers a visitor sent with their steps (only submitted ones count, as for scores). */
export function cardSortPartsOf(steps: ImportSteps): CardSortParts {
  const part = (given: ImportSteps['value']) =>
    given?.submitted
      ? {
          selected: given.answers.selected ?? [],
          priority: given.answers.priority ?? [],
          comeup: given.answers.comeup ?? [],
        }
      : undefined;
  return {
    value: part(steps.value),
    interest: part(steps.interest),
    strength: steps.strength?.submitted ? { comeup: steps.strength.answers.comeup ?? [] } : undefined,
  };
}

/** The person's input, read through the assessments service: the latest submitted take of each step. */
export async function loadRecommendationInput(db: Db, userId: string): Promise<RecommendationInput> {
  const submitted = await listSubmittedByStep(db, userId);
  const latest = <S extends Step>(step: S) => submitted[step][0];
  const profile: Profile = {
    value: latest('value')?.scores ?? null,
    strength: latest('strength')?.scores ?? null,
    interest: latest('interest')?.scores ?? null,
    'trt-phys-cond': latest('trt-phys-cond')?.scores ?? null,
    kskill: latest('kskill')?.scores ?? null,
    jpref: latest('jpref')?.scores ?? null,
  };
  return inputFromProfile(profile, strengthCards(), {
    value: latest('value')?.answers,
    interest: latest('interest')?.answers,
    strength: latest('strength')?.answers,
  });
}
