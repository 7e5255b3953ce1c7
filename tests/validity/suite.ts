import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/index';
import { startSession } from '../../src/server/modules/auth/session.service';
import { getJobCatalog } from '../../src/server/modules/jobs/jobs.service';
import { type AnswersByStep, RIASEC_ORDER, STEPS } from '../../src/shared/contracts/assessments';
import {
  jobRecDetailResponseSchema,
  jobRecListResponseSchema,
  type Recommendation,
} from '../../src/shared/contracts/recommendations';
import { type Report, type ResultByStep, reportSchema } from '../../src/shared/contracts/report';
import { type Contradiction, contradictionsOf } from './contradictions';
import { loadOnet, type OnetData, type OnetOccupation } from './onet';
import { answersFor, withNoise } from './persona-answers';

/**
 * The validity suite (issue 17): personas built from O*NET profiles answer the six steps
 * through the API exactly as the web app sends them (`PUT /api/{step}`, `POST /api/{step}/submit`),
 * then read `GET /api/job-rec?limit=20` (the page's call), `GET /api/job-rec/{name}` ('why not
 * X?', for the rank of their own job) and `GET /api/report`.
 *
 * Personas: every catalog job's O*NET profile, exact and with 1 SD of seeded noise, and every
 * O*NET 29.3 occupation with all ratings whose code no catalog job uses ("outside").
 *
 * Counting: a catalog persona hits when its own job is in the top k, or a catalog job whose
 * profile is identical to its own (twin jobs sharing one O*NET profile, where neither can be
 * told apart by any answer); once twins have distinct profiles, only the job itself counts.
 * An outside persona hits when a catalog job of an O*NET-related occupation (related_occupations,
 * any tier) is in its top 10; occupations with no related catalog job are left out of that rate
 * (and counted). The interests-only baseline ranks the catalog by the Pearson correlation of
 * the six interest scores of the person's own report with each job's six OI values.
 */

/** The seed of the 1 SD noise personas (persona `index` draws from `NOISE_SEED * 100_003 + index`). */
export const NOISE_SEED = 17;

type PersonaKind = 'exact' | 'noise' | 'outside';

export interface ValidityOptions {
  /** Every how-many-th catalog job and outside occupation to use (1 = all). */
  sample?: number;
  kinds?: readonly PersonaKind[];
  seed?: number;
  /** How an occupation becomes answers (default: construction A, persona-answers.ts). */
  construction?: PersonaConstruction;
}

/**
 * A way of turning an O*NET occupation into six-step answers (issue 28: every O*NET figure is
 * reported for two independent constructions, the worse of the two counting). `undefined`
 * leaves the occupation out (a construction may need ratings another does not).
 */
export interface PersonaConstruction {
  exact(occupation: OnetOccupation): AnswersByStep | undefined;
  /** The noisy variant of the catalog job at `index` of the catalog. */
  noise(occupation: OnetOccupation, index: number): AnswersByStep | undefined;
}

/** Construction A: persona-answers.ts, with 1 SD of noise seeded by `seed` and the job's index. */
const constructionA = (onet: OnetData, seed = NOISE_SEED): PersonaConstruction => ({
  exact: (occupation) => answersFor(occupation, onet),
  noise: (occupation, index) => answersFor(withNoise(occupation, onet, seed * 100_003 + index), onet),
});

export interface KindFigures {
  personas: number;
  hit1: number;
  hit10: number;
  mrr: number;
  /** The same for the interests-only baseline. */
  baselineHit1: number;
  baselineHit10: number;
}

interface OutsideFigures {
  personas: number;
  /** Outside personas that have at least one related catalog job (the rate's denominator). */
  withRelated: number;
  relatedRate: number;
  baselineRelatedRate: number;
  /** The job in most top-10 lists, and in how large a share of the lists. */
  mostListed: { job: string; share: number };
  mostFirst: { job: string; share: number };
  /** The five jobs in most top-10 lists, most first (where the hubs are, docs/decisions/007). */
  listedTop: Array<{ job: string; share: number }>;
  /** The job in most variety sections (the diversity rule's picks, shown below the list), and its share of the personas. */
  mostVariety: { job: string; share: number };
}

