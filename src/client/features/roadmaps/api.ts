import type { CompletionResult, RoadmapDetail, RoadmapSummary } from '../../../shared/contracts/roadmaps';
import { http } from '../../lib/http';

/** The roadmap calls of CONTRACT.md ("Roadmaps and missions"); all but the sample need a session. */

const roadmapUrl = (id: string) => `/api/user-roadmap/${encodeURIComponent(id)}`;
const options = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The id the sample roadmap goes by in page addresses (/roadmap/sample/…). */
export const SAMPLE_ROADMAP_ID = 'sample';

export async function fetchRoadmaps(signal?: AbortSignal): Promise<RoadmapSummary[]> {
  const { data } = await http.get<{ data: RoadmapSummary[] }>('/api/user-roadmap', options(signal));
  return data;
}

/** One of my roadmaps, or the public sample for `SAMPLE_ROADMAP_ID`. */
export async function fetchRoadmap(id: string, signal?: AbortSignal): Promise<RoadmapDetail> {
  const url = id === SAMPLE_ROADMAP_ID ? '/api/roadmap/sample' : roadmapUrl(id);
  const { data } = await http.get<{ data: RoadmapDetail }>(url, options(signal));
  return data;
}

export async function createRoadmap(body: { jobName?: string; title?: string }): Promise<RoadmapDetail> {
  const { data } = await http.post<{ data: RoadmapDetail }>('/api/user-roadmap', body);
  return data;
}

export async function updateRoadmap(
  id: string,
  body: { title?: string; rank?: number; examPause?: boolean },
): Promise<RoadmapDetail> {
  const { data } = await http.patch<{ data: RoadmapDetail }>(roadmapUrl(id), body);
  return data;
}

export async function deleteRoadmap(id: string): Promise<void> {
  await http.delete<void>(roadmapUrl(id));
}

export async function addMissionToMilestone(
  id: string,
  milestoneTitle: string,
  missionId: string,
): Promise<RoadmapDetail> {
  const url = `${roadmapUrl(id)}/milestones/${encodeURIComponent(milestoneTitle)}/missions`;
  const { data } = await http.post<{ data: RoadmapDetail }>(url, { missionId });
  return data;
}

export async function completeMission(id: string, missionId: string, reflection: string): Promise<CompletionResult> {
  const url = `${roadmapUrl(id)}/missions/${encodeURIComponent(missionId)}/complete`;
  const { data } = await http.post<{ data: CompletionResult }>(url, reflection.trim() ? { reflection } : {});
  return data;
}

export async function undoMissionCompletion(id: string, missionId: string): Promise<CompletionResult> {
  const url = `${roadmapUrl(id)}/missions/${encodeURIComponent(missionId)}/complete`;
  const { data } = await http.delete<{ data: CompletionResult }>(url);
  return data;
}

export interface JobChoice {
  name: string;
  industry: string;
}

/** Catalog jobs matching a query (names, 초성, tasks), for 'make a roadmap from a job'. */
export async function searchJobs(query: string, signal?: AbortSignal): Promise<JobChoice[]> {
  const { data } = await http.get<{ data: JobChoice[] }>(
    `/api/jobs?limit=8&q=${encodeURIComponent(query)}`,
    options(signal),
  );
  return data.map(({ name, industry }) => ({ name, industry }));
}
