/**
 * O*NET persona construction B (issue 28): an occupation of O*NET 29.3 turned into the answers of
 * the six steps, written independently of the validity suite's construction A (its author had not
 * read how A builds its personas, nor the engine's scoring, when this file was committed). Only
 * the item banks' public tags (RIASEC letter, work value, work style, ability, O*NET element ids)
 * are used. Every O*NET figure of issue 28 is reported as the worse of A and B.
 *
 * The choices, each one a reasonable reading of the ratings, not the only one:
 *
 * - **Interest** (interests.tsv, scale OI 1–7): a type is "liked" when it rates ≥ 4.0; a liked type
 *   of rating r gets round(r − 2) cards (4.0 → 2 cards, 7.0 → 5), at most the type's 7 cards.
 *   Fewer than 5 cards in all: the highest-rated types not yet used add 2 cards each until 5.
 *   More than 15: the lowest-rated liked types give up cards. O*NET rates types, not
 *   activities: *which* cards of a type a person takes is not in the data, so they are drawn by a
 *   generator seeded with the occupation code. Priority: the first card of each type in rating
 *   order, then the second of the best type, up to 4 (at least 3: a second card of the top
 *   types fills in). No free words: an O*NET occupation has no words of its own, and writing its
 *   title would hand the engine the answer.
 * - **Value** (work_values.tsv, scale EX 1–7): the six work values ranked by extent (ties in
 *   O*NET order a–f). The best value gives 4 cards (fewer if it has fewer), the second 3, the
 *   third 2; which cards of a value: seeded draw as for interests. Priority: the first card of
 *   the 1st, 2nd and 3rd values, then the second card of the 1st (4 in all).
 * - **Strength**: a work-style card scores (importance − 1) / 4 (work_styles.tsv, IM 1–5). O*NET
 *   29.3 here has no Abilities table; an ability card is scored by the importance of one skill or
 *   knowledge area that stands for it (ABILITY_PROXY; 0.9 × its score, so a tie goes to the work
 *   style the data rates directly); ability cards without a sensible proxy are never chosen.
 *   The 6 best cards (ties in bank order), the first 3 as priority.
 * - **Traits**: each work style's importance standardised within the occupation, answer
 *   3 + round(z), clamped to 1–5 (O*NET importances crowd between 3 and 5; a raw mapping would
 *   make everyone agree with everything). Reverse-keyed items get 6 − answer.
 * - **Physical conditions**: all 3 "보통이에요". The Work Context table is not in the hand-over
 *   (README of the O*NET folder: "Do not invent values"), so the persona says nothing either way.
 * - **Knowledge / skill**: the bank's items ranked by importance (IM; ties by level LV, then bank
 *   order), the 5 best of each.
 * - **Job preferences**: the questions tagged with a work value read that value's extent:
 *   jp-autonomy (1.B.2.f) ≥ 5 self, ≥ 3.5 shared, else guided; jp-stability (1.B.2.b) ≥ 5.5
 *   high, ≥ 4 medium, else low; jp-helping (1.B.2.d) and jp-recognition (1.B.2.c) ≥ 5 high,
 *   ≥ 3.5 medium, else low. jp-education: the occupation's Job Zone (the person will train as
 *   long as the job asks). The work-context questions (pace, team, schedule, …): "상관없어요",
 *   for lack of the Work Context table. Industry: one, by the SOC major group (SOC_INDUSTRY),
 *   none where the group spans several.
 * - **Noise** (one variant per persona, seeded with the code + "noise"): two interest cards
 *   replaced by random other cards (the priority keeps its order, a replaced priority card is
 *   replaced in place), each trait answer moved by ±1 with probability 0.3, one value card and
 *   one strength card replaced by random others (priority kept valid), one knowledge and one
 *   skill item replaced, two job-preference answers set to a random option.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ItemBanks } from '../../src/server/modules/assessments/item-banks';
import type { AnswersByStep, CardSortAnswers } from '../../src/shared/contracts/assessments';
import type { PersonaConstruction } from '../../tests/validity/suite';

const ONET_DIR = process.env.ONET_DIR ?? path.join(import.meta.dirname, '../../../shared/data/onet/db_29_3');

/** One O*NET occupation's ratings, as construction B reads them. */
interface Occupation {
  code: string;
  title: string;
  /** R I A S E C, scale OI 1–7. */
  riasec: Record<string, number>;
  /** 1.B.2.a–f, scale EX 1–7. */
  workValues: Record<string, number>;
  /** 1.C.*, importance 1–5. */
  workStyles: Record<string, number>;
  /** Skill and knowledge element id → importance and level. */
  elements: Record<string, { im: number; lv: number }>;
  jobZone: number;
}

