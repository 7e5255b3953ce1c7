/**
 * The counsellor panel through the API (issue 28): each student of students.json answers the six
 * steps as a visitor, `POST /api/job-rec/preview?limit=10`, and the answer is judged by the
 * expectations committed with the panel (README.md: sensible top 3) and by four reason checks,
 * read from the response contract (src/shared/contracts/recommendations.ts):
 *
 * 1. **Value reasons** (`step: "value"`) must name the student's own value cards, at their rank.
 *    A reason is wrong when it quotes ("…", '…', “…”) anything that is not the label of one of
 *    the student's chosen value cards or the student's own words written on the values page
 *    (issue 28 asks for them to be quoted: "'동물 돕기'라고 적었어요"); when it says "N순위" and the quote is not the card the
 *    student put at rank N; or when it names an O*NET work-value category (성취, 근무 조건,
 *    인정, 관계, 지원, 독립성) as what the student chose, in quotes or after "가치관" (the
 *    category is not what the student picked: issue 28, "가치관 1순위 \"독립성\"").
 * 2. **Gaps with plus points**: a reason under "이 점은 달라요" (`kind: "gap"`) whose `weight`
 *    is above 0 or whose text shows a plus figure ("+7.1점").
 * 3. **Fit and gap on one card**: on one recommendation, a trait (a work-style label of
 *    WORK_STYLE_LABELS, or a quoted phrase) named by a `match` reason and by a `gap` reason.
 * 4. **Preparation beyond the Korean facts**: a `gap` reason of the job-preference step about
 *    schooling or preparation (text naming 준비, 학력, 교육, 훈련, 대학, 대학원, 전문대) is beyond
 *    the job's Korean facts (`korea.education` of the catalog the job pages show) when the level it
 *    names is above that education, or when it names none and the job's Korean education is no
 *    higher than what the student said they would invest (jp-education).
 */
import type { FastifyInstance } from 'fastify';
import { loadItemBanks } from '../../src/server/modules/assessments/item-banks';
import { getJobCatalog } from '../../src/server/modules/jobs/jobs.service';
import { jobRecListResponseSchema, type Recommendation } from '../../src/shared/contracts/recommendations';
import { EDUCATION_LEVELS, type EducationLevel } from '../../src/shared/job-vocabulary';
import { WORK_STYLE_LABELS, WORK_VALUE_LABELS } from '../../src/shared/onet-labels';
import {
  acceptableSet,
  answersOf,
  isSensible,
  loadPanel,
  type PanelStudent,
  panelProblems,
  previewBody,
} from './students';

interface StudentOutcome {
  id: string;
  heldOut: boolean;
  failureClass: PanelStudent['failureClass'];
  sensible: boolean;
  top5: string[];
}

interface ReasonFinding {
  student: string;
  job: string;
  text: string;
}

interface ReasonCheck {
  /** Reasons (or recommendations, for fit-and-gap) the check looked at. */
  checked: number;
  findings: ReasonFinding[];
}

export interface PanelFigures {
  students: StudentOutcome[];
  share: { all: number; tuning: number; heldOut: number };
  reasons: {
    valueNotOwnCard: ReasonCheck;
    gapWithPlus: ReasonCheck;
    fitAndGap: ReasonCheck;
    preparationBeyondFacts: ReasonCheck;
  };
  seconds: number;
}

const HEADERS = { origin: 'http://localhost:3000' };
const QUOTED = /["“”'‘’]([^"“”'‘’]{1,40})["“”'‘’]/g;
const quotesOf = (text: string) => [...text.matchAll(QUOTED)].map((match) => (match[1] ?? '').trim());

/** Korean schooling named in a sentence, highest first (null: none named). */
export function levelNamed(text: string): EducationLevel | null {
  if (/대학원|석사|박사/.test(text)) return '대학원졸';
  // "전문대졸" holds "대졸": a 4-year degree is "대졸" not preceded by "전문".
  if (/대학교|4년제|(?<!전문)대졸|학사|대학 (수준|졸업)/.test(text)) return '대졸';
  if (/전문대/.test(text)) return '전문대졸';
  if (/고등학교|고졸/.test(text)) return '고졸';
  return null;
}

const levelRank = (level: EducationLevel) => EDUCATION_LEVELS.indexOf(level) + 1;

