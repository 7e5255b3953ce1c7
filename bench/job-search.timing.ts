import { indexJobs } from '../src/client/features/jobs/job-filter';
import type { JobSearchEntry } from '../src/shared/contracts/jobs';
import { searchIndex } from '../src/shared/korean-search';

/** Queries of every kind the search handles: names, 초성, typos, typing, tasks, several words. */
const BENCH_QUERIES = [
  '개발자',
  'ㄱㅂㅈ',
  '개밸자',
  '데이터 분석',
  '고객',
  '프로그래ㅁ',
  'ㅅ',
  '엔지니어',
  '환자를',
] as const;

export interface QueryTiming {
  query: string;
  medianMs: number;
  hits: number;
}

/** The web app's index of the catalog (the same fields the server searches). */
export { indexJobs };

/** Median time of each query over `runs` runs, after `warmUp` untimed runs of the whole set. */
export function timeQueries(jobs: readonly JobSearchEntry[], runs = 50, warmUp = 20): QueryTiming[] {
  const index = indexJobs(jobs);
  for (let i = 0; i < warmUp; i++) for (const query of BENCH_QUERIES) searchIndex(index, query);
  return BENCH_QUERIES.map((query) => {
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      hits = searchIndex(index, query).length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { query, medianMs: times[Math.floor(times.length / 2)] ?? 0, hits };
  });
}
