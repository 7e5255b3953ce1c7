import { josa } from 'es-hangul';
import { RIASEC_ORDER, type RiasecType, type Step, WORK_VALUE_IDS } from '../../../shared/contracts/assessments';
import { PHYSICAL_KEYS } from '../../../shared/contracts/jobs';
import type { RecommendationReason } from '../../../shared/contracts/recommendations';
import { breakdown, educationFit, FIXED_PREFERENCE_WEIGHTS, type Person, scheduleFit } from './engine';
import type { JobModel } from './job-model';
import { NEEDS_PER_JOB } from './job-model';
import {
  JOB_ZONE_PREPARATION,
  PHYSICAL_WATCH_OUTS,
  WORK_STYLE_IDS,
  WORK_STYLE_NAMES,
  WORK_VALUE_NAMES,
} from './labels';
import { PREFERENCE_DIMENSIONS } from './preferences';
import { GOOD_MATCH, STANDS_OUT, WEAK_MATCH } from './weights';

/**
 * Why a job got its score, as one Korean sentence per step that counted (naming what matched,
 * or honestly what did not), then the industry bonus and the watch-outs. `weight` is the points
 * the reason adds to the score (negative for a watch-out), so the reasons add up to the score.
 */

export interface ReasonLabels {
  /** Korean names of knowledge areas and skills by O*NET id. */
  knowledgeSkill: ReadonlyMap<string, string>;
  /** Korean names of industries by id. */
  industry: ReadonlyMap<string, string>;
}

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

function interestText(model: JobModel, person: Person, job: number, similarity: number): string {
  const mine = personCode(person);
  const jobCode = [...(model.jobs[job]?.riasec.code ?? '')];
  const shared = mine.filter((letter) => jobCode.includes(letter)).slice(0, 2);
  const last = shared[shared.length - 1] ?? '';
  if (similarity >= GOOD_MATCH && shared.length > 0) {
    return `흥미 유형 ${letters(shared)}${letterParticle(last)} 이 직업의 핵심 흥미와 맞아요`;
  }
  if (similarity >= GOOD_MATCH) return '흥미 유형의 전체 모양이 이 직업과 비슷해요';
  if (similarity >= WEAK_MATCH && shared.length > 0) {
    return `흥미 유형 ${letters(shared)}${letterParticle(last)} 이 직업의 흥미와 일부 겹쳐요`;
  }
  if (shared.length > 0) {
    const topic = last === 'R' ? '은' : '는';
    return `흥미 유형 ${letters(shared)}${topic} 겹치지만, 이 직업의 핵심 흥미(${letters(jobCode)})와는 거리가 있어요`;
  }
  return `이 직업의 핵심 흥미(${letters(jobCode)})는 내 흥미 유형(${letters(mine.slice(0, 2))})과 거리가 있어요`;
}

function valueText(model: JobModel, person: Person, job: number, similarity: number): string {
  const ranking = person.input.value?.ranking ?? [];
  const z = (id: string) => model.valueZ[job * WORK_VALUE_IDS.length + WORK_VALUE_IDS.indexOf(id as never)] ?? 0;
  const position = ranking.slice(0, 3).findIndex((id) => z(id) >= STANDS_OUT);
  const matched = ranking[position];
  if (matched && similarity >= GOOD_MATCH) {
    return `가치관 ${position + 1}순위 ${quotedWith([WORK_VALUE_NAMES[matched]], '이/가')} 이 직업의 핵심 가치와 맞아요`;
  }
  if (matched && similarity >= WEAK_MATCH) {
    return `가치관 ${position + 1}순위 ${quotedWith([WORK_VALUE_NAMES[matched]], '을/를')} 이 직업에서도 어느 정도 누릴 수 있어요`;
  }
  const top = ranking[0];
  if (!top) return '고른 가치가 이 직업에서 두드러지지 않아요';
  return `중요하게 여기는 ${quotedWith([WORK_VALUE_NAMES[top]], '이/가')} 이 직업에서는 두드러지지 않아요`;
}

const styleZ = (model: JobModel, job: number, id: string) =>
  model.styleZ[job * WORK_STYLE_IDS.length + WORK_STYLE_IDS.indexOf(id)] ?? 0;

