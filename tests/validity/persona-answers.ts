import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { getAssessments } from '../../src/server/modules/assessments/assessments.service';
import {
  type AnswersByStep,
  type CardSortAnswers,
  RIASEC_ORDER,
  type RiasecType,
  WORK_VALUE_IDS,
} from '../../src/shared/contracts/assessments';
import type { Norms, OnetData, OnetOccupation } from './onet';

/**
 * A person whose answers are an O*NET occupation's profile, written as the six steps' answers a
 * person gives in the web app (the shapes of shared/contracts/assessments.ts, the item ids of
 * content/assessments/). How each answer follows from the profile (one rule per step, fixed in
 * advance, never looking at the catalog or the engine):
 *
 * - interest: cards of each RIASEC type in proportion to where the type stands between the
 *   occupation's lowest and highest OI (up to 5 of the 7 cards), the first card of its top
 *   three types as the priority cards.
 * - value: the same with the work values, by their z-score against all O*NET occupations (every
 *   job rates "achievement" high: what a person would name is where a job stands out).
 * - strength: the six work-style cards with the highest z-scores, the first three as priority.
 * - trait: each work style's two items answered 3 + its z-score (rounded, 1–5, reversed on
 *   minus-keyed items); physical comfort 3 ("보통이에요") everywhere (O*NET has no work context here).
 * - kskill: the six knowledge areas and six skills with the highest z-scores of importance.
 * - jpref: the education the occupation's Job Zone needs; the questions matched to a rated
 *   dimension answered by its z-score (> 0.5 one end, < −0.5 the other, else the middle); the
 *   others '상관없어요'; no industry (O*NET occupations have none of ours).
 *
 * Noise: each rating moves by a normal draw × `noiseSd` × that element's standard deviation
 * across occupations (clipped to its scale), seeded, before the answers are written. The Job
 * Zone does not move: it is what the person plans to prepare for, a stated fact, not a rating.
 */

type Profile = Pick<OnetOccupation, 'riasec' | 'workValues' | 'workStyles' | 'knowledge' | 'skills' | 'jobZone'>;

