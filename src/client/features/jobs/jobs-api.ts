import type {
  JobCatalogResponse,
  JobDetail,
  JobSearchIndexResponse,
  StarterMission,
} from '../../../shared/contracts/jobs';
import { api, dataOf } from '../../lib/api';

/** The job calls of CONTRACT.md ("Jobs and the dream list"). */

const jobPath = (name: string) => `/api/jobs/${encodeURIComponent(name)}`;

export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every job as the job browser lists it before anything is typed (cards and the study
     * filters): what its server-rendered HTML carries, a third of the search index's size.
     */
    getJobCatalog: build.query<JobCatalogResponse, void>({
      query: () => '/api/jobs/catalog',
      keepUnusedDataFor: 3600,
    }),
    /**
     * Every job with its search fields: the catalog does not change while the server runs, so it
     * is kept for the visit and the browser searches it as you type without asking again.
     */
    getJobSearchIndex: build.query<JobSearchIndexResponse, void>({
      query: () => '/api/jobs/search-index',
      keepUnusedDataFor: 3600,
    }),
    getJob: build.query<JobDetail, string>({
      query: (name) => jobPath(name),
      transformResponse: dataOf<JobDetail>,
      providesTags: (_result, _error, name) => [{ type: 'Job', id: name }],
    }),
    getStarterMissions: build.query<StarterMission[], string>({
      query: (name) => `${jobPath(name)}/starter-missions`,
      transformResponse: dataOf<StarterMission[]>,
    }),
  }),
});

export const { useGetJobCatalogQuery, useGetJobSearchIndexQuery, useGetJobQuery, useGetStarterMissionsQuery } = jobsApi;
