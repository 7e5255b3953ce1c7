import { josa } from 'es-hangul';
import { RIASEC_ORDER, type RiasecType, type Step, WORK_VALUE_IDS } from '../../../shared/contracts/assessments';
import { PHYSICAL_KEYS } from '../../../shared/contracts/jobs';
import type { ReasonKind, RecommendationReason } from '../../../shared/contracts/recommendations';
// Interest types in words, never bare letters (a student reads "탐구형", not "I").
import { RIASEC_LABELS, WORK_STYLE_LABELS, WORK_VALUE_LABELS } from '../../../shared/onet-labels';
import {
  answerFit,
  breakdown,
  cardOfferOf,
  educationFit,
  FIXED_PREFERENCE_WEIGHTS,
  type Person,
  type PreferenceTarget,
  scheduleFit,
  type WordsMatch,
  wordsMatches,
  wordsSubjectShare,
} from './engine';
import type { ChosenCard } from './input';
import type { JobModel } from './job-model';
import { NEEDS_PER_JOB } from './job-model';
import { JOB_ZONE_PREPARATION, PHYSICAL_WATCH_OUTS, WORK_STYLE_IDS } from './labels';
import { PREFERENCE_DIMENSIONS } from './preferences';
import { GOOD_MATCH, STANDS_OUT, TRAIT_HIGH, TRAIT_LOW, WEAK_MATCH } from './weights';

/**
 * Why a job got its score: per step that counted one Korean sentence, each true of the person's
 * own answers and marked with what it is (`kind`: 'match' a fit, 'gap' a difference or a
 * watch-out, 'unknown' what the answers do not tell), then the industry bonus and the
 * watch-outs. `weight` is the points the reason adds to the score (negative for what a
 * difference costs), so the reasons add up to the score. tests/validity/ checks every reason
 * of every persona's top 10 against their answers.
 */

export interface ReasonLabels {
  /** Korean names of knowledge areas and skills by O*NET id. */
  knowledgeSkill: ReadonlyMap<string, string>;
  /** Korean names of industries by id. */
  industry: ReadonlyMap<string, string>;
}

interface Text {
  kind: ReasonKind;
  text: string;
}
const match = (text: string): Text => ({ kind: 'match', text });
const gap = (text: string): Text => ({ kind: 'gap', text });
const unknown = (text: string): Text => ({ kind: 'unknown', text });

const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ');
/** `"A", "B"` followed by the particle that fits the last word: `"A", "B"가`. */
const quotedWith = (words: readonly string[], particle: '이/가' | '은/는' | '을/를' | '와/과') =>
  `${quoted(words)}${josa.pick(words[words.length - 1] ?? '', particle)}`;

const typeWords = (list: readonly string[]) =>
  list.map((letter) => RIASEC_LABELS[letter as RiasecType] ?? letter).join('·');

function personCode(person: Person): RiasecType[] {
  const scores = person.input.interest?.scores;
  if (!scores) return [];
  return RIASEC_ORDER.filter((letter) => scores[letter] > 0)
    .sort((a, b) => scores[b] - scores[a] || RIASEC_ORDER.indexOf(a) - RIASEC_ORDER.indexOf(b))
    .slice(0, 3);
}

function interestText(model: JobModel, person: Person, job: number, similarity: number): Text {
  const mine = personCode(person);
  const jobCode = [...(model.jobs[job]?.riasec.code ?? '')];
  const shared = mine.filter((letter) => jobCode.includes(letter)).slice(0, 2);
  if (similarity >= GOOD_MATCH && shared.length > 0) {
    return match(`내 흥미 유형 중 ${typeWords(shared)}이 이 직업의 핵심 흥미와 맞아요`);
  }
  if (similarity >= GOOD_MATCH) return match('흥미 유형의 전체 모양이 이 직업과 비슷해요');
  if (similarity >= WEAK_MATCH && shared.length > 0) {
    return match(`내 흥미 유형 중 ${typeWords(shared)}이 이 직업의 흥미와 일부 겹쳐요`);
  }
  if (shared.length > 0) {
    return gap(
      `내 흥미 유형 중 ${typeWords(shared)}은 겹치지만, 이 직업의 핵심 흥미(${typeWords(jobCode)})와는 거리가 있어요`,
    );
  }
  return gap(
    `이 직업의 핵심 흥미(${typeWords(jobCode)})는 내 흥미 유형(${typeWords(mine.slice(0, 2))})과 거리가 있어요`,
  );
}

