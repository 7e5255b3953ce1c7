import {
  type CardSortAnswers,
  type InterestBank,
  type JprefAnswers,
  type JprefBank,
  type KskillAnswers,
  type KskillBank,
  RIASEC_ORDER,
  type RiasecType,
  type ScoresByStep,
  type StrengthBank,
  type TraitPhysAnswers,
  type TraitPhysBank,
  type ValueBank,
  WORK_VALUE_IDS,
  type WorkValueId,
} from '../../../shared/contracts/assessments';

/**
 * Scores of the six steps: pure functions of the item bank and a complete, valid set of answers
 * (step-rules.ts checks both before a submit). Deterministic: the same answers always give the
 * same scores, and every tie is broken by a fixed order.
 *
 * These item sets are not validated instruments (content/assessments/README.md): the numbers
 * are a guide for self-reflection and for explaining recommendations, not a measurement.
 */

// ---------------------------------------------------------------------------------------------
// Card sorts (value, interest): rank-weighted counts per group of cards
// ---------------------------------------------------------------------------------------------

/**
 * The weight of one card. A selected card counts 1. A priority card counts 1 plus a bonus that
 * falls with its position: with P = the most priority cards allowed (priority.max, 5), the card
 * at position i (0 = most important) gets P − i more. With P = 5: 6, 5, 4, 3, 2 for positions
 * 1–5, 1 for a card selected but not ranked, 0 for a card not selected.
 */
export function cardWeight(
  cardId: string,
  answers: Pick<CardSortAnswers, 'selected' | 'priority'>,
  priorityMax: number,
): number {
  const position = answers.priority.indexOf(cardId);
  if (position >= 0) return 1 + Math.max(0, priorityMax - position);
  return answers.selected.includes(cardId) ? 1 : 0;
}

/**
 * The most weight a group of `cardCount` cards can collect: every card selected, and as many of
 * them as possible in the top priority positions. Dividing by it puts groups of different sizes
 * on one 0–100 scale (value cards: 3 to 7 per work value).
 * Example, P = 5: 7 cards → 7 + (5 + 4 + 3 + 2 + 1) = 22; 3 cards → 3 + (5 + 4 + 3) = 15.
 */
export function maxGroupWeight(cardCount: number, priorityMax: number): number {
  let bonus = 0;
  for (let position = 0; position < Math.min(cardCount, priorityMax); position++) bonus += priorityMax - position;
  return cardCount + bonus;
}

/** 100 × part / whole, rounded half up to an integer; 0 when the whole is 0. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((100 * part) / whole);
}

interface GroupScore<G> {
  group: G;
  raw: number;
  max: number;
  score: number;
}

/** Raw weight, its maximum and the 0–100 score of every group, in the order of `groups`. */
function scoreGroups<G extends string>(
  groups: readonly G[],
  cards: readonly { id: string; group: G }[],
  answers: Pick<CardSortAnswers, 'selected' | 'priority'>,
  priorityMax: number,
  commonMax?: number,
): GroupScore<G>[] {
  return groups.map((group) => {
    const inGroup = cards.filter((card) => card.group === group);
    const raw = inGroup.reduce((sum, card) => sum + cardWeight(card.id, answers, priorityMax), 0);
    const max = commonMax ?? maxGroupWeight(inGroup.length, priorityMax);
    return { group, raw, max, score: Math.min(100, percent(raw, max)) };
  });
}

/**
 * Best first; ties keep the order of `groups` (R-I-A-S-E-C, or 1.B.2.a–f). Compared on the exact
 * ratio raw / max, not the rounded score, so rounding never creates a tie.
 */
function rankGroups<G>(scores: GroupScore<G>[]): GroupScore<G>[] {
  return scores
    .map((score, order) => ({ score, order }))
    .sort((a, b) => b.score.raw * a.score.max - a.score.raw * b.score.max || a.order - b.order)
    .map(({ score }) => score);
}

/**
 * Interest: six RIASEC scores 0–100 and the Holland code: the highest three types that scored
 * above 0, highest first, ties in R-I-A-S-E-C order. A type nobody chose never enters the code,
 * so the code may have fewer than three letters.
 *
 * Every type is scored against one maximum, that of the type with the fewest cards (7 cards: 22),
 * capped at 100: how much a person chose of a type, not which share of the bank's cards of that
 * type. The bank is uneven since issue 28 added cards for common interests (games, beauty,
 * travel, sport …: A 14, R 13 … E 7 cards), and a share would make the same answers mean less
 * for a type with more cards (three cards of each type gave SAE instead of ASE). While every type
 * had 7 cards the two were the same, so answers saved before (old card ids only) score exactly as
 * they did.
 */
export function scoreInterest(bank: InterestBank, answers: CardSortAnswers): ScoresByStep['interest'] {
  const cards = bank.cards.map((card) => ({ id: card.id, group: card.tags.riasec }));
  const fewest = Math.min(...RIASEC_ORDER.map((type) => cards.filter((card) => card.group === type).length));
  const groups = scoreGroups(
    RIASEC_ORDER,
    cards,
    answers,
    bank.priority.max,
    maxGroupWeight(fewest, bank.priority.max),
  );
  const scores = Object.fromEntries(groups.map((g) => [g.group, g.score])) as Record<RiasecType, number>;
  const code = rankGroups(groups)
    .filter((g) => g.raw > 0)
    .slice(0, 3)
    .map((g) => g.group)
    .join('');
  return { scores, code };
}

