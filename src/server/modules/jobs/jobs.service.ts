import type {
  Industry,
  JobDetail,
  JobListQuery,
  JobListResponse,
  JobSummary,
  StarterMission,
} from '../../../shared/contracts/jobs';
import { hasStudyFilter, matchesStudy } from '../../../shared/job-study-filter';
import { searchIndex } from '../../../shared/korean-search';
import { AppError } from '../../lib/app-error';
import type { MarketMission } from '../missions/mission-market';
import type { JobCatalog } from './catalog';
import type { CatalogJob } from './catalog-file';
import { presentJobDetail } from './jobs.presenter';
import { pickStarterMissions } from './starter-missions';

/**
 * Reads of the job catalog. The catalog is read-only while the server runs, so these take the
 * in-memory catalog instead of a database.
 */

export const JOB_NOT_FOUND_MESSAGE = '직업 목록에 없는 직업이에요. 직업 이름을 다시 확인해 주세요.';
const BAD_CURSOR_MESSAGE = '목록 위치(cursor)가 올바르지 않아요. 처음부터 다시 불러와 주세요.';

function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^o:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError('VALIDATION_ERROR', { fields: { cursor: BAD_CURSOR_MESSAGE } });
  return Number(match[1]);
}

/**
 * `GET /api/jobs`: best matches first when there is a query, else in 가나다 order; narrowed by industry
 * and by what one studies (계열, education, major). Throws VALIDATION_ERROR for a bad cursor.
 */
export function listJobs(catalog: JobCatalog, query: JobListQuery): JobListResponse {
  const offset = decodeCursor(query.cursor);
  const matching = query.q ? searchIndex(catalog.searchIndex, query.q).map((hit) => hit.item) : catalog.jobs;
  const study = { field: query.field, education: query.education, major: query.major };
  const studied = hasStudyFilter(study)
    ? matching.filter((job) => {
        const entry = catalog.searchEntryOf(job.id);
        return entry !== undefined && matchesStudy(entry, study);
      })
    : matching;
  const filtered = query.industry ? studied.filter((job) => job.industry === query.industry) : studied;
  const page = filtered.slice(offset, offset + query.limit);
  const next = offset + page.length;
  return {
    data: page.map((job) => summaryOf(catalog, job)),
    nextCursor: next < filtered.length ? encodeCursor(next) : null,
    total: filtered.length,
  };
}

function summaryOf(catalog: JobCatalog, job: CatalogJob): JobSummary {
  const summary = catalog.summaries.get(job.id);
  if (!summary) throw new Error(`job ${job.id} has no summary`);
  return summary;
}

export function listIndustries(catalog: JobCatalog): readonly Industry[] {
  return catalog.industries;
}

/** The job of that exact name, or `undefined`. */
export function findJobByName(catalog: JobCatalog, name: string): CatalogJob | undefined {
  return catalog.findByName(name);
}

/** The list entry of a job still in the catalog, or `undefined` (e.g. a job that left it). */
export function findJobSummary(catalog: JobCatalog, id: string): JobSummary | undefined {
  return catalog.summaries.get(id);
}

/** Throws NOT_FOUND. */
export function getJobByName(catalog: JobCatalog, name: string): CatalogJob {
  const job = catalog.findByName(name);
  if (!job) throw new AppError('NOT_FOUND', { message: JOB_NOT_FOUND_MESSAGE });
  return job;
}

/** Throws NOT_FOUND. */
export function getJobDetail(catalog: JobCatalog, name: string): JobDetail {
  return presentJobDetail(catalog, getJobByName(catalog, name));
}

/** Throws NOT_FOUND. */
export function listStarterMissions(
  catalog: JobCatalog,
  market: readonly MarketMission[],
  name: string,
): StarterMission[] {
  return pickStarterMissions(catalog, getJobByName(catalog, name), market);
}

export { getJobCatalog, type JobCatalog } from './catalog';
export { createNearestJobsFinder, type NearestJobsFinder } from './nearest-jobs';
