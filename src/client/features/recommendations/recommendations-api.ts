import type { DraftByStep, Step } from '../../../shared/contracts/assessments';
import type {
  JobRating,
  JobRecDetailResponse,
  JobRecListResponse,
  RatingBody,
} from '../../../shared/contracts/recommendations';
import { JOB_LIST_LIMIT } from '../../../shared/plain/jobs';
import { api, dataOf } from '../../lib/api';

/** The answers a visitor's browser holds, in the shape `POST /api/assessments/import` takes. */
export type PreviewSteps = { [S in Step]?: { answers: DraftByStep[S]; submitted: boolean } };

/** The recommendation calls of CONTRACT.md ("Report and recommendations"); all but the preview need a session. */

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
        query.set('limit', String(options.limit ?? JOB_LIST_LIMIT.default));
        if (options.industry) query.set('industry', options.industry);
        return `/api/job-rec?${query}`;
      },
      providesTags: [{ type: 'Recommendation', id: 'LIST' }],
    }),
    /**
     * A visitor's list, from the answers this browser holds (the import body's `steps`); stored
     * nowhere, so it is asked again when the answers change (they are part of the cache key).
     */
    previewRecommendations: build.query<JobRecListResponse, ListOptions & { steps: PreviewSteps }>({
      query: ({ steps, ...options }) => {
        const query = new URLSearchParams();
        query.set('limit', String(options.limit ?? JOB_LIST_LIMIT.default));
        if (options.industry) query.set('industry', options.industry);
        return { url: `/api/job-rec/preview?${query}`, method: 'POST', body: { steps } };
      },
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

export const {
  useGetRecommendationsQuery,
  usePreviewRecommendationsQuery,
  useLazyGetRecommendationQuery,
  useRateRecommendationMutation,
} = recommendationsApi;
