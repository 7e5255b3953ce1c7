import type { JobDetail, StarterMission } from '../../../shared/contracts/jobs';
import { fetchJob, fetchStarterMissions } from './api';
import { useRemote } from './use-remote';

/** One job's page data, by its Korean name. */
export function useJob(name: string) {
  return useRemote<JobDetail>(name, fetchJob);
}

export function useStarterMissions(name: string) {
  return useRemote<StarterMission[]>(name, fetchStarterMissions);
}
