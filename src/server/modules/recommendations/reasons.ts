import { josa } from 'es-hangul';
import { RIASEC_ORDER, type RiasecType, type Step, WORK_VALUE_IDS } from '../../../shared/contracts/assessments';
import { PHYSICAL_KEYS } from '../../../shared/contracts/jobs';
import type { ReasonKind, RecommendationReason } from '../../../shared/contracts/recommendations';
import { WORK_STYLE_LABELS, WORK_VALUE_LABELS } from '../../../shared/onet-labels';
import { breakdown, educationFit, FIXED_PREFERENCE_WEIGHTS, type Person, scheduleFit } from './engine';
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

/** RIASEC letters read as English letters: only R (알) ends in a consonant. */
const letterParticle = (letter: string) => (letter === 'R' ? '이' : '가');
const letters = (list: readonly string[]) => list.join('·');

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
  const last = shared[shared.length - 1] ?? '';
  if (similarity >= GOOD_MATCH && shared.length > 0) {
    return match(`흥미 유형 ${letters(shared)}${letterParticle(last)} 이 직업의 핵심 흥미와 맞아요`);
  }
  if (similarity >= GOOD_MATCH) return match('흥미 유형의 전체 모양이 이 직업과 비슷해요');
  if (similarity >= WEAK_MATCH && shared.length > 0) {
    return match(`흥미 유형 ${letters(shared)}${letterParticle(last)} 이 직업의 흥미와 일부 겹쳐요`);
  }
  if (shared.length > 0) {
    const topic = last === 'R' ? '은' : '는';
    return gap(
      `흥미 유형 ${letters(shared)}${topic} 겹치지만, 이 직업의 핵심 흥미(${letters(jobCode)})와는 거리가 있어요`,
    );
  }
  return gap(`이 직업의 핵심 흥미(${letters(jobCode)})는 내 흥미 유형(${letters(mine.slice(0, 2))})과 거리가 있어요`);
}

