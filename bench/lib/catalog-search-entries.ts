import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JobSearchEntry } from '../../src/shared/contracts/jobs';

interface CatalogJob {
  id: string;
  name: string;
  aliases: string[];
  industry: JobSearchEntry['industry'];
  summary: string;
  riasec: { code: string };
  tasks: Array<{ text: string }>;
}

interface KoreaFacts {
  jobs: Record<string, { searchWords: string[]; majors: Array<{ names: string[] }> }>;
}

/** The real catalog's search fields (content/jobs/catalog.json with the team's search words), as the search sees them. */
export function catalogSearchEntries(): JobSearchEntry[] {
  const dir = path.resolve(import.meta.dirname, '../../content/jobs');
  const { jobs } = JSON.parse(readFileSync(path.join(dir, 'catalog.json'), 'utf8')) as { jobs: CatalogJob[] };
  const facts = JSON.parse(readFileSync(path.join(dir, 'korea-facts.json'), 'utf8')) as KoreaFacts;
  return jobs.map((job) => ({
    id: job.id,
    name: job.name,
    industry: job.industry,
    summary: job.summary,
    riasec: job.riasec.code,
    tags: [],
    aliases: job.aliases,
    tasks: job.tasks.map((task) => task.text),
    skills: [],
    searchWords: facts.jobs[job.name]?.searchWords ?? [],
    majorFields: [],
    majors: facts.jobs[job.name]?.majors.flatMap((group) => group.names) ?? [],
    educationLevel: null,
  }));
}