/** Check 1 on one reason; the labels of the student's value cards by id, and its priority. */
export function valueReasonIsWrong(
  text: string,
  chosenLabels: readonly string[],
  priorityLabels: readonly string[],
  ownWords: readonly string[] = [],
) {
  const categories = Object.values(WORK_VALUE_LABELS);
  for (const quote of quotesOf(text)) {
    if (ownWords.includes(quote)) continue;
    if (!chosenLabels.includes(quote)) return true;
    const rank = text.match(new RegExp(`(\\d)\\s*순위[^"“”'‘’]{0,12}["“”'‘’]${escapeRegExp(quote)}`))?.[1];
    if (rank && priorityLabels[Number(rank) - 1] !== quote) return true;
  }
  return categories.some((category) => new RegExp(`가치관\\s*(\\d\\s*순위\\s*)?${escapeRegExp(category)}`).test(text));
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Check 2 on one reason. */
export const gapWithPlus = (reason: Recommendation['reasons'][number]) =>
  reason.kind === 'gap' && (reason.weight > 0 || /\+\s?\d/.test(reason.text));

/** Check 3 on one recommendation: a trait named as a fit and as a gap. */
export function fitAndGapTraits(item: Recommendation): string[] {
  const traitsOf = (kind: 'match' | 'gap') => {
    const named = new Set<string>();
    for (const reason of item.reasons) {
      if (reason.kind !== kind || (reason.step !== 'trt-phys-cond' && reason.step !== 'strength')) continue;
      for (const label of Object.values(WORK_STYLE_LABELS)) if (reason.text.includes(label)) named.add(label);
      for (const quote of quotesOf(reason.text)) named.add(quote);
    }
    return named;
  };
  const gaps = traitsOf('gap');
  return [...traitsOf('match')].filter((trait) => gaps.has(trait));
}

const PREPARATION = /준비|학력|교육|훈련|대학|전문대/;
const INVEST_LEVEL: Record<number, EducationLevel> = {
  1: '학력 무관',
  2: '고졸',
  3: '전문대졸',
  4: '대졸',
  5: '대학원졸',
};

/** Check 4 on one reason of one job; `invest` = the student's jp-education answer. */
export function preparationBeyondFacts(
  reason: Recommendation['reasons'][number],
  korean: EducationLevel | undefined,
  invest: unknown,
): boolean {
  if (reason.kind !== 'gap' || reason.step !== 'jpref' || !PREPARATION.test(reason.text)) return false;
  if (!korean) return true;
  const named = levelNamed(reason.text);
  if (named) return levelRank(named) > levelRank(korean);
  const planned = typeof invest === 'number' ? INVEST_LEVEL[invest] : undefined;
  return planned !== undefined && levelRank(korean) <= levelRank(planned);
}

export async function runPanel(app: FastifyInstance, only?: ReadonlySet<string>): Promise<PanelFigures> {
  const started = performance.now();
  const banks = loadItemBanks();
  const catalog = getJobCatalog();
  const names = new Set(catalog.jobs.map((job) => job.name));
  const education = new Map(
    catalog.jobs.map((job) => [job.name, catalog.koreaFacts.get(job.id)?.education as EducationLevel | undefined]),
  );
  const panel = loadPanel();
  const problems = panelProblems(panel, banks, names);
  if (problems.length > 0) throw new Error(`the panel does not hold:\n${problems.join('\n')}`);
  const valueLabel = new Map(banks.value.cards.map((card) => [card.id, card.label]));

  const check = (): ReasonCheck => ({ checked: 0, findings: [] });
  const reasons = {
    valueNotOwnCard: check(),
    gapWithPlus: check(),
    fitAndGap: check(),
    preparationBeyondFacts: check(),
  };
  const students: StudentOutcome[] = [];
  for (const student of panel) {
    if (only && !only.has(student.id)) continue;
    const answers = answersOf(student, banks);
    const res = await app.inject({
      method: 'POST',
      url: '/api/job-rec/preview?limit=10',
      headers: HEADERS,
      payload: previewBody(answers),
    });
    if (res.statusCode !== 200) throw new Error(`${student.id}: preview answered ${res.statusCode} ${res.body}`);
    const body = jobRecListResponseSchema.parse(res.json());
    // Each job as the page shows it: its own reasons and what the list says once for all of them.
    const list = body.data.map((item) => ({ ...item, reasons: [...item.reasons, ...body.meta.sharedReasons] }));
    const top = list.map((item) => item.job.name);
    students.push({
      id: student.id,
      heldOut: student.heldOut,
      failureClass: student.failureClass,
      sensible: isSensible(top.slice(0, 3), acceptableSet(student, names)),
      top5: top.slice(0, 5),
    });
    const chosen = student.value.selected.map((id) => valueLabel.get(id) ?? id);
    const priority = student.value.priority.map((id) => valueLabel.get(id) ?? id);
    for (const item of list) {
      const finding = (text: string) => ({ student: student.id, job: item.job.name, text });
      reasons.fitAndGap.checked++;
      for (const trait of fitAndGapTraits(item)) reasons.fitAndGap.findings.push(finding(trait));
      for (const reason of item.reasons) {
        if (reason.step === 'value') {
          reasons.valueNotOwnCard.checked++;
          if (valueReasonIsWrong(reason.text, chosen, priority, student.value.comeup))
            reasons.valueNotOwnCard.findings.push(finding(reason.text));
        }
        if (reason.kind === 'gap') {
          reasons.gapWithPlus.checked++;
          if (gapWithPlus(reason)) reasons.gapWithPlus.findings.push(finding(`${reason.text} (${reason.weight})`));
        }
        if (reason.step === 'jpref' && reason.kind === 'gap') {
          reasons.preparationBeyondFacts.checked++;
          const korean = education.get(item.job.name);
          if (preparationBeyondFacts(reason, korean, answers.jpref.answers['jp-education']))
            reasons.preparationBeyondFacts.findings.push(finding(`${reason.text} (한국: ${korean ?? '자료 없음'})`));
        }
      }
    }
  }
  const share = (rows: StudentOutcome[]) => (rows.length ? rows.filter((row) => row.sensible).length / rows.length : 0);
  return {
    students,
    share: {
      all: share(students),
      tuning: share(students.filter((row) => !row.heldOut)),
      heldOut: share(students.filter((row) => row.heldOut)),
    },
    reasons,
    seconds: (performance.now() - started) / 1000,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** One student whose top 3 is not sensible, as a line of the figures. */
const notSensibleLine = (row: StudentOutcome) =>
  `  not sensible: ${row.id}${row.heldOut ? ' (held out)' : ''}${row.failureClass ? ` [${row.failureClass}]` : ''} → ${row.top5.join(', ')}`;

/** The tuning part alone: what a tuning run may see (the held-out students are never shown). */
export function describeTuningPart(f: PanelFigures): string[] {
  const tuning = f.students.filter((row) => !row.heldOut);
  const sensible = tuning.filter((row) => row.sensible).length;
  return [
    `counsellor panel, tuning part only: sensible top 3 ${sensible}/${tuning.length} (${pct(sensible / tuning.length)})`,
    ...tuning.filter((row) => !row.sensible).map(notSensibleLine),
  ];
}

/** The panel's figures as lines of text (test output, the bench report). */
export function describePanel(f: PanelFigures): string[] {
  const count = (rows: StudentOutcome[]) => `${rows.filter((row) => row.sensible).length}/${rows.length}`;
  const tuning = f.students.filter((row) => !row.heldOut);
  const heldOut = f.students.filter((row) => row.heldOut);
  const classes = f.students.filter((row) => row.failureClass);
  const r = f.reasons;
  return [
    `counsellor panel: sensible top 3 ${count(f.students)} (${pct(f.share.all)}); tuning ${count(tuning)} (${pct(f.share.tuning)}); held out ${count(heldOut)} (${pct(f.share.heldOut)}); failure classes ${count(classes)}`,
    `  by failure class: ${[...new Set(classes.map((row) => row.failureClass))]
      .map((name) => `${name} ${count(classes.filter((row) => row.failureClass === name))}`)
      .join(', ')}`,
    ...f.students.filter((row) => !row.sensible).map(notSensibleLine),
    `reason checks: value reasons not the student's own card at its rank ${r.valueNotOwnCard.findings.length} of ${r.valueNotOwnCard.checked}; gaps with plus points ${r.gapWithPlus.findings.length} of ${r.gapWithPlus.checked}; fit and gap on one card ${r.fitAndGap.findings.length} of ${r.fitAndGap.checked}; preparation beyond the Korean facts ${r.preparationBeyondFacts.findings.length} of ${r.preparationBeyondFacts.checked}`,
    ...Object.entries(r).flatMap(([name, c]) =>
      c.findings.slice(0, 2).map((x) => `  e.g. ${name}: ${x.student} → ${x.job}: ${x.text}`),
    ),
    `${f.seconds.toFixed(1)} s`,
  ];
}
