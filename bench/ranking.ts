/**
 * How long ranking takes: the real catalog and 2,000 and 20,000 synthetic jobs. Budgets (median
 * per request, after warm-up): under 2 ms for ~200 jobs, under 50 ms for 20,000; time should
 * grow about linearly with the number of jobs. Run: `npx tsx bench/ranking.ts`.
 */
import { catalogProfiles, syntheticProfiles } from './lib/synthetic-job-profiles';
import { timeRanking } from './ranking.timing';

const rows = [
  ['catalog', catalogProfiles()],
  ['synthetic', syntheticProfiles(200)],
  ['synthetic', syntheticProfiles(2_000)],
  ['synthetic', syntheticProfiles(20_000)],
] as const;

process.stdout.write('jobs      kind        median per request   model build (once)   per 1,000 jobs\n');
for (const [kind, jobs] of rows) {
  const timing = timeRanking(jobs, jobs.length > 5_000 ? 30 : 100);
  process.stdout.write(
    `${String(timing.jobs).padEnd(9)} ${kind.padEnd(11)} ${timing.medianMs.toFixed(3).padStart(10)} ms` +
      `${timing.buildMs.toFixed(1).padStart(17)} ms${((timing.medianMs / timing.jobs) * 1000).toFixed(3).padStart(18)} ms\n`,
  );
}