export interface ValidityFigures {
  exact?: KindFigures;
  noise?: KindFigures;
  outside?: OutsideFigures;
  /** Reasons of top-10 jobs and variety picks checked, and those untrue of the person's answers. */
  reasonsChecked: number;
  contradictions: Contradiction[];
  listsChecked: number;
  /** Lists whose scores go up somewhere within one section. */
  outOfOrder: Array<{ persona: string; names: string[] }>;
  seconds: number;
}

/** What the suite needs of an app: requests and new signed-in users. */
export interface SuiteApp {
  app: FastifyInstance;
  database: Database;
}

const HEADERS = { origin: 'http://localhost:3000' };

async function signIn({ database }: SuiteApp): Promise<string> {
  const userId = randomUUID();
  await database.db.insert(users).values({ id: userId, email: `persona-${userId}@example.com`, passwordHash: null });
  const { token } = await startSession(database.db, userId);
  return `sid=${token}`;
}

async function call(t: SuiteApp, method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...HEADERS, cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as unknown;
}

interface PersonaResult {
  answers: AnswersByStep;
  list: Recommendation[];
  /** The variety section: jobs of other industries the diversity rule names, below the list. */
  variety: Recommendation[];
  report: Report;
  rankOf: (name: string) => Promise<number>;
}

/** One persona's answers, sent and submitted step by step, then what the person reads. */
async function answerAsPerson(t: SuiteApp, answers: AnswersByStep): Promise<PersonaResult> {
  const cookie = await signIn(t);
  for (const step of STEPS) {
    await call(t, 'PUT', `/api/${step}`, cookie, answers[step]);
    await call(t, 'POST', `/api/${step}/submit`, cookie);
  }
  const body = jobRecListResponseSchema.parse(await call(t, 'GET', '/api/job-rec?limit=20', cookie));
  // Each job as the page shows it: its own reasons and what the list says once for all of them.
  const asShown = (item: Recommendation) => ({ ...item, reasons: [...item.reasons, ...body.meta.sharedReasons] });
  const list = body.data.map(asShown);
  const variety = body.variety.map(asShown);
  const report = reportSchema.parse(((await call(t, 'GET', '/api/report', cookie)) as { data: unknown }).data);
  return {
    answers,
    list,
    variety,
    report,
    rankOf: async (name) => {
      const detail = jobRecDetailResponseSchema.parse(
        await call(t, 'GET', `/api/job-rec/${encodeURIComponent(name)}`, cookie),
      );
      return detail.data?.rank ?? Number.POSITIVE_INFINITY;
    },
  };
}

type CatalogJob = ReturnType<typeof getJobCatalog>['jobs'][number];

/** Twin jobs share one O*NET profile: this key is equal for them. */
export const profileKey = (job: CatalogJob) =>
  JSON.stringify([job.riasec, job.workValues, job.workStyles, job.knowledge, job.skills, job.jobZone]);

/**
 * The catalog jobs a persona of `job`'s O*NET occupation counts as found by: every job built on
 * that occupation (a persona is made from the occupation's ratings alone, so 사육사 and 반려동물
 * 미용사, both Animal Caretakers, get the very same answers and only one of them can be first),
 * and any twin with the same profile. Indexes into `jobs`, `job`'s own included.
 */
export function exactTargets(job: CatalogJob, jobs: readonly CatalogJob[]): number[] {
  const key = profileKey(job);
  return jobs.flatMap((other, index) =>
    other.onet.code === job.onet.code || profileKey(other) === key ? [index] : [],
  );
}

/** Pearson correlation of two equally long series (0 when either is flat). */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const mean = (x: readonly number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let db = 0;
  a.forEach((x, k) => {
    const y = b[k] ?? 0;
    num += (x - ma) * (y - mb);
    da += (x - ma) ** 2;
    db += (y - mb) ** 2;
  });
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0;
}

