import { paths, toPath } from '../../shared/route-paths';

export { FLOW_BASES, FLOW_PAGES, paths, toPath } from '../../shared/route-paths';

/** The page of a job. */
export const jobPath = (jobName: string) => toPath(paths.job, { jobName });