function jobTopStyles(model: JobModel, job: number, count: number): string[] {
  return [...WORK_STYLE_IDS]
    .sort((a, b) => styleZ(model, job, b) - styleZ(model, job, a) || a.localeCompare(b))
    .slice(0, count);
}

function strengthText(model: JobModel, person: Person, job: number, similarity: number): string {
  const cards = [...(person.input.strength?.cards ?? [])]
    .filter((card) => card.workStyle && styleZ(model, job, card.workStyle) >= STANDS_OUT)
    .sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99));
  const labels = cards.slice(0, 2).map((card) => card.label);
  if (labels.length > 0 && similarity >= GOOD_MATCH) return `강점 ${quotedWith(labels, '이/가')} 이 직업에서 중요해요`;
  if (labels.length > 0 && similarity >= WEAK_MATCH) {
    return `강점 ${quotedWith(labels.slice(0, 1), '을/를')} 이 직업에서 살릴 수 있어요`;
  }
  const needed = jobTopStyles(model, job, 2).map((id) => WORK_STYLE_NAMES[id] ?? id);
  return `고른 강점이 이 직업에서 특히 중요한 ${quotedWith(needed, '와/과')}는 조금 달라요`;
}

function traitText(model: JobModel, person: Person, job: number, similarity: number): string {
  const mine = person.trait;
  if (!mine) return '';
  const matched = WORK_STYLE_IDS.map((id, k) => ({
    id,
    score: (mine[k] ?? 0) * styleZ(model, job, id),
    own: mine[k] ?? 0,
  }))
    .filter((entry) => entry.own > 0 && styleZ(model, job, entry.id) >= STANDS_OUT)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .map((entry) => WORK_STYLE_NAMES[entry.id] ?? entry.id);
  if (matched.length > 0 && similarity >= GOOD_MATCH) {
    return `일하는 성향 중 ${quotedWith(matched.slice(0, 2), '이/가')} 이 직업과 잘 맞아요`;
  }
  if (matched.length > 0 && similarity >= WEAK_MATCH) {
    return `일하는 성향 중 ${quotedWith(matched.slice(0, 1), '이/가')} 이 직업과 맞는 편이에요`;
  }
  const gap = jobTopStyles(model, job, WORK_STYLE_IDS.length).find((id) => (mine[WORK_STYLE_IDS.indexOf(id)] ?? 0) < 0);
  if (!gap) return '일하는 성향이 이 직업에서 중요한 성향과는 조금 달라요';
  return `이 직업에서 중요한 ${quotedWith([WORK_STYLE_NAMES[gap] ?? gap], '은/는')} 내 응답보다 더 필요할 수 있어요`;
}

function kskillText(model: JobModel, person: Person, job: number, similarity: number, labels: ReasonLabels): string {
  const mask = person.kskill;
  if (!mask) return '';
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
  if (covered.length > 0 && (similarity >= GOOD_MATCH || missing.length === 0)) {
    return `고른 지식·기술 중 ${quotedWith(covered.slice(0, 3), '이/가')} 이 직업에 중요해요`;
  }
  if (covered.length > 0) {
    return `고른 지식·기술 중 ${quotedWith(covered.slice(0, 2), '이/가')} 이 직업에 쓰이고, ${quoted(missing.slice(0, 2))}도 필요해요`;
  }
  return `이 직업에 중요한 ${quotedWith(missing.slice(0, 2), '은/는')} 아직 고르지 않았어요`;
}

interface PreferenceFit {
  topic: string;
  fit: number;
}

function preferenceFits(model: JobModel, person: Person, job: number): PreferenceFit[] {
  const width = PREFERENCE_DIMENSIONS.length;
  const fits = person.preferences.map((preference) => ({
    topic: PREFERENCE_DIMENSIONS[preference.dimension]?.topic ?? '',
    fit: 1 - Math.abs(preference.target - (model.preferenceLevels[job * width + preference.dimension] ?? 0.5)),
  }));
  if (person.maxJobZone !== null) {
    fits.push({ topic: '준비 기간', fit: educationFit(model.jobZone[job] ?? 0, person.maxJobZone) });
  }
  if (person.regularSchedule !== null) {
    const night = model.physical[job * PHYSICAL_KEYS.length + PHYSICAL_KEYS.indexOf('nightShift')] ?? 0;
    fits.push({ topic: '규칙적인 근무 시간', fit: scheduleFit(night, person.regularSchedule) });
  }
  return fits;
}