/** Catalog job names by the interests-only baseline, best first (ties by name). */
function baselineOrder(report: Report, jobs: readonly CatalogJob[]): string[] {
  const scores = (report.steps.interest.result as ResultByStep['interest'] | null)?.scores ?? [];
  const mine = RIASEC_ORDER.map((letter) => scores.find((s) => s.type === letter)?.score ?? 0);
  return jobs
    .map((job) => ({
      name: job.name,
      r: pearson(
        mine,
        RIASEC_ORDER.map((letter) => job.riasec[letter]),
      ),
    }))
    .sort((a, b) => b.r - a.r || a.name.localeCompare(b.name, 'ko'))
    .map((entry) => entry.name);
}

/** Positions (0-based) of items shown below a higher-placed item with a lower score, within one section. */
function isOutOfOrder(list: readonly Recommendation[]): boolean {
  const sectionOf = (item: Recommendation) => (item as Recommendation & { section?: string }).section ?? 'fit';
  for (let i = 1; i < list.length; i++) {
    for (let j = 0; j < i; j++) {
      const above = list[j];
      const below = list[i];
      if (!above || !below || sectionOf(above) !== sectionOf(below)) continue;
      if (below.score > above.score) return true;
    }
  }
  return false;
}

function kindFigures(rows: Array<{ rank: number; baselineRank: number }>): KindFigures {
  const n = rows.length || 1;
  return {
    personas: rows.length,
    hit1: rows.filter((r) => r.rank <= 1).length / n,
    hit10: rows.filter((r) => r.rank <= 10).length / n,
    mrr: rows.reduce((s, r) => s + (Number.isFinite(r.rank) ? 1 / r.rank : 0), 0) / n,
    baselineHit1: rows.filter((r) => r.baselineRank <= 1).length / n,
    baselineHit10: rows.filter((r) => r.baselineRank <= 10).length / n,
  };
}

function topShares(counts: ReadonlyMap<string, number>, total: number, count: number) {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'ko'))
    .slice(0, count)
    .map(([job, n]) => ({ job, share: total > 0 ? n / total : 0 }));
}

const topShare = (counts: ReadonlyMap<string, number>, total: number) =>
  topShares(counts, total, 1)[0] ?? { job: '', share: 0 };

