import { josa } from 'es-hangul';
import {
  type AnswersByStep,
  type JprefBank,
  RIASEC_ORDER,
  type RiasecType,
  type ScoresByStep,
} from '../../../shared/contracts/assessments';
import type { ResultByStep } from '../../../shared/contracts/report';
import type { ItemBanks } from './item-banks';
import {
  PHYS_COND_LABELS,
  RIASEC_DESCRIPTIONS,
  RIASEC_LABELS,
  WORK_STYLE_LABELS,
  WORK_VALUE_DESCRIPTIONS,
  WORK_VALUE_LABELS,
} from './labels';

/**
 * One step's submitted take as the report shows it: Korean labels instead of ids, and a short
 * plain sentence (`summary`) written from the scores. Sentences use 해요체 and say "골랐어요"
 * rather than "당신은 …이다": these are self-reflection results, not a diagnosis.
 */

/** Korean names of the ids that appear in scores, taken from the item banks where they exist. */
export interface ReportLabels {
  workStyle: Map<string, string>;
  knowledge: Map<string, string>;
  skill: Map<string, string>;
}

export function buildReportLabels(banks: ItemBanks): ReportLabels {
  // A work style is named as everywhere else (shared/onet-labels.ts: the job pages, the
  // recommendation reasons and the strength cards use the same words).
  const workStyle = new Map(Object.entries(WORK_STYLE_LABELS));
  const itemLabels = (part: ItemBanks['kskill']['knowledge']) =>
    new Map(part.groups.flatMap((group) => group.items.map((item) => [item.id, item.label] as const)));
  return { workStyle, knowledge: itemLabels(banks.kskill.knowledge), skill: itemLabels(banks.kskill.skill) };
}

const quoted = (label: string) => `'${label}'`;
const quotedList = (labels: readonly string[]) => labels.map(quoted).join(', ');
/** "A예요" / "B이에요" after a Korean word. */
const isWord = (label: string) => `${quoted(label)}${josa.pick(label, '이에요/예요')}`;

export function presentValue(scores: ScoresByStep['value']): ResultByStep['value'] {
  const ranks = scores.values.map((value) => ({ ...value, label: WORK_VALUE_LABELS[value.id] }));
  const [first, ...rest] = ranks.filter((value) => value.score > 0);
  let summary = '고른 가치가 아직 없어요.';
  if (first) {
    summary = `가장 중요하게 여기는 가치는 ${isWord(first.label)}. ${WORK_VALUE_DESCRIPTIONS[first.id]}`;
    const next = rest.slice(0, 2).map((value) => value.label);
    if (next.length > 0) summary += ` 그다음은 ${quotedList(next)} 순서예요.`;
  }
  return { summary, ranks };
}

export function presentStrength(banks: ItemBanks, scores: ScoresByStep['strength']): ResultByStep['strength'] {
  const cards = new Map(banks.strength.cards.map((card) => [card.id, card]));
  const top = scores.top.map((entry, index) => {
    const card = cards.get(entry.cardId);
    return {
      id: entry.cardId,
      // A card removed from the bank after the take keeps its id as a name.
      label: card?.label ?? entry.cardId,
      description: card?.description ?? '',
      rank: index + 1,
      kind: entry.workStyle ? ('workStyle' as const) : ('ability' as const),
      element: entry.workStyle ?? entry.ability ?? '',
    };
  });
  const [first, ...rest] = top;
  let summary = '순서를 정한 강점이 아직 없어요.';
  if (first) {
    summary = `가장 자신 있는 강점은 ${isWord(first.label)}.`;
    if (rest.length > 0) summary += ` ${quotedList(rest.map((card) => card.label))}도 나의 강점으로 골랐어요.`;
  }
  return { summary, top };
}

/** "I·A·S예요": the copula after the code's last letter as it is read (R 알 → 이에요, the rest → 예요). */
function codeIs(code: string): string {
  const letters = code.split('').join('·');
  return `${letters}${code.endsWith('R') ? '이에요' : '예요'}`;
}

export function presentInterest(scores: ScoresByStep['interest']): ResultByStep['interest'] {
  const letters = scores.code.split('') as RiasecType[];
  const [first] = letters;
  const summary = first
    ? `흥미 유형은 ${codeIs(scores.code)}. ${RIASEC_LABELS[first]}${josa.pick(RIASEC_LABELS[first], '이/가')} 가장 높아요: ${RIASEC_DESCRIPTIONS[first]}`
    : '고른 활동이 아직 없어요.';
  return {
    summary,
    code: scores.code,
    codeLabels: letters.map((letter) => RIASEC_LABELS[letter]),
    scores: RIASEC_ORDER.map((type) => ({ type, label: RIASEC_LABELS[type], score: scores.scores[type] })),
  };
}

/** Comfortable at 75 or more ("그런 편이에요" or "매우 그래요"), worth checking at 25 or less. */
const COMFORTABLE_FROM = 75;
const CHECK_UP_TO = 25;

