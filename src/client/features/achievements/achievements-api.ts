import type { Achievement } from '../../../shared/contracts/achievements';
import { api, dataOf } from '../../lib/api';

/** GET /api/achievements: every achievement, earned (with when) or not (with what it takes). */
const achievementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAchievements: build.query<Achievement[], void>({
      query: () => '/api/achievements',
      transformResponse: dataOf<Achievement[]>,
      providesTags: ['Achievement'],
    }),
  }),
});

export const { useGetAchievementsQuery } = achievementsApi;