export async function runValiditySuite(t: SuiteApp, options: ValidityOptions = {}): Promise<ValidityFigures> {
  const started = performance.now();
  const sample = options.sample ?? 1;
  const kinds = new Set(options.kinds ?? ['exact', 'noise', 'outside']);
  const seed = options.seed ?? NOISE_SEED;
  const onet: OnetData = loadOnet();
  const construction = options.construction ?? constructionA(onet, seed);
  const catalog = getJobCatalog();
  const jobs = catalog.jobs;
  const catalogCodes = new Set(jobs.map((job) => job.onet.code));

  const figures: ValidityFigures = {
    reasonsChecked: 0,
    contradictions: [],
    listsChecked: 0,
    outOfOrder: [],
    seconds: 0,
  };

  const checkList = (persona: string, result: PersonaResult) => {
    figures.listsChecked++;
    if (isOutOfOrder(result.list))
      figures.outOfOrder.push({ persona, names: result.list.map((item) => item.job.name) });
    if (isOutOfOrder(result.variety))
      figures.outOfOrder.push({ persona: `${persona} (variety)`, names: result.variety.map((item) => item.job.name) });
    // What the page shows: the top 10 and the variety picks below them.
    for (const item of [...result.list.slice(0, 10), ...result.variety]) {
      const job = jobs.find((entry) => entry.name === item.job.name);
      if (!job) continue;
      figures.reasonsChecked += item.reasons.length;
      figures.contradictions.push(...contradictionsOf(persona, item, job, jobs, result.report, result.answers));
    }
  };

  for (const kind of ['exact', 'noise'] as const) {
    if (!kinds.has(kind)) continue;
    const rows: Array<{ rank: number; baselineRank: number }> = [];
    for (let index = 0; index < jobs.length; index += sample) {
      const job = jobs[index];
      const occupation = job && onet.byCode.get(job.onet.code);
      if (!job || !occupation) continue;
      const answers = kind === 'exact' ? construction.exact(occupation) : construction.noise(occupation, index);
      if (!answers) continue;
      const result = await answerAsPerson(t, answers);
      checkList(`${kind} ${job.name}`, result);
      const targets = exactTargets(job, jobs).map((target) => jobs[target]?.name ?? job.name);
      let rank = Number.POSITIVE_INFINITY;
      for (const name of targets) rank = Math.min(rank, await result.rankOf(name));
      const baseline = baselineOrder(result.report, jobs);
      const baselineRank = Math.min(...targets.map((name) => baseline.indexOf(name) + 1));
      rows.push({ rank, baselineRank });
    }
    figures[kind] = kindFigures(rows);
  }

  if (kinds.has('outside')) {
    const outside = onet.occupations.filter((occupation) => !catalogCodes.has(occupation.code));
    const listed = new Map<string, number>();
    const first = new Map<string, number>();
    const variety = new Map<string, number>();
    let personas = 0;
    let withRelated = 0;
    let hits = 0;
    let baselineHits = 0;
    for (let index = 0; index < outside.length; index += sample) {
      const occupation = outside[index] as OnetOccupation;
      const answers = construction.exact(occupation);
      if (!answers) continue;
      const result = await answerAsPerson(t, answers);
      personas++;
      checkList(`outside ${occupation.code} ${occupation.title}`, result);
      const top10 = result.list.slice(0, 10).map((item) => item.job.name);
      for (const name of top10) listed.set(name, (listed.get(name) ?? 0) + 1);
      if (top10[0]) first.set(top10[0], (first.get(top10[0]) ?? 0) + 1);
      for (const item of result.variety) variety.set(item.job.name, (variety.get(item.job.name) ?? 0) + 1);
      const relatedCodes = new Set(onet.related.get(occupation.code) ?? []);
      const related = new Set(jobs.filter((job) => relatedCodes.has(job.onet.code)).map((job) => job.name));
      if (related.size === 0) continue;
      withRelated++;
      if (top10.some((name) => related.has(name))) hits++;
      if (
        baselineOrder(result.report, jobs)
          .slice(0, 10)
          .some((name) => related.has(name))
      )
        baselineHits++;
    }
    figures.outside = {
      personas,
      withRelated,
      relatedRate: withRelated > 0 ? hits / withRelated : 0,
      baselineRelatedRate: withRelated > 0 ? baselineHits / withRelated : 0,
      mostListed: topShare(listed, personas),
      mostFirst: topShare(first, personas),
      listedTop: topShares(listed, personas, 5),
      mostVariety: topShare(variety, personas),
    };
  }

  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The figures as lines of text (for logs, commit messages and the bench report). */
export function describeFigures(f: ValidityFigures): string[] {
  const lines: string[] = [];
  for (const kind of ['exact', 'noise'] as const) {
    const k = f[kind];
    if (!k) continue;
    lines.push(
      `${kind === 'exact' ? 'exact personas' : '1 SD noise'} (${k.personas}): hit@1 ${pct(k.hit1)}, hit@10 ${pct(k.hit10)}, MRR ${k.mrr.toFixed(3)}; interests only: hit@1 ${pct(k.baselineHit1)}, hit@10 ${pct(k.baselineHit10)}`,
    );
  }
  if (f.outside) {
    const o = f.outside;
    lines.push(
      `outside the catalog (${o.personas}, ${o.withRelated} with a related catalog job): related job in top 10 ${pct(o.relatedRate)} (interests only ${pct(o.baselineRelatedRate)}); most listed ${o.mostListed.job} ${pct(o.mostListed.share)}; most often #1 ${o.mostFirst.job} ${pct(o.mostFirst.share)}; most in the variety section ${o.mostVariety.job} ${pct(o.mostVariety.share)}`,
      `  most listed: ${o.listedTop.map((entry) => `${entry.job} ${pct(entry.share)}`).join(', ')}`,
    );
  }
  lines.push(
    `contradicting reasons: ${f.contradictions.length} of ${f.reasonsChecked}; lists out of score order: ${f.outOfOrder.length} of ${f.listsChecked}; ${f.seconds.toFixed(0)} s`,
  );
  return lines;
}