const RIASEC_IDS: Record<string, string> = {
  '1.B.1.a': 'R',
  '1.B.1.b': 'I',
  '1.B.1.c': 'A',
  '1.B.1.d': 'S',
  '1.B.1.e': 'E',
  '1.B.1.f': 'C',
};
const TYPES = ['R', 'I', 'A', 'S', 'E', 'C'];
const WORK_VALUES = ['1.B.2.a', '1.B.2.b', '1.B.2.c', '1.B.2.d', '1.B.2.e', '1.B.2.f'];

/** Ability cards and the skill (2.A/2.B) or knowledge (2.C) element that stands for them. */
const ABILITY_PROXY: Record<string, string> = {
  's-ab-written-comprehension': '2.A.1.a',
  's-ab-oral-expression': '2.A.1.d',
  's-ab-written-expression': '2.A.1.c',
  's-ab-math-reasoning': '2.A.1.e',
  's-ab-number': '2.A.1.e',
  's-ab-deductive': '2.A.2.a',
  's-ab-inductive': '2.B.2.i',
  's-ab-problem-sensitivity': '2.A.2.d',
  's-ab-manual': '2.B.3.l',
  's-ab-visualization': '2.C.3.c',
};

/** SOC major group → the one catalog industry it belongs to (groups spanning several: none). */
const SOC_INDUSTRY: Record<string, string> = {
  '13': 'business',
  '15': 'it',
  '17': 'engineering',
  '19': 'science',
  '21': 'welfare',
  '23': 'public',
  '25': 'education',
  '29': 'healthcare',
  '31': 'healthcare',
  '33': 'public',
  '35': 'hospitality',
  '39': 'personal',
  '41': 'sales',
  '43': 'business',
  '45': 'environment',
  '47': 'construction',
  '51': 'manufacturing',
  '53': 'transport',
};

function readTable(file: string): string[][] {
  const lines = readFileSync(path.join(ONET_DIR, file), 'utf8').split('\n').slice(1);
  return lines.filter((line) => line.trim() !== '').map((line) => line.split('\t'));
}

/** Every O*NET 29.3 occupation with all the ratings construction B reads, by code. */
function loadOccupations(): Map<string, Occupation> {
  const byCode = new Map<string, Occupation>();
  const get = (code: string, title: string) => {
    let occupation = byCode.get(code);
    if (!occupation) {
      occupation = { code, title, riasec: {}, workValues: {}, workStyles: {}, elements: {}, jobZone: 0 };
      byCode.set(code, occupation);
    }
    return occupation;
  };
  for (const [code = '', title = '', id = '', , scale = '', , value = ''] of readTable('interests.tsv')) {
    const type = RIASEC_IDS[id];
    if (scale === 'OI' && type) get(code, title).riasec[type] = Number(value);
  }
  for (const [code = '', title = '', id = '', , scale = '', , value = ''] of readTable('work_values.tsv')) {
    if (scale === 'EX' && WORK_VALUES.includes(id)) get(code, title).workValues[id] = Number(value);
  }
  for (const [code = '', title = '', id = '', , scale = '', , value = ''] of readTable('work_styles.tsv')) {
    if (scale === 'IM') get(code, title).workStyles[id] = Number(value);
  }
  for (const file of ['skills.tsv', 'knowledge.tsv']) {
    for (const [code = '', title = '', id = '', , scale = '', , value = ''] of readTable(file)) {
      const elements = get(code, title).elements;
      const element = elements[id] ?? { im: 0, lv: 0 };
      elements[id] = element;
      if (scale === 'IM') element.im = Number(value);
      if (scale === 'LV') element.lv = Number(value);
    }
  }
  for (const [code = '', title = '', zone = ''] of readTable('job_zones.tsv')) get(code, title).jobZone = Number(zone);
  for (const [code, occupation] of byCode) {
    const complete =
      Object.keys(occupation.riasec).length === 6 &&
      Object.keys(occupation.workValues).length === 6 &&
      Object.keys(occupation.workStyles).length >= 16 &&
      Object.keys(occupation.elements).length > 60 &&
      occupation.jobZone > 0;
    if (!complete) byCode.delete(code);
  }
  return byCode;
}

/** A small seeded generator (mulberry32 over an FNV-1a hash of the seed text). */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Keys ranked by value, best first; ties in the given order. */
const ranked = (order: readonly string[], score: (key: string) => number) =>
  [...order].sort((a, b) => score(b) - score(a) || order.indexOf(a) - order.indexOf(b));

