import type { DreamJob } from '../../../shared/contracts/dream-list';
import { http } from '../../lib/http';

/** The dream-list calls of CONTRACT.md ("Jobs and the dream list"); all need a session. */

export async function fetchDreamList(signal?: AbortSignal): Promise<DreamJob[]> {
  const { data } = await http.get<{ data: DreamJob[] }>('/api/my-job', signal ? { signal } : {});
  return data;
}

export async function addCatalogJob(jobName: string): Promise<DreamJob> {
  const { data } = await http.post<{ data: DreamJob }>('/api/my-job', { jobName });
  return data;
}

export async function addCustomJob(name: string, note: string): Promise<DreamJob> {
  const { data } = await http.post<{ data: DreamJob }>('/api/my-job', { custom: { name, note: note || null } });
  return data;
}

export async function reorderDreamList(ids: string[]): Promise<DreamJob[]> {
  const { data } = await http.patch<{ data: DreamJob[] }>('/api/my-job/order', { ids });
  return data;
}

export async function updateDreamJobNote(id: string, note: string): Promise<DreamJob> {
  const { data } = await http.patch<{ data: DreamJob }>(`/api/my-job/${encodeURIComponent(id)}`, {
    note: note || null,
  });
  return data;
}

export async function removeDreamJob(id: string): Promise<void> {
  await http.delete<void>(`/api/my-job/${encodeURIComponent(id)}`);
}