/** A card as the person gave it: "가치관 1순위로 고른 '…'" or "가치관으로 고른 '…'". */
const valueCardWords = (card: ChosenCard) =>
  card.rank !== null ? `가치관 ${card.rank}순위로 고른 '${card.label}'` : `가치관으로 고른 '${card.label}'`;

/** Offers at or above this (0–1, about the top third of jobs) are what the job offers for a card. */
const CARD_OFFERS = 0.62;
const CARD_LACKS = 0.4;

/**
 * Values card by card: the highest-ranked card the job offers much of, quoted as the person
 * ranked it; else the highest-ranked card it offers little of, as a difference.
 */
function valueCardText(model: JobModel, person: Person, job: number, similarity: number): Text | null {
  const cards = person.valueCards;
  if (!cards) return null;
  const known = cards.flatMap((entry) => {
    const offer = cardOfferOf(model, entry.source, job);
    // A card read from a Korean fact (security) says the fact itself rather than a level.
    const fact = entry.source.kind === 'security' ? model.jobs[job]?.security?.text : undefined;
    return offer === null ? [] : [{ card: entry.card, offer, fact }];
  });
  const offered = known.find((entry) => entry.offer >= CARD_OFFERS);
  const lacking = known.find((entry) => entry.offer < CARD_LACKS);
  if (offered && (similarity >= WEAK_MATCH || !lacking)) {
    if (offered.fact) return match(`${valueCardWords(offered.card)}: ${offered.fact}`);
    return similarity >= GOOD_MATCH
      ? match(
          `${valueCardWords(offered.card)}${josa.pick(offered.card.label, '을/를')} 이 직업에서 특히 누릴 수 있어요`,
        )
      : match(
          `${valueCardWords(offered.card)}${josa.pick(offered.card.label, '을/를')} 이 직업에서도 어느 정도 누릴 수 있어요`,
        );
  }
  if (lacking) {
    if (lacking.fact) return gap(`${valueCardWords(lacking.card)}: ${lacking.fact}`);
    return gap(
      `${valueCardWords(lacking.card)}${josa.pick(lacking.card.label, '은/는')} 이 직업에서 두드러지지 않아요`,
    );
  }
  return similarity >= WEAK_MATCH
    ? match('고른 가치관을 이 직업에서 고르게 누릴 수 있어요')
    : gap('고른 가치관이 이 직업에서 두드러지는 가치와 달라요');
}

/** Pay and security cards the person chose that no trustworthy Korean fact speaks to for this job. */
function valueUnknowns(model: JobModel, person: Person, job: number): string[] {
  return (person.valueCards ?? []).flatMap(({ card, source }) => {
    if (source.kind === 'pay')
      return [
        `${valueCardWords(card)}${josa.pick(card.label, '은/는')} 믿을 만한 보수 자료가 없어 점수에 넣지 않았어요`,
      ];
    if (source.kind === 'security' && !model.jobs[job]?.security)
      return [
        `${valueCardWords(card)}${josa.pick(card.label, '은/는')} 이 직업의 고용 안정성 자료가 없어 점수에 넣지 않았어요`,
      ];
    return [];
  });
}

function valueText(model: JobModel, person: Person, job: number, similarity: number): Text {
  const byCard = valueCardText(model, person, job, similarity);
  if (byCard) return byCard;
  const ranking = person.input.value?.ranking ?? [];
  const z = (id: string) => model.valueZ[job * WORK_VALUE_IDS.length + WORK_VALUE_IDS.indexOf(id as never)] ?? 0;
  const top = ranking.slice(0, 3);
  const position = top.findIndex((id) => z(id) >= STANDS_OUT);
  const matched = top[position];
  const quiet = top.find((id) => z(id) < STANDS_OUT);
  if (matched && (similarity >= WEAK_MATCH || !quiet)) {
    const name = WORK_VALUE_LABELS[matched];
    return similarity >= GOOD_MATCH
      ? match(`가치관 ${position + 1}순위 ${quotedWith([name], '이/가')} 이 직업의 핵심 가치와 맞아요`)
      : match(`가치관 ${position + 1}순위 ${quotedWith([name], '을/를')} 이 직업에서도 어느 정도 누릴 수 있어요`);
  }
  // Only a value that is below the threshold is said not to stand out.
  if (quiet)
    return gap(`중요하게 여기는 ${quotedWith([WORK_VALUE_LABELS[quiet]], '이/가')} 이 직업에서는 두드러지지 않아요`);
  return gap('가치관의 전체 모양이 이 직업에서 두드러지는 가치와 달라요');
}

