import { preparePerson, rankJobs } from '../src/server/modules/recommendations/engine';
import type { RecommendationInput } from '../src/server/modules/recommendations/input';
import { buildJobModel, type JobProfile } from '../src/server/modules/recommendations/job-model';
import { type ReasonLabels, reasonsFor } from '../src/server/modules/recommendations/reasons';
import { STEPS } from '../src/shared/contracts/assessments';

/**
 * What one `GET /api/job-rec` asks of the engine, timed: turn the person into vectors, score
 * and order every job (ratings and the diversity rule included), and write the reasons of the
 * 20 jobs shown. The job model is built once beforehand, as the server does at start-up.
 */

/** Someone who finished all six steps, with answers on every dimension the engine reads. */
const BENCH_PERSON: RecommendationInput = {
  completedSteps: STEPS,
  interest: { scores: { R: 45, I: 100, A: 20, S: 10, E: 25, C: 70 } },
  value: {
    scores: { '1.B.2.a': 90, '1.B.2.b': 40, '1.B.2.c': 20, '1.B.2.d': 5, '1.B.2.e': 15, '1.B.2.f': 70 },
    ranking: ['1.B.2.a', '1.B.2.f', '1.B.2.b', '1.B.2.c', '1.B.2.e', '1.B.2.d'],
  },
  strength: {
    cards: [
      { label: '논리적으로 분석하기', workStyle: '1.C.7.b', rank: 1 },
      { label: '더 나은 방법 찾기', workStyle: '1.C.7.a', rank: 2 },
      { label: '수학으로 풀어내기', workStyle: null, rank: 3 },
      { label: '꼼꼼하게 확인하기', workStyle: '1.C.5.b', rank: null },
    ],
  },
  trait: {
    workStyles: { '1.C.7.b': 1, '1.C.7.a': 0.75, '1.C.6': 0.75, '1.C.3.c': 0.25, '1.C.2.b': 0.25, '1.C.5.b': 0.75 },
    physicalComfort: { standing: 0.25, outdoors: 0, nightShift: 0.25 },
  },
  kskill: { knowledge: ['2.C.3.a', '2.C.4.a', '2.C.3.b'], skills: ['2.B.3.e', '2.A.1.e', '2.B.2.i', '2.B.4.g'] },
  jpref: {
    preferences: { 'jp-team': 0.5, 'jp-desk': 1, 'jp-routine': 0, 'jp-precision': 1, 'jp-schedule': 1 },
    maxJobZone: 4,
    industries: ['it', 'engineering'],
  },
};

const LABELS: ReasonLabels = { knowledgeSkill: new Map(), industry: new Map() };

export interface RankingTiming {
  jobs: number;
  medianMs: number;
  buildMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Median time of one request's engine work over `runs`, after `warmup` unmeasured runs. */
export function timeRanking(jobs: readonly JobProfile[], runs = 50, warmup = 20): RankingTiming {
  const started = performance.now();
  const model = buildJobModel(jobs);
  const buildMs = performance.now() - started;
  const ratings = new Map([
    [0, -30],
    [1, 3],
  ]);
  const once = () => {
    const person = preparePerson(model, BENCH_PERSON);
    const ranking = rankJobs(model, person, ratings);
    for (const job of ranking.order.slice(0, 20)) reasonsFor(model, person, job, LABELS);
  };
  for (let i = 0; i < warmup; i++) once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    once();
    times.push(performance.now() - start);
  }
  return { jobs: jobs.length, medianMs: median(times), buildMs };
}