function valueText(model: JobModel, person: Person, job: number, similarity: number): Text {
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
  const missing = jobStandoutStyles(model, job).filter((id) => !chosen.has(id));
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

interface PreferenceFit {
  topic: string;
  fit: number;
  /** Points the answer costs the job (its share of the preference step × (1 − fit)). */
  loss: number;
}

/** How each answered preference fits the job (the education answer has its own reason). */
function preferenceFits(model: JobModel, person: Person, job: number): PreferenceFit[] {
  const width = PREFERENCE_DIMENSIONS.length;
  const total = preferenceWeightTotal(person);
  const lossOf = (weight: number, fit: number) =>
    total > 0 ? (100 * person.weights.jpref * weight * (1 - fit)) / total : 0;
  const fits = person.preferences.map((preference) => {
    const fit = 1 - Math.abs(preference.target - (model.preferenceLevels[job * width + preference.dimension] ?? 0.5));
    return {
      topic: PREFERENCE_DIMENSIONS[preference.dimension]?.topic ?? '',
      fit,
      loss: lossOf(preference.weight, fit),
    };
  });
  if (person.maxJobZone !== null && educationFit(model.jobZone[job] ?? 0, person.maxJobZone) >= 1) {
    fits.push({ topic: '준비 기간', fit: 1, loss: 0 });
  }
  if (person.regularSchedule !== null) {
    const night = model.physical[job * PHYSICAL_KEYS.length + PHYSICAL_KEYS.indexOf('nightShift')] ?? 0;
    const fit = scheduleFit(night, person.regularSchedule);
    fits.push({ topic: '규칙적인 근무 시간', fit, loss: lossOf(FIXED_PREFERENCE_WEIGHTS.schedule, fit) });
  }
  return fits;
}

const GOOD_PREFERENCE = 0.75;
const POOR_PREFERENCE = 0.35;

const listWith = (topics: readonly string[], particle: '이/가' | '은/는') =>
  `${topics.join(', ')}${josa.pick(topics[topics.length - 1] ?? '', particle)}`;

/**
 * The preference step as one reason that fits (with the step's points) and, apart, the
 * preferences that differ (with the points they cost), so a difference never reads as a fit.
 */
function jprefReasons(model: JobModel, person: Person, job: number, points: number): RecommendationReason[] {
  const fits = preferenceFits(model, person, job);
  const good = fits.filter((f) => f.fit >= GOOD_PREFERENCE).map((f) => f.topic);
  const poor = fits.filter((f) => f.fit <= POOR_PREFERENCE);
  const poorTopics = poor.slice(0, 2).map((f) => f.topic);
  if (good.length === 0) {
    if (poorTopics.length === 0) {
      return [
        { step: 'jpref', kind: 'match', text: '바라는 조건과 이 직업이 크게 다르지 않아요', weight: round1(points) },
      ];
    }
    const text = `바라는 조건 중 ${listWith(poorTopics, '이/가')} 이 직업과 다를 수 있어요`;
    return [{ step: 'jpref', kind: 'gap', text, weight: round1(points) }];
  }
  const lost = poor.reduce((sum, f) => sum + f.loss, 0);
  const reasons: RecommendationReason[] = [
    {
      step: 'jpref',
      kind: 'match',
      text: `바라는 조건 중 ${listWith(good.slice(0, 3), '이/가')} 이 직업과 맞아요`,
      weight: round1(points + lost),
    },
  ];
  if (poorTopics.length > 0) {
    const text = `바라는 조건 중 ${listWith(poorTopics, '은/는')} 이 직업과 다를 수 있어요`;
    reasons.push({ step: 'jpref', kind: 'gap', text, weight: -round1(lost) });
  }
  return reasons;
}

/** The weights of every preference the person answered (the preference step's denominator). */
function preferenceWeightTotal(person: Person): number {
  return (
    person.preferences.reduce((sum, p) => sum + p.weight, 0) +
    (person.maxJobZone !== null ? FIXED_PREFERENCE_WEIGHTS.education : 0) +
    (person.regularSchedule !== null ? FIXED_PREFERENCE_WEIGHTS.schedule : 0)
  );
}

/** Points the education answer costs the job (it lowers the preference similarity). */
function educationLoss(model: JobModel, person: Person, job: number): number {
  if (person.maxJobZone === null) return 0;
  const fit = educationFit(model.jobZone[job] ?? 0, person.maxJobZone);
  if (fit >= 1) return 0;
  return (100 * person.weights.jpref * FIXED_PREFERENCE_WEIGHTS.education * (1 - fit)) / preferenceWeightTotal(person);
}

const round1 = (x: number) => Math.round(x * 10) / 10;

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
    if (said) reasons.push({ step: part.step, kind: said.kind, text: said.text, weight: round1(part.points) });
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
  if ((loss > 0 || parts.preparation > 0) && person.maxJobZone !== null) {
    const planned = JOB_ZONE_PREPARATION[person.maxJobZone];
    const needed = JOB_ZONE_PREPARATION[model.jobZone[job] ?? 0];
    reasons.push({
      step: 'jpref',
      kind: 'gap',
      text:
        parts.preparation > 0
          ? `생각한 준비 수준(${planned})보다 훨씬 오래(${needed}) 준비해야 해서, 준비 기간이 맞는 직업보다 뒤에 두었어요`
          : `생각한 준비 수준(${planned})보다 오래(${needed}) 준비해야 할 수 있어요`,
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
  const order: Record<ReasonKind, number> = { match: 0, gap: 1, unknown: 2 };
  // Within a kind, most points first; what a difference costs (negative) after the rest.
  return reasons
    .map((reason, index) => ({ reason, index }))
    .sort(
      (a, b) =>
        order[a.reason.kind] - order[b.reason.kind] ||
        Number(a.reason.weight < 0) - Number(b.reason.weight < 0) ||
        (a.reason.weight >= 0 ? b.reason.weight - a.reason.weight : a.index - b.index),
    )
    .map(({ reason }) => reason);
}