const styleZ = (model: JobModel, job: number, id: string) =>
  model.styleZ[job * WORK_STYLE_IDS.length + WORK_STYLE_IDS.indexOf(id)] ?? 0;

/** The job's work styles that stand out, most first. */
function jobStandoutStyles(model: JobModel, job: number): string[] {
  return [...WORK_STYLE_IDS]
    .filter((id) => styleZ(model, job, id) >= STANDS_OUT)
    .sort((a, b) => styleZ(model, job, b) - styleZ(model, job, a) || a.localeCompare(b));
}

const styleName = (id: string) => WORK_STYLE_LABELS[id] ?? id;

/** Work styles the person named as strengths (a card they chose). */
function chosenStyles(person: Person): Set<string> {
  return new Set((person.input.strength?.cards ?? []).flatMap((card) => (card.workStyle ? [card.workStyle] : [])));
}

function strengthText(model: JobModel, person: Person, job: number, similarity: number): Text {
  const chosen = chosenStyles(person);
  const matched = [...(person.input.strength?.cards ?? [])]
    .filter((card) => card.workStyle && styleZ(model, job, card.workStyle) >= STANDS_OUT)
    .sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99))
    .map((card) => styleName(card.workStyle ?? ''));
  if (matched.length > 0 && similarity >= GOOD_MATCH)
    return match(`고른 강점 ${quotedWith(matched.slice(0, 2), '이/가')} 이 직업에서 중요해요`);
  if (matched.length > 0 && similarity >= WEAK_MATCH) {
    return match(`고른 강점 ${quotedWith(matched.slice(0, 1), '을/를')} 이 직업에서 살릴 수 있어요`);
  }
  // Never a strength the person chose: only what the job needs that they did not name.
  const answeredHigh = (id: string) => (person.input.trait?.workStyles[id] ?? 0) >= TRAIT_HIGH;
  const missing = jobStandoutStyles(model, job).filter((id) => !chosen.has(id) && !answeredHigh(id));
  if (missing.length > 0) {
    return gap(`이 직업에서 특히 중요한 ${quotedWith(missing.slice(0, 2).map(styleName), '은/는')} 고른 강점에 없어요`);
  }
  if (matched.length > 0)
    return match(`고른 강점 ${quotedWith(matched.slice(0, 1), '을/를')} 이 직업에서 살릴 수 있어요`);
  return gap('고른 강점과 이 직업에서 두드러지는 성향이 겹치지 않아요');
}

function traitText(model: JobModel, person: Person, job: number, similarity: number): Text | null {
  const answered = person.input.trait?.workStyles;
  if (!person.trait || !answered) return null;
  const chosen = chosenStyles(person);
  const own = (id: string) => answered[id] ?? 0;
  // A style is the person's when they answered it high or chose it as a strength.
  const theirs = (id: string) => own(id) >= TRAIT_HIGH || chosen.has(id);
  const standout = jobStandoutStyles(model, job);
  const matched = standout.filter(theirs).map(styleName);
  if (matched.length > 0 && similarity >= GOOD_MATCH) {
    return match(`일하는 성향 중 ${quotedWith(matched.slice(0, 2), '이/가')} 이 직업과 잘 맞아요`);
  }
  if (matched.length > 0 && similarity >= WEAK_MATCH) {
    return match(`일하는 성향 중 ${quotedWith(matched.slice(0, 1), '이/가')} 이 직업과 맞는 편이에요`);
  }
  // Only a style they answered low (below the middle) and did not choose as a strength.
  const low = standout.find((id) => own(id) < TRAIT_LOW && !chosen.has(id));
  if (low) return gap(`이 직업에서 중요한 ${quotedWith([styleName(low)], '은/는')} 내 응답보다 더 필요할 수 있어요`);
  if (matched.length > 0)
    return match(`일하는 성향 중 ${quotedWith(matched.slice(0, 1), '이/가')} 이 직업과 맞는 편이에요`);
  return gap('일하는 성향의 전체 모양이 이 직업에서 중요한 성향과 조금 달라요');
}

