import { describe, expect, it } from 'vitest';
import { timeMissionPaths } from './missions.timing';

/** Budgets (median): search under 1 ms per query; a 50-mission set and today's choice under 5 ms. */
describe('mission market speed', () => {
  // Timing on a shared machine: another process's burst can slow one measurement, so a miss is measured again (twice at most).
  it('stays within its budgets for the real market', { retry: 2 }, () => {
    for (const timing of timeMissionPaths()) {
      const budget = timing.label.startsWith('search') ? 1 : 5;
      expect(timing.medianMs, timing.label).toBeLessThan(budget);
    }
  });
});
