import type { JobSearchIndexResponse } from '../../../shared/contracts/jobs';
import { loadJobSearchIndex } from './api';
import { useRemote } from './use-remote';

const load = () => loadJobSearchIndex();

/** The whole catalog for browsing and searching, loaded once per visit. */
export function useJobSearchIndex() {
  return useRemote<JobSearchIndexResponse>('catalog', load);
}