export function presentTraitPhys(
  banks: ItemBanks,
  labels: ReportLabels,
  scores: ScoresByStep['trt-phys-cond'],
): ResultByStep['trt-phys-cond'] {
  // Highest first; ties in the item bank's order of work styles, so the order is stable.
  const order = [...new Set(banks['trt-phys-cond'].trait.map((item) => item.tags.workStyle))];
  const workStyles = Object.entries(scores.workStyles)
    .map(([id, score]) => ({ id, label: labels.workStyle.get(id) ?? id, score }))
    .sort((a, b) => b.score - a.score || order.indexOf(a.id) - order.indexOf(b.id));
  const [first, second, third] = workStyles;
  let summary = '성향 문항의 답이 아직 없어요.';
  if (first) {
    summary = `일하는 성향 가운데 ${quoted(first.label)} 점수가 ${first.score}점으로 가장 높아요.`;
    const next = [second, third].flatMap((style) => (style ? [style.label] : []));
    if (next.length > 0) summary += ` 이어서 ${quotedList(next)} 순서예요.`;
  }

  const physCond = banks['trt-phys-cond'].physCond
    .filter((item) => scores.physCond[item.key] !== undefined)
    .map((item) => ({
      key: item.key,
      label: PHYS_COND_LABELS[item.key] ?? item.key,
      score: scores.physCond[item.key] ?? 0,
    }));
  const comfortable = physCond.filter((item) => item.score >= COMFORTABLE_FROM).map((item) => item.label);
  const toCheck = physCond.filter((item) => item.score <= CHECK_UP_TO).map((item) => item.label);
  const parts: string[] = [];
  if (comfortable.length > 0) parts.push(`편하게 느끼는 근무 환경: ${comfortable.join(', ')}.`);
  if (toCheck.length > 0) parts.push(`미리 확인해 보면 좋은 조건: ${toCheck.join(', ')}.`);
  if (parts.length === 0) parts.push('특별히 편하거나 불편한 근무 환경 없이 대체로 보통이에요.');
  parts.push('이 답으로 직업을 추천에서 빼지는 않아요.');
  return { summary, workStyles, physCondSummary: parts.join(' '), physCond };
}

export function presentKskill(labels: ReportLabels, scores: ScoresByStep['kskill']): ResultByStep['kskill'] {
  const knowledge = scores.knowledge.map((id) => ({ id, label: labels.knowledge.get(id) ?? id }));
  const skill = scores.skill.map((id) => ({ id, label: labels.skill.get(id) ?? id }));
  const some = (items: readonly { label: string }[]) => {
    const names = items
      .slice(0, 3)
      .map((item) => item.label)
      .join(', ');
    return items.length > 3 ? `${names} 등` : names;
  };
  const summary =
    `자신 있거나 더 키우고 싶은 지식 ${knowledge.length}개(${some(knowledge)})와 ` +
    `기술 ${skill.length}개(${some(skill)})를 골랐어요. 무엇을 먼저 배울지 정할 때 기준으로 삼아 보세요.`;
  return { summary, knowledge, skill };
}

export function presentJpref(
  bank: JprefBank,
  answers: AnswersByStep['jpref'],
  scores: ScoresByStep['jpref'],
): ResultByStep['jpref'] {
  const preferences = bank.questions.flatMap((question) => {
    const answer = answers.answers[question.id];
    if (question.type === 'multi' || answer === undefined || !(question.id in scores.preferences)) return [];
    const label =
      question.type === 'single'
        ? (question.options.find((option) => option.value === answer)?.label ?? String(answer))
        : String(answer);
    return [
      {
        questionId: question.id,
        question: question.text,
        answer: label,
        score: scores.preferences[question.id] ?? null,
      },
    ];
  });

  const jobZoneQuestion = bank.questions.find((question) => question.tags.jobZone === true);
  const jobZoneLabel =
    jobZoneQuestion?.type === 'single'
      ? jobZoneQuestion.options.find((option) => option.value === scores.maxJobZone)?.label
      : undefined;
  const maxJobZone =
    scores.maxJobZone === null
      ? null
      : { level: scores.maxJobZone, label: jobZoneLabel ?? `Job Zone ${scores.maxJobZone}` };

  const industryQuestion = bank.questions.find((question) => question.tags.custom === 'industry');
  const industryLabels = new Map(
    industryQuestion?.type === 'multi' ? industryQuestion.options.map((option) => [option.value, option.label]) : [],
  );
  const industries = scores.industries.map((id) => ({ id, label: industryLabels.get(id) ?? id }));

  const decided = preferences.filter((preference) => preference.score !== null).length;
  const parts = [`일의 조건 ${preferences.length}가지 가운데 ${decided}가지에 원하는 방향을 골랐어요.`];
  if (maxJobZone) parts.push(`교육·훈련은 ${quoted(maxJobZone.label)}까지 준비할 생각이에요.`);
  parts.push(
    industries.length > 0
      ? `관심 산업: ${industries.map((industry) => industry.label).join(', ')}.`
      : '관심 산업은 아직 고르지 않았어요.',
  );
  return { summary: parts.join(' '), preferences, maxJobZone, industries };
}
