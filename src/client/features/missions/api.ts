import type {
  DailyMissionsResponse,
  MissionCategory,
  MissionDetail,
  MissionListResponse,
  RandomMissionsResponse,
} from '../../../shared/contracts/missions';
import { http } from '../../lib/http';

/** The mission-market calls of CONTRACT.md ("Roadmaps and missions"). */

const options = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function fetchCategories(signal?: AbortSignal): Promise<MissionCategory[]> {
  const { data } = await http.get<{ data: MissionCategory[] }>('/api/missions/categories', options(signal));
  return data;
}

export interface MissionFilter {
  category?: string | undefined;
  sub?: string | undefined;
  q?: string | undefined;
  cursor?: string | null | undefined;
  limit?: number;
}

export async function fetchMissions(filter: MissionFilter, signal?: AbortSignal): Promise<MissionListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return http.get<MissionListResponse>(`/api/missions?${params.toString()}`, options(signal));
}

export async function fetchMission(id: string, signal?: AbortSignal): Promise<MissionDetail> {
  const { data } = await http.get<{ data: MissionDetail }>(`/api/missions/${encodeURIComponent(id)}`, options(signal));
  return data;
}

export async function fetchRandomMissions(seed: string | null, signal?: AbortSignal): Promise<RandomMissionsResponse> {
  const query = seed ? `?seed=${encodeURIComponent(seed)}` : '';
  return http.get<RandomMissionsResponse>(`/api/missions/random${query}`, options(signal));
}

export async function fetchDailyMissions(signal?: AbortSignal): Promise<DailyMissionsResponse> {
  return http.get<DailyMissionsResponse>('/api/missions/daily', options(signal));
}
