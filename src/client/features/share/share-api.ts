import type { JobRecListResponse } from '../../../shared/contracts/recommendations';
import type { SharedCard, ShareLink } from '../../../shared/contracts/share';
import { api, dataOf } from '../../lib/api';

/** Share links of my result card (issue 21): mine need a session; a link's card is public. */

const MINE = [{ type: 'ShareLink', id: 'LIST' }] as const;

/** What the share dialog sends: the parts chosen, and up to three job names. */
export interface ShareChoice {
  interest: boolean;
  values: boolean;
  strengths: boolean;
  jobs: string[];
}

export const shareApi = api.enhanceEndpoints({ addTagTypes: ['ShareLink'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A link's card, for anyone; fails with status 404 once revoked. */
    getSharedCard: build.query<SharedCard, string>({
      query: (id) => `/api/shared/${encodeURIComponent(id)}`,
      transformResponse: dataOf<SharedCard>,
    }),
    /**
     * The names of my top recommended jobs, to offer on the card. Asked here rather than through
     * the recommendations feature's API so the share dialog does not pull that module into a
     * chunk shared with /job-rec.
     */
    getRecommendedJobNames: build.query<string[], number>({
      query: (limit) => `/api/job-rec?limit=${limit}`,
      transformResponse: (answer: JobRecListResponse) => answer.data.map((item) => item.job.name),
      providesTags: [{ type: 'Recommendation', id: 'LIST' }],
    }),
    getMyShareLinks: build.query<ShareLink[], void>({
      query: () => '/api/share-links',
      transformResponse: dataOf<ShareLink[]>,
      providesTags: [...MINE],
    }),
    createShareLink: build.mutation<ShareLink, ShareChoice>({
      query: (body) => ({ url: '/api/share-links', method: 'POST', body }),
      transformResponse: dataOf<ShareLink>,
      invalidatesTags: [...MINE],
    }),
    revokeShareLink: build.mutation<void, string>({
      query: (id) => ({ url: `/api/share-links/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...MINE],
    }),
  }),
});

export const {
  useGetSharedCardQuery,
  useGetRecommendedJobNamesQuery,
  useGetMyShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
} = shareApi;

/** The card's image, as its page's preview shows it. */
export const shareImagePath = (id: string) => `/og/share/${encodeURIComponent(id)}.png`;
