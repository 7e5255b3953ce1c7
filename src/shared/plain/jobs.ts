/**
 * The zod-free half of shared/contracts/jobs.ts's paging: how many jobs one page of a list holds
 * (the job list and the recommendations), without building zod's schemas in the web app.
 */
export const JOB_LIST_LIMIT = { default: 20, max: 100 } as const;
