import type {
  JobRating,
  JobRecDetailResponse,
  JobRecListResponse,
  RatingBody,
} from '../../../shared/contracts/recommendations';
import { api, dataOf } from '../../lib/api';

/** The recommendation calls of CONTRACT.md ("Report and recommendations"); all need a session. */

const jobPath = (jobName: string) => `/api/job-rec/${encodeURIComponent(jobName)}`;

export interface ListOptions {
  industry?: string | null;
  limit?: number;
}

export const recommendationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecommendations: build.query<JobRecListResponse, ListOptions>({
      query: (options) => {
        const query = new URLSearchParams();
        query.set('limit', String(options.limit ?? 20));
        if (options.industry) query.set('industry', options.industry);
        return `/api/job-rec?${query}`;
      },
      providesTags: [{ type: 'Recommendation', id: 'LIST' }],
    }),
    /** 'Why not X?': fails with status 404 for a name not in the catalog. */
    getRecommendation: build.query<JobRecDetailResponse, string>({
      query: (jobName) => jobPath(jobName),
      providesTags: (_result, _error, jobName) => [{ type: 'Recommendation', id: jobName }],
    }),
    /** Rates a job (or, with `null`, clears the rating); the server re-ranks the list. */
    rateRecommendation: build.mutation<JobRating | null, { jobName: string; body: RatingBody | null }>({
      query: ({ jobName, body }) =>
        body
          ? { url: `${jobPath(jobName)}/rating`, method: 'PUT', body }
          : { url: `${jobPath(jobName)}/rating`, method: 'DELETE' },
      transformResponse: (answer: { data: JobRating } | null) => (answer ? dataOf(answer) : null),
      invalidatesTags: (_result, _error, { jobName }) => [
        { type: 'Recommendation', id: 'LIST' },
        { type: 'Recommendation', id: jobName },
      ],
    }),
  }),
});

export const { useGetRecommendationsQuery, useLazyGetRecommendationQuery, useRateRecommendationMutation } =
  recommendationsApi;