/** Normal draws from a seeded generator (Box–Muller). */
function normalSource(seed: number): () => number {
  const rng = xoroshiro128plus(seed);
  return () => {
    const u = 1 - uniformFloat64(rng);
    const v = uniformFloat64(rng);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
}

function noisy(
  values: Readonly<Record<string, number>>,
  norms: Norms,
  draw: () => number,
  sd: number,
  [min, max]: readonly [number, number],
): Record<string, number> {
  const ids = Object.keys(values).sort();
  return Object.fromEntries(
    ids.map((id) => {
      const spread = norms.get(id)?.sd ?? 0;
      const value = (values[id] ?? 0) + draw() * sd * spread;
      return [id, Math.min(max, Math.max(min, value))];
    }),
  );
}

/** The profile with seeded noise of `sd` standard deviations per element. */
export function withNoise(profile: Profile, onet: OnetData, seed: number, sd = 1): Profile {
  const draw = normalSource(seed);
  return {
    riasec: noisy(profile.riasec, onet.norms.riasec, draw, sd, [1, 7]) as Record<RiasecType, number>,
    workValues: noisy(profile.workValues, onet.norms.workValues, draw, sd, [1, 7]),
    workStyles: noisy(profile.workStyles, onet.norms.workStyles, draw, sd, [1, 5]),
    knowledge: noisy(profile.knowledge, onet.norms.knowledge, draw, sd, [1, 5]),
    skills: noisy(profile.skills, onet.norms.skills, draw, sd, [1, 5]),
    jobZone: profile.jobZone,
  };
}

const z = (norms: Norms, id: string, value: number) => {
  const norm = norms.get(id);
  return norm && norm.sd > 1e-9 ? (value - norm.mean) / norm.sd : 0;
};

/**
 * A card sort from a standing per group: a group's cards are chosen in proportion to where it
 * stands between the lowest and highest group (at most `perGroupMax`), the first card of the
 * top three groups are the priority cards, and the choice is kept within the step's limits.
 */
function cardSortFrom<G extends string>(
  standing: ReadonlyArray<{ group: G; value: number }>,
  cardsOf: (group: G) => string[],
  perGroupMax: number,
  limits: { min: number; max: number },
): CardSortAnswers {
  const ranked = [...standing].sort((a, b) => b.value - a.value);
  const top = ranked[0]?.value ?? 0;
  const bottom = ranked[ranked.length - 1]?.value ?? 0;
  const spread = top - bottom || 1;
  const counts = new Map(
    ranked.map(({ group, value }) => [group, Math.round(((value - bottom) / spread) * perGroupMax)]),
  );
  // The top three groups always have their priority card.
  for (const { group } of ranked.slice(0, 3)) counts.set(group, Math.max(1, counts.get(group) ?? 0));
  const total = () => [...counts.values()].reduce((sum, n) => sum + n, 0);
  // Too many: drop cards from the lowest groups first (never a priority card).
  for (let k = ranked.length - 1; total() > limits.max && k >= 0; k--) {
    const group = ranked[k]?.group;
    if (!group) continue;
    const floor = k < 3 ? 1 : 0;
    while (total() > limits.max && (counts.get(group) ?? 0) > floor) counts.set(group, (counts.get(group) ?? 0) - 1);
  }
  // Too few: add cards to the highest groups first.
  for (let k = 0; total() < limits.min && k < ranked.length; k++) {
    const group = ranked[k]?.group;
    if (!group) continue;
    while (total() < limits.min && (counts.get(group) ?? 0) < cardsOf(group).length)
      counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  const priority = ranked.slice(0, 3).flatMap(({ group }) => cardsOf(group).slice(0, 1));
  const selected = ranked.flatMap(({ group }) => cardsOf(group).slice(0, counts.get(group) ?? 0));
  return { comeup: [], selected, priority };
}

function topByZ(values: Readonly<Record<string, number>>, norms: Norms, count: number, allowed: ReadonlySet<string>) {
  return Object.entries(values)
    .filter(([id]) => allowed.has(id))
    .map(([id, value]) => ({ id, z: z(norms, id, value) }))
    .sort((a, b) => b.z - a.z || a.id.localeCompare(b.id))
    .slice(0, count)
    .map(({ id }) => id);
}

const THREE_WAY = 0.5;
const threeWay = (score: number, high: string, middle: string, low: string) =>
  score > THREE_WAY ? high : score < -THREE_WAY ? low : middle;

/** The six steps' answers of a person with this profile. */
export function answersFor(profile: Profile, onet: OnetData): AnswersByStep {
  const { banks } = getAssessments();
  const { norms } = onet;

  const interestCards = (letter: RiasecType) =>
    banks.interest.cards.filter((card) => card.tags.riasec === letter).map((card) => card.id);
  const interest = cardSortFrom(
    RIASEC_ORDER.map((group) => ({ group, value: profile.riasec[group] })),
    interestCards,
    5,
    banks.interest.select,
  );

  const valueCards = (id: string) =>
    banks.value.cards.filter((card) => card.tags.workValue === id).map((card) => card.id);
  const value = cardSortFrom(
    WORK_VALUE_IDS.map((group) => ({ group, value: z(norms.workValues, group, profile.workValues[group] ?? 0) })),
    valueCards,
    3,
    banks.value.select,
  );

  const styleCard = new Map(
    banks.strength.cards.flatMap((card) => ('workStyle' in card.tags ? [[card.tags.workStyle, card.id] as const] : [])),
  );
  const strengths = topByZ(profile.workStyles, norms.workStyles, 6, new Set(styleCard.keys())).flatMap((id) => {
    const card = styleCard.get(id);
    return card ? [card] : [];
  });
  const strength: CardSortAnswers = { comeup: [], selected: strengths, priority: strengths.slice(0, 3) };

  const bank = banks['trt-phys-cond'];
  const trait: Record<string, number> = {};
  for (const item of bank.trait) {
    const style = item.tags.workStyle;
    const agreement = Math.min(
      5,
      Math.max(1, 3 + Math.round(z(norms.workStyles, style, profile.workStyles[style] ?? 0))),
    );
    trait[item.id] = item.keyed === 'minus' ? 6 - agreement : agreement;
  }
  const physCond = Object.fromEntries(bank.physCond.map((item) => [item.id, 3]));

  const ids = (part: typeof banks.kskill.knowledge) =>
    new Set(part.groups.flatMap((group) => group.items.map((item) => item.id)));
  const kskill = {
    knowledge: topByZ(profile.knowledge, norms.knowledge, 6, ids(banks.kskill.knowledge)),
    skill: topByZ(profile.skills, norms.skills, 6, ids(banks.kskill.skill)),
  };

  const styleZ = (id: string) => z(norms.workStyles, id, profile.workStyles[id] ?? 0);
  const valueZ = (id: string) => z(norms.workValues, id, profile.workValues[id] ?? 0);
  const chosen: Record<string, string | number> = {
    'jp-education': profile.jobZone,
    'jp-team': threeWay(styleZ('1.C.3.c'), 'team', 'mixed', 'alone'),
    'jp-autonomy': threeWay(valueZ('1.B.2.f'), 'self', 'shared', 'guided'),
    'jp-lead': threeWay(styleZ('1.C.2.b'), 'lead', 'sometimes', 'follow'),
    'jp-routine': threeWay(styleZ('1.C.7.a'), 'creative', 'mixed', 'routine'),
    'jp-precision': threeWay(styleZ('1.C.5.b'), 'high', 'medium', 'low'),
    'jp-helping': threeWay(valueZ('1.B.2.d'), 'high', 'medium', 'low'),
    'jp-recognition': threeWay(valueZ('1.B.2.c'), 'high', 'medium', 'low'),
    'jp-public': threeWay(
      z(norms.knowledge, '2.C.1.e', profile.knowledge['2.C.1.e'] ?? 0),
      'often',
      'sometimes',
      'rarely',
    ),
  };
  const answers: Record<string, string | number | string[]> = {};
  for (const question of banks.jpref.questions) {
    if (question.type === 'single') answers[question.id] = chosen[question.id] ?? 'any';
    else if (question.type === 'multi') answers[question.id] = [];
  }

  return {
    value,
    strength,
    interest,
    'trt-phys-cond': { trait, physCond },
    kskill,
    jpref: { answers },
  };
}
