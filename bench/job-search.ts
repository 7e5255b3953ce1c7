/**
 * How long a job search takes, for the real catalog (~200 jobs) and a synthetic 20,000.
 * Budgets: under 1 ms (200) and 20 ms (20,000) per query, median. Run: `npx tsx bench/job-search.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JobSearchEntry } from '../src/shared/contracts/jobs';
import { indexJobs, timeQueries } from './job-search.timing';
import { syntheticJobs } from './lib/synthetic-jobs';

interface CatalogJob {
  id: string;
  name: string;
  aliases: string[];
  industry: JobSearchEntry['industry'];
  summary: string;
  riasec: { code: string };
  tasks: Array<{ text: string }>;
}

function realCatalog(): JobSearchEntry[] {
  const file = path.resolve(import.meta.dirname, '../content/jobs/catalog.json');
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as { jobs: CatalogJob[] };
  return catalog.jobs.map((job) => ({
    id: job.id,
    name: job.name,
    industry: job.industry,
    summary: job.summary,
    riasec: job.riasec.code,
    tags: [],
    aliases: job.aliases,
    tasks: job.tasks.map((task) => task.text),
    skills: [],
  }));
}

for (const [label, jobs] of [
  ['catalog', realCatalog()],
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