/**
 * Work values: each of the six O*NET values (1.B.2.a–f) scored like the interest types, by the
 * cards' `workValue` tag, then ranked 1–6 (ties in 1.B.2.a–f order). Best first.
 */
export function scoreValue(bank: ValueBank, answers: CardSortAnswers): ScoresByStep['value'] {
  const cards = bank.cards.map((card) => ({ id: card.id, group: card.tags.workValue }));
  const ranked = rankGroups(scoreGroups<WorkValueId>(WORK_VALUE_IDS, cards, answers, bank.priority.max));
  return { values: ranked.map((g, index) => ({ id: g.group, score: g.score, rank: index + 1 })) };
}

/**
 * Strengths: the priority cards in the person's order with the O*NET work style or ability each
 * names, and every work style and ability among the selected cards (in bank order).
 */
export function scoreStrength(bank: StrengthBank, answers: CardSortAnswers): ScoresByStep['strength'] {
  const byId = new Map(bank.cards.map((card) => [card.id, card]));
  const elementOf = (cardId: string) => {
    const tags = byId.get(cardId)?.tags;
    return {
      workStyle: tags && 'workStyle' in tags ? tags.workStyle : null,
      ability: tags && 'ability' in tags ? tags.ability : null,
    };
  };
  const selected = bank.cards.filter((card) => answers.selected.includes(card.id));
  return {
    top: answers.priority.map((cardId) => ({ cardId, ...elementOf(cardId) })),
    workStyles: unique(selected.flatMap((card) => ('workStyle' in card.tags ? [card.tags.workStyle] : []))),
    abilities: unique(selected.flatMap((card) => ('ability' in card.tags ? [card.tags.ability] : []))),
  };
}

// ---------------------------------------------------------------------------------------------
// Likert surveys
// ---------------------------------------------------------------------------------------------

/** A Likert answer on 0–100: (answer − min) / (max − min). 1–5: 1 → 0, 2 → 25, 3 → 50, 4 → 75, 5 → 100. */
function likertTo100(answer: number, scale: { min: number; max: number }): number {
  return ((answer - scale.min) / (scale.max - scale.min)) * 100;
}

/**
 * Traits and physical conditions. Work style score = the mean of its items on 0–100, where a
 * minus-keyed item is reversed first (min + max − answer: 1↔5, 2↔4). Physical-condition
 * comfort = its one item on 0–100 (all plus-keyed: higher = more comfortable). Rounded half up.
 */
export function scoreTraitPhys(bank: TraitPhysBank, answers: TraitPhysAnswers): ScoresByStep['trt-phys-cond'] {
  const { scale } = bank;
  const perStyle = new Map<string, number[]>();
  for (const item of bank.trait) {
    const answer = answers.trait[item.id];
    if (answer === undefined) continue;
    const keyed = item.keyed === 'minus' ? scale.min + scale.max - answer : answer;
    perStyle.set(item.tags.workStyle, [...(perStyle.get(item.tags.workStyle) ?? []), likertTo100(keyed, scale)]);
  }
  const workStyles: Record<string, number> = {};
  for (const [style, values] of perStyle) workStyles[style] = Math.round(mean(values));
  const physCond: Record<string, number> = {};
  for (const item of bank.physCond) {
    const answer = answers.physCond[item.id];
    if (answer !== undefined) physCond[item.key] = Math.round(likertTo100(answer, scale));
  }
  return { workStyles, physCond };
}

// ---------------------------------------------------------------------------------------------
// Selections and preferences
// ---------------------------------------------------------------------------------------------

/** Knowledge and skills: the chosen O*NET element ids, in item-bank order (not click order). */
export function scoreKskill(bank: KskillBank, answers: KskillAnswers): ScoresByStep['kskill'] {
  const inBankOrder = (part: KskillBank['knowledge'], chosen: readonly string[]) =>
    part.groups.flatMap((group) => group.items.map((item) => item.id)).filter((id) => chosen.includes(id));
  return { knowledge: inBankOrder(bank.knowledge, answers.knowledge), skill: inBankOrder(bank.skill, answers.skill) };
}

/**
 * Job preferences. Per single-choice question: the chosen option's score 0–1, or null for
 * "상관없어요" (no preference: matching skips it). Per scale question: (answer − min) / (max − min).
 * `maxJobZone`: the value chosen on the question tagged `jobZone` (the highest Job Zone 1–5 the
 * person would prepare for), null for "상관없어요". `industries`: the options chosen on the
 * question tagged `custom: industry`, in bank order.
 */
export function scoreJpref(bank: JprefBank, answers: JprefAnswers): ScoresByStep['jpref'] {
  const preferences: Record<string, number | null> = {};
  let maxJobZone: number | null = null;
  let industries: string[] = [];
  for (const question of bank.questions) {
    const answer = answers.answers[question.id];
    if (answer === undefined) continue;
    if (question.type === 'single') {
      const option = question.options.find((o) => o.value === answer);
      if (!option) continue;
      preferences[question.id] = option.score;
      if (question.tags.jobZone === true) maxJobZone = typeof option.value === 'number' ? option.value : null;
    } else if (question.type === 'scale') {
      if (typeof answer === 'number')
        preferences[question.id] = (answer - question.min) / (question.max - question.min);
    } else if (question.tags.custom === 'industry' && Array.isArray(answer)) {
      industries = question.options.map((o) => o.value).filter((value) => answer.includes(value));
    }
  }
  return { preferences, maxJobZone, industries };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