function interestAnswers(occupation: Occupation, banks: ItemBanks, random: () => number): CardSortAnswers {
  const cardsByType = new Map(
    TYPES.map((type) => [
      type,
      shuffled(
        banks.interest.cards.filter((card) => card.tags.riasec === type).map((card) => card.id),
        random,
      ),
    ]),
  );
  const order = ranked(TYPES, (type) => occupation.riasec[type] ?? 0);
  const count = new Map<string, number>();
  for (const type of order) {
    const rating = occupation.riasec[type] ?? 0;
    if (rating >= 4) count.set(type, Math.min(Math.round(rating - 2), cardsByType.get(type)?.length ?? 0));
  }
  const total = () => [...count.values()].reduce((sum, n) => sum + n, 0);
  for (const type of order) {
    if (total() >= 5) break;
    if (!count.has(type)) count.set(type, 2);
  }
  for (const type of [...order].reverse()) {
    while (total() > 15 && (count.get(type) ?? 0) > 1) count.set(type, (count.get(type) ?? 0) - 1);
  }
  const chosen = order.filter((type) => count.has(type));
  const selected = chosen.flatMap((type) => (cardsByType.get(type) ?? []).slice(0, count.get(type)));
  const firsts = chosen.map((type) => (cardsByType.get(type) ?? [])[0]).filter((id) => id !== undefined);
  const seconds = chosen
    .filter((type) => (count.get(type) ?? 0) >= 2)
    .map((type) => (cardsByType.get(type) ?? [])[1])
    .filter((id) => id !== undefined);
  const priority = [...firsts.slice(0, 3), ...seconds, ...firsts.slice(3)].slice(0, 4);
  return { comeup: [], selected, priority: priority.length >= 3 ? priority : selected.slice(0, 3) };
}

function valueAnswers(occupation: Occupation, banks: ItemBanks, random: () => number): CardSortAnswers {
  const order = ranked(WORK_VALUES, (id) => occupation.workValues[id] ?? 0);
  const perValue = [4, 3, 2];
  const picked = order.slice(0, 3).map((id, index) =>
    shuffled(
      banks.value.cards.filter((card) => card.tags.workValue === id).map((card) => card.id),
      random,
    ).slice(0, perValue[index]),
  );
  const selected = picked.flat();
  const priority = [picked[0]?.[0], picked[1]?.[0], picked[2]?.[0], picked[0]?.[1]].filter(
    (id): id is string => id !== undefined,
  );
  return { comeup: [], selected, priority };
}

function strengthAnswers(occupation: Occupation, banks: ItemBanks): CardSortAnswers {
  const scoreOf = (card: ItemBanks['strength']['cards'][number]) => {
    if ('workStyle' in card.tags) return ((occupation.workStyles[card.tags.workStyle] ?? 1) - 1) / 4;
    const proxy = ABILITY_PROXY[card.id];
    const element = proxy ? occupation.elements[proxy] : undefined;
    return element ? (0.9 * (element.im - 1)) / 4 : -1;
  };
  const ids = banks.strength.cards.map((card) => card.id);
  const scores = new Map(banks.strength.cards.map((card) => [card.id, scoreOf(card)]));
  const selected = ranked(ids, (id) => scores.get(id) ?? -1).slice(0, 6);
  return { comeup: [], selected, priority: selected.slice(0, 3) };
}

function traitAnswers(occupation: Occupation, banks: ItemBanks): AnswersByStep['trt-phys-cond'] {
  const styles = [...new Set(banks['trt-phys-cond'].trait.map((item) => item.tags.workStyle))];
  const values = styles.map((style) => occupation.workStyles[style] ?? 3);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length) || 1;
  const level = new Map(
    styles.map((style) => [
      style,
      Math.min(5, Math.max(1, 3 + Math.round(((occupation.workStyles[style] ?? mean) - mean) / sd))),
    ]),
  );
  const trait = Object.fromEntries(
    banks['trt-phys-cond'].trait.map((item) => {
      const answer = level.get(item.tags.workStyle) ?? 3;
      return [item.id, item.keyed === 'plus' ? answer : 6 - answer];
    }),
  );
  const physCond = Object.fromEntries(banks['trt-phys-cond'].physCond.map((item) => [item.id, 3]));
  return { trait, physCond };
}

function topElements(occupation: Occupation, ids: string[], n: number): string[] {
  const element = (id: string) => occupation.elements[id] ?? { im: 0, lv: 0 };
  return [...ids]
    .sort((a, b) => element(b).im - element(a).im || element(b).lv - element(a).lv || ids.indexOf(a) - ids.indexOf(b))
    .slice(0, n);
}

const level3 = (value: number, high: number, medium: number) =>
  value >= high ? 'high' : value >= medium ? 'medium' : 'low';