function kskillText(
  model: JobModel,
  person: Person,
  job: number,
  similarity: number,
  labels: ReasonLabels,
): Text | null {
  const mask = person.kskill;
  if (!mask) return null;
  const needs: Array<{ label: string; covered: boolean; weight: number }> = [];
  for (let k = 0; k < NEEDS_PER_JOB; k++) {
    const element = model.needs[job * NEEDS_PER_JOB + k] ?? -1;
    const id = model.elements[element];
    if (element < 0 || id === undefined) continue;
    needs.push({
      label: labels.knowledgeSkill.get(id) ?? id,
      covered: mask[element] === 1,
      weight: model.needWeights[job * NEEDS_PER_JOB + k] ?? 0,
    });
  }
  needs.sort((a, b) => b.weight - a.weight);
  const covered = needs.filter((need) => need.covered).map((need) => need.label);
  const missing = needs.filter((need) => !need.covered).map((need) => need.label);
  if (covered.length > 0 && similarity >= GOOD_MATCH) {
    return match(`고른 지식·기술 중 ${quotedWith(covered.slice(0, 3), '이/가')} 이 직업에 중요해요`);
  }
  if (covered.length > 0)
    return match(`고른 지식·기술 중 ${quotedWith(covered.slice(0, 2), '이/가')} 이 직업에도 쓰여요`);
  // Not chosen is not lacking: whether they know it, the answers do not say.
  return unknown(`이 직업에 중요한 ${quotedWith(missing.slice(0, 2), '은/는')} 아직 고르지 않았어요`);
}

/**
 * Each preference in the person's own direction and the job's: what they said they want, then
 * whether the job is that way too ("도") or the other way ("은"). Job sides by the job's
 * percentile on the matched dimension (preferences.ts): at least 0.5 is the "high" side.
 */
const PREFERENCE_WORDS: Readonly<Record<string, { wish: [string, string, string]; job: [string, string] }>> = {
  'jp-team': {
    wish: [
      '주로 혼자 일하고 싶다고 했는데',
      '혼자 하는 일과 함께하는 일이 섞인 게 좋다고 했는데',
      '여럿이 함께 일하고 싶다고 했는데',
    ],
    job: ['혼자 하는 시간이 많아요', '여럿이 함께 하는 일이 많아요'],
  },
  'jp-autonomy': {
    wish: [
      '분명한 지시와 절차를 따르는 게 편하다고 했는데',
      '큰 방향 안에서 방법은 직접 정하고 싶다고 했는데',
      '직접 계획하고 결정하고 싶다고 했는데',
    ],
    job: ['정해진 절차를 따르는 편이에요', '스스로 정할 수 있는 부분이 많아요'],
  },
  'jp-lead': {
    wish: [
      '내 일에 집중하는 역할이 좋다고 했는데',
      '필요할 때만 이끄는 정도가 좋다고 했는데',
      '앞장서서 이끄는 역할이 좋다고 했는데',
    ],
    job: ['이끄는 역할이 적은 편이에요', '이끄는 역할이 많은 편이에요'],
  },
  'jp-routine': {
    wish: [
      '새로운 방식을 찾는 일이 좋다고 했는데',
      '익숙한 일과 새로운 일이 섞인 게 좋다고 했는데',
      '익숙한 일을 정확하게 반복하는 게 편하다고 했는데',
    ],
    job: ['새로운 방식을 찾는 일이 많아요', '익숙한 일을 반복하는 편이에요'],
  },
  'jp-precision': {
    wish: [
      '바로 고칠 수 있는 유연한 일이 좋다고 했는데',
      '어느 정도 정확하면 되는 일이 좋다고 했는데',
      '정확하게 해내야 하는 일이 잘 맞는다고 했는데',
    ],
    job: ['작은 실수는 고쳐 가며 하는 편이에요', '아주 정확해야 하는 일이 많아요'],
  },
  'jp-helping': {
    wish: [
      '꼭 사람을 돕는 일이 아니어도 괜찮다고 했는데',
      '간접적으로 도움이 되면 충분하다고 했는데',
      '사람을 직접 돕는 일이면 좋겠다고 했는데',
    ],
    job: ['사람을 직접 돕는 일은 적은 편이에요', '사람을 돕는 일이 많아요'],
  },
  'jp-recognition': {
    wish: [
      '인정이나 승진보다 다른 조건이 중요하다고 했는데',
      '어느 정도 인정받으면 충분하다고 했는데',
      '잘한 만큼 인정받고 싶다고 했는데',
    ],
    job: ['인정과 승진이 두드러지지 않는 편이에요', '성과를 인정받고 올라갈 기회가 많은 편이에요'],
  },
  'jp-public': {
    wish: [
      '고객을 직접 만나는 일은 적은 게 좋다고 했는데',
      '사람을 가끔 만나는 정도가 좋다고 했는데',
      '사람들을 자주 만나는 일이 좋다고 했는데',
    ],
    job: ['고객을 직접 만나는 일이 적은 편이에요', '고객을 자주 만나요'],
  },
  'jp-desk': {
    wish: [
      '몸을 움직이며 현장에서 하는 일이 좋다고 했는데',
      '앉아서 하는 일과 움직이는 일이 섞인 게 좋다고 했는데',
      '주로 책상에 앉아서 하는 일이 좋다고 했는데',
    ],
    job: ['몸을 움직이는 일이 많아요', '주로 앉아서 일해요'],
  },
};

