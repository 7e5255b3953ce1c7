import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Industry, IndustryId, JobCatalogEntry, JobSearchEntry, JobSummary } from '../../../shared/contracts/jobs';
import { JOB_SEARCH_OPTIONS } from '../../../shared/job-vocabulary';
import { buildSearchIndex, type SearchIndex } from '../../../shared/korean-search';
import { CONTENT_DIR } from '../../lib/app-root';
import { type CatalogFile, type CatalogJob, readCatalogFile } from './catalog-file';
import {
  type Certificate,
  type JobKoreaFacts,
  KOREA_FACTS_ATTRIBUTION,
  type KoreaFacts,
  readKoreaFacts,
} from './korea-facts-file';
import { readKnowledgeSkillLabels } from './labels';

/**
 * The job catalog as the server holds it in memory: read once at start-up, never changed while
 * running, so every read (lists, search, job pages) is answered without the database.
 */
export interface JobCatalog {
  source: CatalogFile['source'];
  /** In Korean alphabetical order of their names. */
  jobs: readonly CatalogJob[];
  industries: readonly Industry[];
  summaries: ReadonlyMap<string, JobSummary>;
  /** What the job browser lists before anything is typed (`GET /api/jobs/catalog`). */
  catalogEntries: readonly JobCatalogEntry[];
  searchEntries: readonly JobSearchEntry[];
  searchIndex: SearchIndex<CatalogJob>;
  /** Korean names of knowledge areas and skills, by O*NET element id. */
  knowledgeSkillLabels: ReadonlyMap<string, string>;
  /** The team's Korean facts (majors, certificates, way in) by job id; a job without them is absent. */
  koreaFacts: ReadonlyMap<string, JobKoreaFacts>;
  /** The one certificate list, by name. */
  certificates: ReadonlyMap<string, Certificate>;
  /** Changes whenever the catalog's content does (ETag of the search index). */
  version: string;
  findByName(name: string): CatalogJob | undefined;
  findById(id: string): CatalogJob | undefined;
  searchEntryOf(id: string): JobSearchEntry | undefined;
}

export const CATALOG_FILE = path.join(CONTENT_DIR, 'jobs/catalog.json');

/** How many skills name a job in lists (`tags`) and in search (`skills`). */
const TAG_COUNT = 3;
const SEARCH_SKILL_COUNT = 8;

export function topByImportance(scores: Record<string, { im: number; lv: number }>, count: number): string[] {
  return Object.entries(scores)
    .sort(([idA, a], [idB, b]) => b.im - a.im || b.lv - a.lv || idA.localeCompare(idB))
    .slice(0, count)
    .map(([id]) => id);
}

/**
 * English and romanised words people type for some jobs (`content/jobs/latin-search-words.json`):
 * searched like the job's everyday words, never shown.
 */
const LATIN_SEARCH_WORDS_FILE = path.join(CONTENT_DIR, 'jobs/latin-search-words.json');
const latinWordsFileSchema = z.object({
  words: z.record(z.string().min(1), z.array(z.string().regex(/^[a-z0-9 ]+$/)).min(1)),
});

export function readLatinSearchWords(file = LATIN_SEARCH_WORDS_FILE): ReadonlyMap<string, readonly string[]> {
  const parsed = latinWordsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Map(Object.entries(parsed.words));
}

const NO_FACTS: KoreaFacts = {
  facts: { attribution: KOREA_FACTS_ATTRIBUTION, jobs: {}, missing: [] },
  certificates: [],
};

export function buildJobCatalog(
  file: CatalogFile,
  knowledgeSkillLabels: ReadonlyMap<string, string>,
  korea: KoreaFacts = NO_FACTS,
  latinWords: ReadonlyMap<string, readonly string[]> = readLatinSearchWords(),
): JobCatalog {
  const jobs = [...file.jobs].sort((a, b) => a.name.localeCompare(b.name, 'ko'));
  const koreaFacts = new Map(
    jobs.flatMap((job) => {
      const facts = korea.facts.jobs[job.name];
      return facts ? [[job.id, facts] as const] : [];
    }),
  );
  const labelOf = (id: string) => knowledgeSkillLabels.get(id) ?? id;

  const summaries = new Map<string, JobSummary>();
  const catalogEntries: JobCatalogEntry[] = [];
  const searchEntries: JobSearchEntry[] = [];
  for (const job of jobs) {
    const skillNames = topByImportance(job.skills, SEARCH_SKILL_COUNT).map(labelOf);
    const summary: JobSummary = {
      id: job.id,
      name: job.name,
      industry: job.industry,
      summary: job.summary,
      riasec: job.riasec.code,
      tags: skillNames.slice(0, TAG_COUNT),
    };
    summaries.set(job.id, summary);
    const facts = koreaFacts.get(job.id);
    const catalogEntry: JobCatalogEntry = {
      ...summary,
      majorFields: facts?.majors.map((group) => group.field) ?? [],
      majors: facts?.majors.flatMap((group) => group.names) ?? [],
      educationLevel: facts?.education ?? null,
    };
    catalogEntries.push(catalogEntry);
    searchEntries.push({
      ...catalogEntry,
      aliases: job.aliases,
      tasks: job.tasks.map((task) => task.text),
      skills: skillNames,
      searchWords: [...(facts?.searchWords ?? []), ...(latinWords.get(job.name) ?? [])],
    });
  }

  const counts = new Map<IndustryId, number>();
  for (const job of jobs) counts.set(job.industry, (counts.get(job.industry) ?? 0) + 1);
  const industries = file.industries.map((industry) => ({ ...industry, count: counts.get(industry.id) ?? 0 }));

  const byName = new Map(jobs.map((job) => [job.name.normalize('NFC'), job]));
  const byId = new Map(jobs.map((job) => [job.id, job]));
  if (byName.size !== jobs.length || byId.size !== jobs.length) {
    throw new Error('job catalog: job names and ids must be unique');
  }
  const entryById = new Map(searchEntries.map((entry) => [entry.id, entry]));

  return {
    source: file.source,
    jobs,
    industries,
    summaries,
    catalogEntries,
    searchEntries,
    // The same fields the web app searches (features/jobs), so both find the same jobs.
    searchIndex: buildSearchIndex(
      jobs,
      (job) => {
        const entry = entryById.get(job.id);
        return {
          name: job.name,
          aliases: job.aliases,
          words: entry?.searchWords ?? [],
          // What one studies for it counts like a skill: 전기 finds the jobs of 전기공학과.
          keywords: [...(entry?.skills ?? []), ...(entry?.majors ?? [])],
          texts: entry?.tasks ?? [],
          group: job.industry,
        };
      },
      JOB_SEARCH_OPTIONS,
    ),
    knowledgeSkillLabels,
    koreaFacts,
    certificates: new Map(korea.certificates.map((certificate) => [certificate.name, certificate])),
    version: createHash('sha256')
      .update(JSON.stringify([file, korea]))
      .digest('base64url')
      .slice(0, 22),
    findByName: (name) => byName.get(name.normalize('NFC').trim()),
    findById: (id) => byId.get(id),
    searchEntryOf: (id) => entryById.get(id),
  };
}

let loaded: JobCatalog | undefined;

/** The catalog of content/jobs/catalog.json, read and indexed on first use. */
export function getJobCatalog(): JobCatalog {
  if (!loaded) {
    const file = readCatalogFile(CATALOG_FILE);
    const korea = readKoreaFacts(file.jobs.map((job) => job.name));
    loaded = buildJobCatalog(file, readKnowledgeSkillLabels(), korea);
  }
  return loaded;
}
