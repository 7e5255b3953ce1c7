/**
 * How long the mission market's in-memory work takes for the real market (~410 missions):
 * search, a set of 50 (random, personalised) and the choice of today's missions.
 * Budgets (median): search under 1 ms per query, each set and today's choice under 5 ms.
 * Run: `npx tsx bench/missions.ts`.
 */
import { timeMissionPaths } from './missions.timing';

for (const timing of timeMissionPaths(200)) {
  process.stdout.write(`${timing.label.padEnd(24)} ${timing.medianMs.toFixed(3).padStart(8)} ms\n`);
}
