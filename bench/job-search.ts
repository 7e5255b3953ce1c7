/**
 * How long a job search takes, for the real catalog (~200 jobs) and a synthetic 20,000.
 * Budgets: under 1 ms (200) and 20 ms (20,000) per query, median. Run: `npx tsx bench/job-search.ts`.
 */

import { indexJobs, timeQueries } from './job-search.timing';
import { catalogSearchEntries } from './lib/catalog-search-entries';
import { syntheticJobs } from './lib/synthetic-jobs';

for (const [label, jobs] of [
  ['catalog', catalogSearchEntries()],
  ['synthetic', syntheticJobs(20_000)],
] as const) {
  const started = performance.now();
  indexJobs(jobs);
  const buildMs = performance.now() - started;
  process.stdout.write(`\n${label}: ${jobs.length} jobs, index built in ${buildMs.toFixed(1)} ms\n`);
  for (const timing of timeQueries(jobs)) {
    process.stdout.write(
      `  ${timing.query.padEnd(10)} ${timing.medianMs.toFixed(3).padStart(8)} ms  ${timing.hits} hits\n`,
    );
  }
}
