import { describe, expect, it } from 'vitest';
import { catalogProfiles, syntheticProfiles } from './lib/synthetic-job-profiles';
import { timeRanking } from './ranking.timing';

/**
 * Ranking budgets (median per request, warmed up): under 2 ms for the ~200-job catalog; for
 * 20,000 synthetic jobs the 50 ms is checked by `npm run bench -- --check` (growth), and
 * this suite, run on shared CI machines whose speed varies (the same code measured 17 to 63 ms
 * on this one in a day), fails at three times that: a change that makes ranking grow worse than
 * linearly, or a repeated pass over the jobs, still trips it.
 */
describe('ranking speed', () => {
  // Timing on a shared machine: another process's burst can slow one measurement, so a miss is measured again (twice at most).
  it('ranks the real catalog in under 2 ms', () => {
    const timing = timeRanking(catalogProfiles(), 100, 50);
    expect(timing.medianMs, `${timing.medianMs.toFixed(3)} ms`).toBeLessThan(2);
  });

  it('ranks 20,000 synthetic jobs in under 150 ms (three times the bench budget)', {
    timeout: 60_000,
    retry: 2,
  }, () => {
    const timing = timeRanking(syntheticProfiles(20_000), 20, 5);
    expect(timing.medianMs, `${timing.medianMs.toFixed(3)} ms`).toBeLessThan(150);
  });
});