/** One preference in words with its direction (null for a question without words). */
function preferenceSentence(question: string, target: number, level: number, fits: boolean): string | null {
  const words = PREFERENCE_WORDS[question];
  if (!words) return null;
  const wish = words.wish[target <= 0.25 ? 0 : target >= 0.75 ? 2 : 1];
  if (target > 0.25 && target < 0.75) {
    return fits ? `${wish} 이 직업도 그 중간쯤이에요` : `${wish} 이 직업은 ${words.job[level >= 0.5 ? 1 : 0]}`;
  }
  return `${wish} 이 직업${fits ? '도' : '은'} ${words.job[level >= 0.5 ? 1 : 0]}`;
}

/** The stability answer: the preference read from the job's Korean security facts (preferences.ts). */
const readsSecurity = (preference: PreferenceTarget) =>
  PREFERENCE_DIMENSIONS[preference.dimension]?.dimension.kind === 'security';

const choseSecurityCard = (person: Person) =>
  (person.valueCards ?? []).some(({ source }) => source.kind === 'security');

/**
 * The stability answer and what the job's Korean facts say (jobs/job-security.ts `jobSecurity`), with its
 * source. For a student who chose the security card the value reason may quote the same fact
 * (valueCardText): here only the topic (null), so one card never says it twice.
 */
function stabilitySentence(model: JobModel, person: Person, target: number, job: number): string | null {
  const fact = model.jobs[job]?.security?.text;
  if (!fact || choseSecurityCard(person)) return null;
  const wish =
    target >= 0.75
      ? '오래 안정적으로 다닐 수 있는 게 가장 중요하다고 했는데'
      : '일자리의 안정성도 다른 조건과 함께 따져 보겠다고 했는데';
  return `${wish}, ${fact}`;
}

/** The stability answer of someone who said it matters, where the job's facts do not speak to it. */
function stabilityUnknown(model: JobModel, person: Person, job: number): string | null {
  const asked = person.preferences.find((p) => readsSecurity(p) && answerFit(model, p, job) === null);
  // The security card says the same (valueUnknowns): once is enough.
  if (!asked || choseSecurityCard(person)) return null;
  const wish = asked.target >= 0.75 ? '안정성이 가장 중요하다고 했지만' : '안정성도 함께 따져 보겠다고 했지만';
  return `${wish}, 이 직업의 고용 안정성 자료가 없어 점수에 넣지 않았어요`;
}

interface PreferenceFit {
  /** The sentence in the person's direction, when there is one. */
  sentence: string | null;
  topic: string;
  /** Read from the job's Korean facts with their source (security), not from ratings. */
  fromFacts: boolean;
  fit: number;
  /** Points the answer costs the job (its share of the preference step × (1 − fit)). */
  loss: number;
}

/** How each answered preference fits the job (the education answer has its own reason). */
function preferenceFits(model: JobModel, person: Person, job: number): PreferenceFit[] {
  const width = PREFERENCE_DIMENSIONS.length;
  const total = preferenceWeightTotal(model, person, job);
  const lossOf = (weight: number, fit: number) =>
    total > 0 ? (100 * person.weights.jpref * weight * (1 - fit)) / total : 0;
  const fits = person.preferences.flatMap((preference) => {
    const fit = answerFit(model, preference, job);
    if (fit === null) return [];
    const level = model.preferenceLevels[job * width + preference.dimension] ?? 0.5;
    const question = PREFERENCE_DIMENSIONS[preference.dimension]?.question ?? '';
    const fromFacts = readsSecurity(preference);
    return [
      {
        sentence: fromFacts
          ? stabilitySentence(model, person, preference.target, job)
          : preferenceSentence(question, preference.target, level, fit >= GOOD_PREFERENCE),
        topic: PREFERENCE_DIMENSIONS[preference.dimension]?.topic ?? '',
        fromFacts,
        fit,
        loss: lossOf(preference.weight, fit),
      },
    ];
  });
  const level = model.preparationLevel[job] ?? 0;
  if (person.maxJobZone !== null && level > 0 && educationFit(level, person.maxJobZone) >= 1) {
    fits.push({ sentence: null, topic: '준비 기간', fromFacts: false, fit: 1, loss: 0 });
  }
  if (person.regularSchedule !== null) {
    const night = model.physical[job * PHYSICAL_KEYS.length + PHYSICAL_KEYS.indexOf('nightShift')] ?? 0;
    const fit = scheduleFit(night, person.regularSchedule);
    fits.push({
      sentence: null,
      topic: '규칙적인 근무 시간',
      fromFacts: false,
      fit,
      loss: lossOf(FIXED_PREFERENCE_WEIGHTS.schedule, fit),
    });
  }
  return fits;
}

