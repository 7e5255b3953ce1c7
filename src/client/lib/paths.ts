import { paths } from '../../shared/route-list';
import { toPath } from '../../shared/route-paths';

export { paths } from '../../shared/route-list';
export { FLOW_BASES, FLOW_PAGES, toPath } from '../../shared/route-paths';

/** The page of a job. */
export const jobPath = (jobName: string) => toPath(paths.job, { jobName });
