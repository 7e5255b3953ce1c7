import { describe, expect, it } from 'vitest';
import { timeMissionPaths } from './missions.timing';

/** Budgets (median): search under 1 ms per query; a 50-mission set and today's choice under 5 ms. */
describe('mission market speed', () => {
  it('stays within its budgets for the real market', () => {
    for (const timing of timeMissionPaths()) {
      const budget = timing.label.startsWith('search') ? 1 : 5;
      expect(timing.medianMs, timing.label).toBeLessThan(budget);
    }
  });
});