const GOOD_PREFERENCE = 0.75;
const POOR_PREFERENCE = 0.35;

const listWith = (topics: readonly string[], particle: '이/가' | '은/는') =>
  `${topics.join(', ')}${josa.pick(topics[topics.length - 1] ?? '', particle)}`;

/**
 * The preference step: the preferences that fit, each in the person's direction (at most two
 * sentences, then the rest by topic), with the step's points; apart, the preferences that differ,
 * each with what it costs (never plus points), so a difference never reads as a fit.
 */
function jprefReasons(model: JobModel, person: Person, job: number, points: number): RecommendationReason[] {
  const fits = preferenceFits(model, person, job);
  const good = fits.filter((f) => f.fit >= GOOD_PREFERENCE);
  const poor = fits.filter((f) => f.fit <= POOR_PREFERENCE);
  const lost = poor.reduce((sum, f) => sum + f.loss, 0);
  const reasons: RecommendationReason[] = [];
  // A fact with its source (stability) is said before the preferences read from ratings.
  const said = [...good]
    .sort((a, b) => Number(b.fromFacts) - Number(a.fromFacts))
    .flatMap((f) => (f.sentence ? [f.sentence] : []))
    .slice(0, 2);
  const others = good.filter((f) => !f.sentence || !said.includes(f.sentence)).map((f) => f.topic);
  const texts = [
    ...said,
    ...(others.length > 0 ? [`바라는 조건 중 ${listWith(others.slice(0, 3), '이/가')} 이 직업과 맞아요`] : []),
  ];
  texts.forEach((text, k) => {
    const share = (points + lost) / texts.length;
    reasons.push({
      step: 'jpref',
      kind: 'match',
      text,
      weight: round1(k === 0 ? points + lost - share * (texts.length - 1) : share),
    });
  });
  if (texts.length === 0 && poor.length === 0) {
    reasons.push({
      step: 'jpref',
      kind: 'match',
      text: '바라는 조건과 이 직업이 크게 다르지 않아요',
      weight: round1(points),
    });
  }
  for (const f of poor.slice(0, 2)) {
    const text = f.sentence ?? `바라는 조건 중 ${listWith([f.topic], '은/는')} 이 직업과 다를 수 있어요`;
    reasons.push({ step: 'jpref', kind: 'gap', text, weight: -round1(f.loss) });
  }
  const unknown = stabilityUnknown(model, person, job);
  if (unknown) reasons.push({ step: 'jpref', kind: 'unknown', text: unknown, weight: 0 });
  return reasons;
}

/** The weights of every preference the person answered that the job's data speak to (the preference step's denominator). */
function preferenceWeightTotal(model: JobModel, person: Person, job: number): number {
  return (
    person.preferences.reduce((sum, p) => sum + (answerFit(model, p, job) === null ? 0 : p.weight), 0) +
    (person.maxJobZone !== null ? FIXED_PREFERENCE_WEIGHTS.education : 0) +
    (person.regularSchedule !== null ? FIXED_PREFERENCE_WEIGHTS.schedule : 0)
  );
}

/** Points the education answer costs the job (it lowers the preference similarity). */
function educationLoss(model: JobModel, person: Person, job: number): number {
  const level = model.preparationLevel[job] ?? 0;
  if (person.maxJobZone === null || level === 0) return 0;
  const fit = educationFit(level, person.maxJobZone);
  if (fit >= 1) return 0;
  return (
    (100 * person.weights.jpref * FIXED_PREFERENCE_WEIGHTS.education * (1 - fit)) /
    preferenceWeightTotal(model, person, job)
  );
}

const round1 = (x: number) => Math.round(x * 10) / 10;

const quotedTermsOf = (text: string) => [...text.matchAll(/["']([^"']+)["']/g)].map((m) => m[1] ?? '');

