import { getAssessments } from '../../src/server/modules/assessments/assessments.service';
import { degreeLength } from '../../src/server/modules/jobs/degree-length';
import { getJobCatalog } from '../../src/server/modules/jobs/jobs.service';
import { STANDS_OUT } from '../../src/server/modules/recommendations/weights';
import { type AnswersByStep, RIASEC_ORDER, type Step, WORK_VALUE_IDS } from '../../src/shared/contracts/assessments';
import type { Recommendation, RecommendationReason } from '../../src/shared/contracts/recommendations';
import type { Report, ResultByStep } from '../../src/shared/contracts/report';
import { WORK_STYLE_LABELS, WORK_VALUE_LABELS } from '../../src/shared/onet-labels';

/**
 * Reasons checked against the person's own answers and report (what they told us), and the
 * job's catalog profile, by rules written apart from the engine:
 *
 * - a reason shown under "이렇게 맞아요" says nothing that is a mismatch;
 * - a strength the person chose is never called a difference or something missing;
 * - "두드러지지 않아요" only for a value or work style below the engine's own threshold
 *   (`STANDS_OUT` standard deviations above the catalog mean);
 * - a match names only what the person chose (values they ranked, strengths they chose or rated
 *   high, knowledge and skills they picked, interest types of their code);
 * - "아직 고르지 않았어요" never names something they picked;
 * - a preparation watch-out only for a job that asks more than what they will prepare for: by
 *   its Korean facts (`korea.education` on the scale of the preparation question, 학력 무관 1 …
 *   대학원졸 5; a required licence does not raise it: the facts give no time for its study), else
 *   its Job Zone;
 * - interest types named in words (현실형 …) only when they are in the person's code.
 */

/** The preparation question's scale for the Korean facts' schooling. */
const EDUCATION_LEVEL: Readonly<Record<string, number>> = {
  '학력 무관': 1,
  고졸: 2,
  전문대졸: 3,
  대졸: 4,
  대학원졸: 5,
};
const TYPE_LETTER: Readonly<Record<string, string>> = {
  현실형: 'R',
  탐구형: 'I',
  예술형: 'A',
  사회형: 'S',
  진취형: 'E',
  관습형: 'C',
};

/** What a job asks before one starts, on the preparation question's scale (1–5). */
function preparationAsked(job: CatalogJob): number {
  const facts = getJobCatalog().koreaFacts.get(job.id);
  const level = facts ? EDUCATION_LEVEL[facts.education] : undefined;
  if (!facts || level === undefined) return job.jobZone;
  // A degree the law sets at six years (고등교육법 시행령: 의·치·한·수의·약학) takes longer than a
  // four-year one: as long as a degree and a master's, the top of the scale.
  const years = degreeLength(job.name)?.years ?? 4;
  return years > 4 ? Math.max(level, 5) : level;
}

export interface Contradiction {
  persona: string;
  job: string;
  text: string;
  rule: string;
}

type Group = 'match' | 'gap' | 'unknown';
const groupOf = (reason: RecommendationReason): Group =>
  (reason as RecommendationReason & { kind?: Group }).kind ?? (reason.weight >= 0 ? 'match' : 'gap');

/** Words that say something does not fit. */
const MISMATCH = /달라요|거리가 있어요|다를 수 있어요|두드러지지 않아요|고르지 않았어요|더 필요할 수 있어요|준비해야/;

const quotedTerms = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');

const invert = (record: Readonly<Record<string, string>>) =>
  new Map(Object.entries(record).map(([id, name]) => [name, id]));

interface Lookups {
  styleByName: Map<string, string>;
  valueByName: Map<string, string>;
  elementByName: Map<string, string>;
  styleByCard: Map<string, string>;
  cardStyle: Map<string, string>;
}

let lookups: Lookups | undefined;
function getLookups(): Lookups {
  if (lookups) return lookups;
  const { banks } = getAssessments();
  const styleByCard = new Map<string, string>();
  const cardStyle = new Map<string, string>();
  for (const card of banks.strength.cards) {
    if (!('workStyle' in card.tags)) continue;
    styleByCard.set(card.label, card.tags.workStyle);
    cardStyle.set(card.id, card.tags.workStyle);
  }
  lookups = {
    styleByName: invert(WORK_STYLE_LABELS),
    valueByName: invert(WORK_VALUE_LABELS),
    elementByName: new Map([...getJobCatalog().knowledgeSkillLabels].map(([id, label]) => [label, id])),
    styleByCard,
    cardStyle,
  };
  return lookups;
}

type CatalogJob = ReturnType<typeof getJobCatalog>['jobs'][number];

/** z-score of a job's rating among all catalog jobs. */
function catalogZ(jobs: readonly CatalogJob[], job: CatalogJob, pick: (j: CatalogJob) => number): number {
  const values = jobs.map(pick);
  const mean = values.reduce((s, x) => s + x, 0) / values.length;
  const sd = Math.sqrt(values.reduce((s, x) => s + (x - mean) ** 2, 0) / values.length);
  return sd > 1e-9 ? (pick(job) - mean) / sd : 0;
}

