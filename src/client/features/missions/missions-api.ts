import type {
  DailyMissionsResponse,
  MissionCategory,
  MissionDetail,
  MissionListResponse,
  RandomMissionsResponse,
} from '../../../shared/contracts/missions';
import { MISSION_LIST_LIMITS } from '../../../shared/plain/missions';
import { api, dataOf } from '../../lib/api';

/** The mission-market calls of CONTRACT.md ("Roadmaps and missions"). */

export interface MissionFilter {
  category?: string | undefined;
  sub?: string | undefined;
  q?: string | undefined;
  limit?: number;
}

function missionsUrl(filter: MissionFilter & { cursor?: string | undefined }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `/api/missions?${params.toString()}`;
}

/**
 * The missions query of a category page (also what the server prefetches for it): a category
 * holds about 50 missions, so one page of the largest size shows them all.
 */
export const categoryMissionsArg = (category: string, sub: string): MissionFilter => ({
  category,
  ...(sub ? { sub } : {}),
  limit: MISSION_LIST_LIMITS.listMax,
});

/** The page size of the mission search (its page and the server ask for the same first page). */
export const MISSION_SEARCH_PAGE_SIZE = 30;

export const missionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMissionCategories: build.query<MissionCategory[], void>({
      query: () => '/api/missions/categories',
      transformResponse: dataOf<MissionCategory[]>,
      providesTags: [{ type: 'MissionCategory', id: 'LIST' }],
    }),
    /** Missions by category, sub-category or query, a page at a time (`''`: the first page). */
    getMissions: build.infiniteQuery<MissionListResponse, MissionFilter, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => missionsUrl({ ...queryArg, cursor: pageParam || undefined }),
      providesTags: [{ type: 'Mission', id: 'LIST' }],
    }),
    getMission: build.query<MissionDetail, string>({
      query: (id) => `/api/missions/${encodeURIComponent(id)}`,
      transformResponse: dataOf<MissionDetail>,
      providesTags: (_result, _error, id) => [{ type: 'Mission', id }],
    }),
    /**
     * Fifty missions, fitted to the person when something is known of them. The argument only
     * keeps a visitor's and a signed-in person's answers apart; a refetch rolls again.
     */
    getRandomMissions: build.query<RandomMissionsResponse, { personal: boolean }>({
      query: () => '/api/missions/random',
      providesTags: ['RandomMissions'],
    }),
    /** Today's suggestions; completing a mission changes them (`DailyMissions`). */
    getDailyMissions: build.query<DailyMissionsResponse, void>({
      query: () => '/api/missions/daily',
      providesTags: ['DailyMissions'],
    }),
  }),
});

export const {
  useGetMissionCategoriesQuery,
  useGetMissionsInfiniteQuery,
  useGetMissionQuery,
  useGetRandomMissionsQuery,
  useGetDailyMissionsQuery,
} = missionsApi;