/** What the job's Korean facts say one needs before starting: '전문대졸, 물리치료사 면허 필요'. */
function preparationWords(model: JobModel, job: number): string {
  const preparation = model.jobs[job]?.preparation;
  if (!preparation) return JOB_ZONE_PREPARATION[model.jobZone[job] ?? 0] ?? '';
  const licences = preparation.licences.length > 0 ? `, ${preparation.licences.join('·')} 필요` : '';
  return `한국에서는 보통 ${preparation.education}${licences}`;
}

/**
 * The subjects the job is about that the person chose cards for, naming their highest-ranked
 * card: "고른 활동 '유기동물 돌보기'처럼 '동물'을 다루는 직업이에요".
 */
function subjectReason(model: JobModel, person: Person, job: number): string | null {
  // Only the subjects that earned the points: the job's, named by the person's words too.
  const basics = (model.jobBasics[job] ?? []).filter((k) => person.wordsBasics.has(k));
  const cards = person.input.interest?.cards ?? [];
  const ids = new Set(basics.map((k) => model.basicIds[k]));
  const card = cards.find((c) => (c.basicInterests ?? []).some((id) => ids.has(id)));
  if (!card) return wordsSubjectReason(model, person, basics);
  const shared = (card.basicInterests ?? []).find((id) => ids.has(id));
  const label = model.basicLabels[model.basicIds.indexOf(shared ?? '')] ?? '';
  const how =
    card.rank !== null ? `흥미 ${card.rank}순위로 고른 '${card.label}'` : `흥미 활동으로 고른 '${card.label}'`;
  return `${how}처럼 '${label}'${josa.pick(label, '을/를')} 다루는 직업이에요`;
}

/**
 * A subject that earned its points from the interest page's own phrases alone (engine.ts
 * `wordsSubjectShare`), quoting them: "흥미에 적은 '메이크업', '네일아트'처럼 '생활 서비스·미용'을
 * 다루는 직업이에요".
 */
function wordsSubjectReason(model: JobModel, person: Person, basics: readonly number[]): string | null {
  const k = basics.find((basic) => wordsSubjectShare(person, basic) > 0);
  if (k === undefined) return null;
  const quoted = person.words
    .filter((words) => words.step === 'interest' && words.basics.includes(k))
    .map((words) => `'${words.text}'`)
    .join(', ');
  const label = model.basicLabels[k] ?? '';
  return `흥미에 적은 ${quoted}처럼 '${label}'${josa.pick(label, '을/를')} 다루는 직업이에요`;
}

/**
 * The crowding correction (crowding.ts) as a reason of its own, from no step (`step: null`), so
 * the reasons still add up to the score and the person sees what moved the job.
 */
function crowdingReason(points: number): RecommendationReason {
  return {
    step: null,
    kind: 'gap',
    text: '여러 사람에게 두루 조금씩 맞는 직업이라, 나에게 특히 맞는 직업이 먼저 보이도록 조금 낮췄어요',
    weight: points,
  };
}

