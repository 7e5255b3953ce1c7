import type { CompletionResult, RoadmapDetail, RoadmapSummary } from '../../../shared/contracts/roadmaps';
import { api, dataOf } from '../../lib/api';

/** The roadmap calls of CONTRACT.md ("Roadmaps and missions"); all but the sample need a session. */

const roadmapUrl = (id: string) => `/api/user-roadmap/${encodeURIComponent(id)}`;

/** The id the sample roadmap goes by in page addresses (/roadmap/sample/…). */
export const SAMPLE_ROADMAP_ID = 'sample';

export interface JobChoice {
  name: string;
  industry: string;
}

const LIST = { type: 'Roadmap', id: 'LIST' } as const;

export const roadmapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoadmaps: build.query<RoadmapSummary[], void>({
      query: () => '/api/user-roadmap',
      transformResponse: dataOf<RoadmapSummary[]>,
      providesTags: [LIST],
    }),
    /** One of my roadmaps, or the public sample for `SAMPLE_ROADMAP_ID`. */
    getRoadmap: build.query<RoadmapDetail, string>({
      query: (id) => (id === SAMPLE_ROADMAP_ID ? '/api/roadmap/sample' : roadmapUrl(id)),
      transformResponse: dataOf<RoadmapDetail>,
      providesTags: (_result, _error, id) => [{ type: 'Roadmap', id }],
    }),
    createRoadmap: build.mutation<RoadmapDetail, { jobName?: string; title?: string }>({
      query: (body) => ({ url: '/api/user-roadmap', method: 'POST', body }),
      transformResponse: dataOf<RoadmapDetail>,
      invalidatesTags: [LIST, 'Achievement'],
    }),
    updateRoadmap: build.mutation<RoadmapDetail, { id: string; title?: string; rank?: number; examPause?: boolean }>({
      query: ({ id, ...body }) => ({ url: roadmapUrl(id), method: 'PATCH', body }),
      transformResponse: dataOf<RoadmapDetail>,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Roadmap', id }],
    }),
    deleteRoadmap: build.mutation<void, string>({
      query: (id) => ({ url: roadmapUrl(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Roadmap', id }],
    }),
    addMissionToMilestone: build.mutation<RoadmapDetail, { id: string; milestoneTitle: string; missionId: string }>({
      query: ({ id, milestoneTitle, missionId }) => ({
        url: `${roadmapUrl(id)}/milestones/${encodeURIComponent(milestoneTitle)}/missions`,
        method: 'POST',
        body: { missionId },
      }),
      transformResponse: dataOf<RoadmapDetail>,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Roadmap', id }, 'DailyMissions'],
    }),
    /**
     * Completes a mission (or, with `undo`, takes the completion back). The roadmap (its
     * progress, XP and level), the list, today's missions and the week's record change with it: their tags go stale
     * and every page showing them loads them again by itself.
     */
    setMissionCompleted: build.mutation<
      CompletionResult,
      { id: string; missionId: string; completed: boolean; reflection?: string }
    >({
      query: ({ id, missionId, completed, reflection }) => ({
        url: `${roadmapUrl(id)}/missions/${encodeURIComponent(missionId)}/complete`,
        method: completed ? 'POST' : 'DELETE',
        ...(completed ? { body: reflection?.trim() ? { reflection } : {} } : {}),
      }),
      transformResponse: dataOf<CompletionResult>,
      invalidatesTags: (_result, _error, { id }) => [
        LIST,
        { type: 'Roadmap', id },
        'DailyMissions',
        'RandomMissions',
        'Achievement',
        'WeeklySummary',
      ],
    }),
    /** Catalog jobs matching a query (names, 초성, tasks), for 'make a roadmap from a job'. */
    searchJobChoices: build.query<JobChoice[], string>({
      query: (query) => `/api/jobs?limit=8&q=${encodeURIComponent(query)}`,
      transformResponse: (answer: { data: JobChoice[] }) =>
        answer.data.map(({ name, industry }) => ({ name, industry })),
    }),
  }),
});

export const {
  useSearchJobChoicesQuery,
  useGetRoadmapsQuery,
  useGetRoadmapQuery,
  useCreateRoadmapMutation,
  useUpdateRoadmapMutation,
  useDeleteRoadmapMutation,
  useAddMissionToMilestoneMutation,
  useSetMissionCompletedMutation,
} = roadmapsApi;