export function contradictionsOf(
  persona: string,
  item: Recommendation,
  job: CatalogJob,
  jobs: readonly CatalogJob[],
  report: Report,
  answers?: AnswersByStep,
): Contradiction[] {
  const l = getLookups();
  const result = <S extends Step>(step: S) => report.steps[step].result as ResultByStep[S] | null;
  const found: Contradiction[] = [];
  const flag = (reason: RecommendationReason, rule: string) =>
    found.push({ persona, job: job.name, text: reason.text, rule });

  const strengthCards = answers?.strength.selected ?? result('strength')?.top.map((card) => card.id) ?? [];
  const chosenStyles = new Set(strengthCards.flatMap((id) => l.cardStyle.get(id) ?? []));
  for (const card of result('strength')?.top ?? []) if (card.kind === 'workStyle') chosenStyles.add(card.element);
  const highTraits = new Set((result('trt-phys-cond')?.workStyles ?? []).filter((s) => s.score >= 75).map((s) => s.id));
  const rankedValues = new Set((result('value')?.ranks ?? []).filter((v) => v.score > 0).map((v) => v.id as string));
  const kskill = result('kskill');
  const picked = new Set([...(kskill?.knowledge ?? []), ...(kskill?.skill ?? [])].map((e) => e.id));
  const code = result('interest')?.code ?? '';
  const maxJobZone = result('jpref')?.maxJobZone?.level ?? null;

  const styleOf = (term: string) => l.styleByName.get(term) ?? l.styleByCard.get(term);
  const standsOut = (term: string): boolean | null => {
    const value = l.valueByName.get(term);
    if (value && (WORK_VALUE_IDS as readonly string[]).includes(value))
      return catalogZ(jobs, job, (j) => j.workValues[value] ?? 0) >= STANDS_OUT;
    const style = styleOf(term);
    if (style) return catalogZ(jobs, job, (j) => j.workStyles[style] ?? 0) >= STANDS_OUT;
    return null;
  };

  for (const reason of item.reasons) {
    const group = groupOf(reason);
    const terms = quotedTerms(reason.text);
    if (group === 'match' && MISMATCH.test(reason.text)) flag(reason, 'a mismatch under "이렇게 맞아요"');
    if (group !== 'match' || MISMATCH.test(reason.text)) {
      for (const term of terms) {
        const style = styleOf(term);
        if (style && chosenStyles.has(style) && reason.step !== 'kskill')
          flag(reason, `the chosen strength "${term}" called a difference`);
      }
    }
    if (reason.text.includes('두드러지지 않아요')) {
      for (const term of terms) if (standsOut(term)) flag(reason, `"${term}" does stand out in the job`);
    }
    if (group === 'match') {
      // What the sentence says the person chose: before a "…, and … is also needed" clause.
      const claimed = quotedTerms(reason.text.split(/쓰이고,|맞고,/)[0] ?? '');
      for (const term of claimed) {
        const value = l.valueByName.get(term);
        const style = styleOf(term);
        const element = l.elementByName.get(term);
        if (reason.step === 'value' && value && !rankedValues.has(value))
          flag(reason, `"${term}" is not a value they chose`);
        if ((reason.step === 'strength' || reason.step === 'trt-phys-cond') && style) {
          if (!chosenStyles.has(style) && !highTraits.has(style)) flag(reason, `"${term}" is not their strength`);
        }
        if (reason.step === 'kskill' && element && !picked.has(element)) flag(reason, `"${term}" was not picked`);
      }
      const letters = reason.text.match(/흥미 유형 ([RIASEC](?:·[RIASEC])*)/)?.[1];
      if (reason.step === 'interest' && letters) {
        for (const letter of letters.split('·'))
          if (RIASEC_ORDER.includes(letter as never) && !code.includes(letter))
            flag(reason, `interest type ${letter} is not in their code ${code}`);
      }
      // "내 흥미 유형 중 탐구형·현실형이 …": the types the sentence says are the person's.
      const mine = reason.text.match(/내 흥미 유형 중 ([가-힣]+형(?:·[가-힣]+형)*)/)?.[1];
      if (reason.step === 'interest' && mine) {
        for (const word of mine.split('·')) {
          const letter = TYPE_LETTER[word];
          if (letter && !code.includes(letter)) flag(reason, `interest type ${word} is not in their code ${code}`);
        }
      }
    }
    if (reason.text.includes('고르지 않았어요')) {
      for (const term of terms) {
        const element = l.elementByName.get(term);
        if (element && picked.has(element)) flag(reason, `"${term}" was picked`);
      }
    }
    if (reason.text.includes('준비해야') && maxJobZone !== null && preparationAsked(job) <= maxJobZone)
      flag(reason, `preparation ${preparationAsked(job)} is within the planned ${maxJobZone}`);
  }
  return found;
}
