import type { JobDetail, JobSearchIndexResponse, StarterMission } from '../../../shared/contracts/jobs';
import { http } from '../../lib/http';

/** The job calls of CONTRACT.md ("Jobs and the dream list"). */

let searchIndexRequest: Promise<JobSearchIndexResponse> | undefined;

/**
 * Every job with its search fields, fetched once per visit: the catalog does not change while
 * the server runs, and the browser then searches as you type without asking again.
 */
export function loadJobSearchIndex(): Promise<JobSearchIndexResponse> {
  searchIndexRequest ??= http.get<JobSearchIndexResponse>('/api/jobs/search-index').catch((error: unknown) => {
    searchIndexRequest = undefined;
    throw error;
  });
  return searchIndexRequest;
}

const jobPath = (name: string) => `/api/jobs/${encodeURIComponent(name)}`;

export async function fetchJob(name: string, signal?: AbortSignal): Promise<JobDetail> {
  const { data } = await http.get<{ data: JobDetail }>(jobPath(name), signal ? { signal } : {});
  return data;
}

export async function fetchStarterMissions(name: string, signal?: AbortSignal): Promise<StarterMission[]> {
  const { data } = await http.get<{ data: StarterMission[] }>(
    `${jobPath(name)}/starter-missions`,
    signal ? { signal } : {},
  );
  return data;
}