/** The reasons of one job for one person: fits first (most points first), then differences, then unknowns. */
export function reasonsFor(model: JobModel, person: Person, job: number, labels: ReasonLabels): RecommendationReason[] {
  const parts = breakdown(model, person, job);
  const texts: Record<Exclude<Step, 'jpref'>, (similarity: number) => Text | null> = {
    interest: (sim) => interestText(model, person, job, sim),
    value: (sim) => valueText(model, person, job, sim),
    strength: (sim) => strengthText(model, person, job, sim),
    'trt-phys-cond': (sim) => traitText(model, person, job, sim),
    kskill: (sim) => kskillText(model, person, job, sim, labels),
  };
  // The education watch-out is shown on its own, so the preference reason shows the points it
  // would have had: the two still add up to the step's share of the score.
  const loss = educationLoss(model, person, job);
  const reasons: RecommendationReason[] = [];
  for (const part of parts.steps) {
    if (part.step === 'jpref') {
      reasons.push(...jprefReasons(model, person, job, part.points + loss));
      continue;
    }
    const said = texts[part.step](part.similarity);
    if (!said) continue;
    // A difference shows what it costs against a full fit, never the points the step still adds.
    const weight =
      said.kind === 'gap' ? -round1(part.points / Math.max(part.similarity, 1e-9) - part.points) : round1(part.points);
    reasons.push({ step: part.step, kind: said.kind, text: said.text, weight });
    if (part.step === 'value') {
      for (const text of valueUnknowns(model, person, job))
        reasons.push({ step: 'value', kind: 'unknown', text, weight: 0 });
    }
  }
  if (parts.subject >= 0.05) {
    const subject = subjectReason(model, person, job);
    if (subject) reasons.push({ step: 'interest', kind: 'match', text: subject, weight: round1(parts.subject) });
  }
  if (parts.words > 0) {
    // The words of one page, under that page's step: a reason labelled 가치관 quotes only what
    // was written on the values page. The subject is the job's, so it is not quoted as if the
    // person had said it.
    const all = wordsMatches(model, person, job);
    const step = all[0]?.step ?? 'interest';
    // Words that name the job and words that name its subject are said apart: "회로 만들기" names
    // 기계·전자, not 전기기사 itself. At most two phrases are quoted, the job's own first.
    const found = all.filter((m) => m.step === step);
    const direct = found.filter((m) => m.via === 'job').slice(0, 2);
    const viaSubject = found.filter((m) => m.via === 'subject' && m.subject).slice(0, 2 - direct.length);
    const quoted = (matches: readonly WordsMatch[]) => matches.map((m) => `'${m.text}'`).join(', ');
    const subjectLine = `이 직업이 다루는 분야(${viaSubject[0]?.subject})와 이어져요`;
    const text =
      direct.length === 0
        ? `${quoted(viaSubject)}라고 적었어요. ${subjectLine}`
        : viaSubject.length === 0
          ? `${quoted(direct)}라고 적었어요. 이 직업과 바로 이어지는 말이에요`
          : `${quoted(direct)}라고 적었어요. 이 직업과 바로 이어지는 말이에요. ${quoted(viaSubject)}도 ${subjectLine}`;
    if (direct.length + viaSubject.length > 0) reasons.push({ step, kind: 'match', text, weight: round1(parts.words) });
  }

  const industry = model.jobs[job]?.industry;
  if (parts.industryBonus > 0 && industry) {
    const name = labels.industry.get(industry) ?? industry;
    reasons.push({
      step: 'jpref',
      kind: 'match',
      text: `관심 산업 "${name}"에 속하는 직업이에요`,
      weight: round1(parts.industryBonus),
    });
  }
  if ((loss > 0 || parts.preparation > 0 || parts.preparationWaived) && person.maxJobZone !== null) {
    const planned = JOB_ZONE_PREPARATION[person.maxJobZone];
    const needed = preparationWords(model, job);
    reasons.push({
      step: 'jpref',
      kind: 'gap',
      text:
        parts.preparation > 0
          ? `생각한 준비 수준(${planned})보다 훨씬 오래 준비해야 해서(${needed}), 준비 기간이 맞는 직업보다 뒤에 두었어요`
          : parts.preparationWaived
            ? `직접 적은 말이 가리키는 직업이라 앞에 두었지만, 생각한 준비 수준(${planned})보다 훨씬 오래 준비해야 해요(${needed}). 들어가는 길을 꼭 확인해 보세요`
            : `생각한 준비 수준(${planned})보다 오래 준비해야 할 수 있어요(${needed})`,
      weight: -round1(loss + parts.preparation),
    });
  }
  const crowding = round1(parts.crowding);
  if (crowding !== 0) reasons.push(crowdingReason(crowding));
  for (const penalty of parts.penalties) {
    reasons.push({
      step: 'trt-phys-cond',
      kind: 'gap',
      text: PHYSICAL_WATCH_OUTS[penalty.key],
      weight: -round1(penalty.points),
    });
  }
  // No trait is both a fit and a difference on one card: a difference that names only what a
  // fit already names is left out.
  const fitTerms = new Set(reasons.filter((r) => r.kind === 'match').flatMap((r) => quotedTermsOf(r.text)));
  const shown = reasons.filter((r) => {
    if (r.kind !== 'gap') return true;
    const terms = quotedTermsOf(r.text);
    return terms.length === 0 || terms.some((term) => !fitTerms.has(term));
  });
  const order: Record<ReasonKind, number> = { match: 0, gap: 1, unknown: 2 };
  // Within a kind, most points first; what a difference costs (negative) after the rest.
  return shown
    .map((reason, index) => ({ reason, index }))
    .sort(
      (a, b) =>
        order[a.reason.kind] - order[b.reason.kind] ||
        Number(a.reason.weight < 0) - Number(b.reason.weight < 0) ||
        (a.reason.weight >= 0 ? b.reason.weight - a.reason.weight : a.index - b.index),
    )
    .map(({ reason }) => reason);
}