function jprefAnswers(occupation: Occupation, banks: ItemBanks): AnswersByStep['jpref'] {
  const wv = (id: string) => occupation.workValues[id] ?? 0;
  const autonomy = wv('1.B.2.f');
  const industry = SOC_INDUSTRY[occupation.code.slice(0, 2)];
  const chosen: Record<string, string | number | string[]> = {
    'jp-autonomy': autonomy >= 5 ? 'self' : autonomy >= 3.5 ? 'shared' : 'guided',
    'jp-stability': level3(wv('1.B.2.b'), 5.5, 4),
    'jp-helping': level3(wv('1.B.2.d'), 5, 3.5),
    'jp-recognition': level3(wv('1.B.2.c'), 5, 3.5),
    'jp-education': Math.min(5, Math.max(1, occupation.jobZone)),
    'jp-industry': industry ? [industry] : [],
  };
  const answers: AnswersByStep['jpref']['answers'] = {};
  for (const question of banks.jpref.questions) {
    answers[question.id] = chosen[question.id] ?? (question.type === 'multi' ? [] : 'any');
  }
  return { answers };
}

const allIds = (banks: ItemBanks, part: 'knowledge' | 'skill') =>
  banks.kskill[part].groups.flatMap((group) => group.items.map((item) => item.id));

/** Construction B's exact persona of one occupation. */
function personaB(occupation: Occupation, banks: ItemBanks): AnswersByStep {
  const random = seededRandom(occupation.code);
  return {
    value: valueAnswers(occupation, banks, random),
    strength: strengthAnswers(occupation, banks),
    interest: interestAnswers(occupation, banks, random),
    'trt-phys-cond': traitAnswers(occupation, banks),
    kskill: {
      knowledge: topElements(occupation, allIds(banks, 'knowledge'), 5),
      skill: topElements(occupation, allIds(banks, 'skill'), 5),
    },
    jpref: jprefAnswers(occupation, banks),
  };
}

/** Replaces `count` chosen ids by random others of `pool`, keeping `priority` inside `selected`. */
function replaceSome(answers: CardSortAnswers, pool: string[], count: number, random: () => number): CardSortAnswers {
  const selected = [...answers.selected];
  const priority = [...answers.priority];
  for (let n = 0; n < count; n++) {
    const others = pool.filter((id) => !selected.includes(id));
    const at = Math.floor(random() * selected.length);
    const fresh = others[Math.floor(random() * others.length)];
    const old = selected[at];
    if (fresh === undefined || old === undefined) continue;
    selected[at] = fresh;
    const inPriority = priority.indexOf(old);
    if (inPriority >= 0) priority[inPriority] = fresh;
  }
  return { ...answers, selected, priority };
}

function replaceElements(ids: string[], pool: string[], random: () => number): string[] {
  const others = pool.filter((id) => !ids.includes(id));
  const copy = [...ids];
  const fresh = others[Math.floor(random() * others.length)];
  if (fresh !== undefined) copy[Math.floor(random() * copy.length)] = fresh;
  return copy;
}

/** Construction B's noisy variant of a persona (seeded with the occupation code). */
function noisyB(occupation: Occupation, exact: AnswersByStep, banks: ItemBanks): AnswersByStep {
  const random = seededRandom(`${occupation.code}noise`);
  const trait = Object.fromEntries(
    Object.entries(exact['trt-phys-cond'].trait).map(([id, answer]) => {
      if (random() >= 0.3) return [id, answer];
      const moved = answer + (random() < 0.5 ? -1 : 1);
      return [id, Math.min(5, Math.max(1, moved))];
    }),
  );
  const answers = { ...exact.jpref.answers };
  const singles = banks.jpref.questions.filter((question) => question.type === 'single');
  for (let n = 0; n < 2; n++) {
    const question = singles[Math.floor(random() * singles.length)];
    if (question?.type !== 'single') continue;
    const option = question.options[Math.floor(random() * question.options.length)];
    if (option) answers[question.id] = option.value;
  }
  return {
    value: replaceSome(
      exact.value,
      banks.value.cards.map((card) => card.id),
      1,
      random,
    ),
    strength: replaceSome(
      exact.strength,
      banks.strength.cards.map((card) => card.id),
      1,
      random,
    ),
    interest: replaceSome(
      exact.interest,
      banks.interest.cards.map((card) => card.id),
      2,
      random,
    ),
    'trt-phys-cond': { trait, physCond: exact['trt-phys-cond'].physCond },
    kskill: {
      knowledge: replaceElements(exact.kskill.knowledge, allIds(banks, 'knowledge'), random),
      skill: replaceElements(exact.kskill.skill, allIds(banks, 'skill'), random),
    },
    jpref: { answers },
  };
}

/** Construction B as the validity suite takes it (tests/validity/suite.ts, `construction`). */
export function constructionB(banks: ItemBanks): PersonaConstruction {
  const occupations = loadOccupations();
  return {
    exact: (occupation) => {
      const mine = occupations.get(occupation.code);
      return mine ? personaB(mine, banks) : undefined;
    },
    noise: (occupation) => {
      const mine = occupations.get(occupation.code);
      return mine ? noisyB(mine, personaB(mine, banks), banks) : undefined;
    },
  };
}
