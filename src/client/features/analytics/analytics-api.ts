import { api } from '../../lib/api';

const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Counts a page view (the path only). `keepalive` lets the count outlive a page that is being
     * left; it is `fetch`'s, so the call keeps the data layer's cookies and error shapes, which
     * `navigator.sendBeacon` would not. Nothing reads the answer.
     */
    recordPageView: build.mutation<null, string>({
      query: (path) => ({ url: '/api/analytics/pageview', method: 'POST', body: { path }, keepalive: true }),
    }),
  }),
});

export const { useRecordPageViewMutation } = analyticsApi;
