import { timeQueries } from '../job-search.timing';
import { timeRanking } from '../ranking.timing';
import { syntheticProfiles } from './synthetic-job-profiles';
import { syntheticJobs } from './synthetic-jobs';

/** Search and ranking time as the catalog grows (the timing code of bench/job-search and bench/ranking). */
const GROWTH_SIZES = [200, 2_000, 20_000] as const;

export interface GrowthRow {
  jobs: number;
  /** Median over the benchmark queries of each query's median time. */
  searchMedianMs: number;
  /** The slowest query's median time. */
  searchSlowestMs: number;
  slowestQuery: string;
  rankingMedianMs: number;
}

export function measureGrowth(): GrowthRow[] {
  return GROWTH_SIZES.map((jobs) => {
    const timings = timeQueries(syntheticJobs(jobs), jobs > 5_000 ? 30 : 50, 10);
    const sorted = [...timings].sort((a, b) => a.medianMs - b.medianMs);
    const slowest = sorted[sorted.length - 1];
    const ranking = timeRanking(syntheticProfiles(jobs), jobs > 5_000 ? 30 : 100, jobs > 5_000 ? 5 : 20);
    return {
      jobs,
      searchMedianMs: sorted[Math.floor(sorted.length / 2)]?.medianMs ?? Number.NaN,
      searchSlowestMs: slowest?.medianMs ?? Number.NaN,
      slowestQuery: slowest?.query ?? '',
      rankingMedianMs: ranking.medianMs,
    };
  });
}
