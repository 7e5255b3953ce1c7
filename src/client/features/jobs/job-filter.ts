import type { IndustryId, JobCatalogEntry, JobSearchEntry } from '../../../shared/contracts/jobs';
import { hasStudyFilter, matchesStudy, type StudyFilter } from '../../../shared/job-study-filter';
import { JOB_SEARCH_OPTIONS } from '../../../shared/job-vocabulary';
import { buildSearchIndex, type SearchIndex, searchIndex } from '../../../shared/korean-search';

/** The catalog made searchable: the same fields the server searches (modules/jobs/catalog.ts). */
export function indexJobs(jobs: readonly JobSearchEntry[]): SearchIndex<JobSearchEntry> {
  return buildSearchIndex(
    jobs,
    (job) => ({
      name: job.name,
      aliases: job.aliases,
      words: job.searchWords,
      // What one studies for it counts like a skill: 전기 finds the jobs of 전기공학과.
      keywords: [...job.skills, ...job.majors],
      texts: job.tasks,
      group: job.industry,
    }),
    JOB_SEARCH_OPTIONS,
  );
}

/** Whether the job browser's query searches (needs the search index) or lists the whole catalog. */
export function isJobSearch(query: string | null | undefined): boolean {
  return Boolean(query?.trim());
}

export interface JobFilterResult<T extends JobCatalogEntry> {
  /** Jobs matching the query, what one studies and the industry, best match first (or in catalog order without a query). */
  jobs: T[];
  /** Jobs matching the query and what one studies in each industry, for the chips' counts. */
  countsByIndustry: Map<IndustryId, number>;
  /** Jobs matching the query and what one studies in any industry. */
  matchingAnyIndustry: number;
}

/**
 * The jobs the browser shows for a query, an industry and what one studies. Without a query
 * (`isJobSearch`) nothing is searched and `index` may be null: the catalog alone lists them.
 */
export function filterJobs<T extends JobCatalogEntry>(
  index: SearchIndex<T> | null,
  all: readonly T[],
  query: string,
  industry: IndustryId | null,
  study: StudyFilter = {},
): JobFilterResult<T> {
  if (isJobSearch(query) && !index) throw new Error('filterJobs: a query needs the search index');
  const found = index && isJobSearch(query) ? searchIndex(index, query).map((hit) => hit.item) : [...all];
  const matching = hasStudyFilter(study) ? found.filter((job) => matchesStudy(job, study)) : found;
  const countsByIndustry = new Map<IndustryId, number>();
  for (const job of matching) countsByIndustry.set(job.industry, (countsByIndustry.get(job.industry) ?? 0) + 1);
  return {
    jobs: industry ? matching.filter((job) => job.industry === industry) : matching,
    countsByIndustry,
    matchingAnyIndustry: matching.length,
  };
}

/** Jobs people often look for first; only those in the catalog are suggested. */
const POPULAR_JOB_NAMES = ['소프트웨어 개발자', '간호사', '초등학교 교사', '시각 디자이너', '마케터', '공인회계사'];

export function popularJobs<T extends JobCatalogEntry>(all: readonly T[]): T[] {
  const byName = new Map(all.map((job) => [job.name, job]));
  return POPULAR_JOB_NAMES.flatMap((name) => byName.get(name) ?? []);
}

/** Everyday words to offer when a search finds nothing; only those that find jobs are offered. */
const SUGGESTED_WORDS = ['코딩', '선생님', '병원', '디자인', '동물', '요리', '비행기', '상담', '유튜버', '공무원'];

export function workingSuggestions(index: SearchIndex<JobSearchEntry>, count = 6): string[] {
  return SUGGESTED_WORDS.filter((word) => searchIndex(index, word).length > 0).slice(0, count);
}
