import type {
  JobRating,
  JobRecDetailResponse,
  JobRecListResponse,
  RatingBody,
} from '../../../shared/contracts/recommendations';
import { http } from '../../lib/http';

/** The recommendation calls of CONTRACT.md ("Report and recommendations"); all need a session. */

const jobPath = (jobName: string) => `/api/job-rec/${encodeURIComponent(jobName)}`;

export interface ListOptions {
  industry?: string | null;
  limit?: number;
}

export async function fetchRecommendations(options: ListOptions, signal?: AbortSignal): Promise<JobRecListResponse> {
  const query = new URLSearchParams();
  query.set('limit', String(options.limit ?? 20));
  if (options.industry) query.set('industry', options.industry);
  return http.get<JobRecListResponse>(`/api/job-rec?${query}`, signal ? { signal } : {});
}

/** 'Why not X?': throws an `HttpError` with status 404 for a name not in the catalog. */
export async function fetchRecommendation(jobName: string, signal?: AbortSignal): Promise<JobRecDetailResponse> {
  return http.get<JobRecDetailResponse>(jobPath(jobName), signal ? { signal } : {});
}

export async function rateRecommendation(jobName: string, body: RatingBody): Promise<JobRating> {
  const { data } = await http.put<{ data: JobRating }>(`${jobPath(jobName)}/rating`, body);
  return data;
}

export async function clearRating(jobName: string): Promise<void> {
  await http.delete<void>(`${jobPath(jobName)}/rating`);
}
