import type { DreamJob } from '../../../shared/contracts/dream-list';
import { api, dataOf } from '../../lib/api';

/** The dream-list calls of CONTRACT.md ("Jobs and the dream list"); all need a session. */

const itemUrl = (id: string) => `/api/my-job/${encodeURIComponent(id)}`;
const LIST = [{ type: 'DreamList', id: 'LIST' }] as const;

export const dreamListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDreamList: build.query<DreamJob[], void>({
      query: () => '/api/my-job',
      transformResponse: dataOf<DreamJob[]>,
      providesTags: [...LIST],
    }),
    /** A catalog job by its name, or a job of one's own (`custom`). */
    addDreamJob: build.mutation<DreamJob, { jobName: string } | { custom: { name: string; note: string | null } }>({
      query: (body) => ({ url: '/api/my-job', method: 'POST', body }),
      transformResponse: dataOf<DreamJob>,
      invalidatesTags: [...LIST],
    }),
    /** The new order shows at once; the old one comes back if the server refuses. */
    reorderDreamList: build.mutation<DreamJob[], DreamJob[]>({
      query: (items) => ({ url: '/api/my-job/order', method: 'PATCH', body: { ids: items.map((item) => item.id) } }),
      transformResponse: dataOf<DreamJob[]>,
      async onQueryStarted(items, { dispatch, queryFulfilled }) {
        const patch = dispatch(dreamListApi.util.updateQueryData('getDreamList', undefined, () => items));
        try {
          const { data } = await queryFulfilled;
          dispatch(dreamListApi.util.updateQueryData('getDreamList', undefined, () => data));
        } catch {
          patch.undo();
        }
      },
    }),
    updateDreamJobNote: build.mutation<DreamJob, { id: string; note: string }>({
      query: ({ id, note }) => ({ url: itemUrl(id), method: 'PATCH', body: { note: note || null } }),
      transformResponse: dataOf<DreamJob>,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!saved) return;
        dispatch(
          dreamListApi.util.updateQueryData('getDreamList', undefined, (items) =>
            items.map((item) => (item.id === saved.id ? saved : item)),
          ),
        );
      },
    }),
    removeDreamJob: build.mutation<void, string>({
      query: (id) => ({ url: itemUrl(id), method: 'DELETE' }),
      invalidatesTags: [...LIST],
    }),
  }),
});

export const {
  useGetDreamListQuery,
  useAddDreamJobMutation,
  useReorderDreamListMutation,
  useUpdateDreamJobNoteMutation,
  useRemoveDreamJobMutation,
} = dreamListApi;