function jprefText(model: JobModel, person: Person, job: number): string {
  const fits = preferenceFits(model, person, job);
  const good = fits.filter((f) => f.fit >= 0.75).map((f) => f.topic);
  const poor = fits.filter((f) => f.fit <= 0.35).map((f) => f.topic);
  if (good.length > 0 && poor.length > 0) {
    return `바라는 조건 중 ${good.slice(0, 2).join(', ')}${josa.pick(good[Math.min(good.length, 2) - 1] ?? '', '은/는')} 맞고, ${poor.slice(0, 2).join(', ')}${josa.pick(poor[Math.min(poor.length, 2) - 1] ?? '', '은/는')} 다를 수 있어요`;
  }
  if (good.length > 0) {
    const shown = good.slice(0, 3);
    return `바라는 조건 중 ${shown.join(', ')}${josa.pick(shown[shown.length - 1] ?? '', '이/가')} 이 직업과 맞아요`;
  }
  if (poor.length > 0) {
    const shown = poor.slice(0, 2);
    return `바라는 조건 중 ${shown.join(', ')}${josa.pick(shown[shown.length - 1] ?? '', '이/가')} 이 직업과 다를 수 있어요`;
  }
  return '바라는 조건과 이 직업이 크게 다르지 않아요';
}

/** Points the education answer costs the job (it lowers the preference similarity). */
function educationLoss(model: JobModel, person: Person, job: number): number {
  if (person.maxJobZone === null) return 0;
  const fit = educationFit(model.jobZone[job] ?? 0, person.maxJobZone);
  if (fit >= 1) return 0;
  const total =
    person.preferences.reduce((sum, p) => sum + p.weight, 0) +
    FIXED_PREFERENCE_WEIGHTS.education +
    (person.regularSchedule !== null ? FIXED_PREFERENCE_WEIGHTS.schedule : 0);
  return (100 * person.weights.jpref * FIXED_PREFERENCE_WEIGHTS.education * (1 - fit)) / total;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The reasons of one job for one person, best contributions first, watch-outs last. */
export function reasonsFor(model: JobModel, person: Person, job: number, labels: ReasonLabels): RecommendationReason[] {
  const parts = breakdown(model, person, job);
  const texts: Record<Step, (similarity: number) => string> = {
    interest: (s) => interestText(model, person, job, s),
    value: (s) => valueText(model, person, job, s),
    strength: (s) => strengthText(model, person, job, s),
    'trt-phys-cond': (s) => traitText(model, person, job, s),
    kskill: (s) => kskillText(model, person, job, s, labels),
    jpref: () => jprefText(model, person, job),
  };
  // The education watch-out is shown on its own, so the preference reason shows the points it
  // would have had: the two still add up to the step's share of the score.
  const loss = educationLoss(model, person, job);
  const reasons: RecommendationReason[] = parts.steps
    .map((part) => ({
      step: part.step,
      text: texts[part.step](part.similarity),
      weight: round1(part.points + (part.step === 'jpref' ? loss : 0)),
    }))
    .filter((reason) => reason.text !== '')
    .sort((a, b) => b.weight - a.weight);

  const industry = model.jobs[job]?.industry;
  if (parts.industryBonus > 0 && industry) {
    const name = labels.industry.get(industry) ?? industry;
    reasons.push({
      step: 'jpref',
      text: `관심 산업 "${name}"에 속하는 직업이에요`,
      weight: round1(parts.industryBonus),
    });
  }
  if (loss > 0 && person.maxJobZone !== null) {
    const zone = model.jobZone[job] ?? 0;
    reasons.push({
      step: 'jpref',
      text: `생각한 준비 수준(${JOB_ZONE_PREPARATION[person.maxJobZone]})보다 오래(${JOB_ZONE_PREPARATION[zone]}) 준비해야 할 수 있어요`,
      weight: -round1(loss),
    });
  }
  for (const penalty of parts.penalties) {
    reasons.push({ step: 'trt-phys-cond', text: PHYSICAL_WATCH_OUTS[penalty.key], weight: -round1(penalty.points) });
  }
  return reasons;
}
