import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JobSearchEntry } from '../src/shared/contracts/jobs';
import { timeQueries } from './job-search.timing';
import { syntheticJobs } from './lib/synthetic-jobs';

/** Search budgets (median per query): under 1 ms for the ~200-job catalog, under 20 ms for 20,000. */
function catalogSearchEntries(): JobSearchEntry[] {
  const file = path.resolve(import.meta.dirname, '../content/jobs/catalog.json');
  const { jobs } = JSON.parse(readFileSync(file, 'utf8')) as {
    jobs: Array<{
      id: string;
      name: string;
      aliases: string[];
      industry: JobSearchEntry['industry'];
      tasks: Array<{ text: string }>;
    }>;
  };
  return jobs.map((job) => ({
    id: job.id,
    name: job.name,
    industry: job.industry,
    summary: '',
    riasec: '',
    tags: [],
    aliases: job.aliases,
    tasks: job.tasks.map((task) => task.text),
    skills: [],
  }));
}

describe('job search speed', () => {
  // Timing on a shared machine: another process's burst can slow one measurement, so a miss is measured again (twice at most).
  it('answers each query in under 1 ms for the real catalog', { retry: 2 }, () => {
    for (const timing of timeQueries(catalogSearchEntries(), 50, 50)) {
      expect(timing.medianMs, timing.query).toBeLessThan(1);
    }
  });

  it('answers each query in under 20 ms for 20,000 synthetic jobs', { timeout: 60_000, retry: 2 }, () => {
    for (const timing of timeQueries(syntheticJobs(20_000), 50, 10)) {
      expect(timing.medianMs, timing.query).toBeLessThan(20);
    }
  });
});
