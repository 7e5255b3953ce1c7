import type { Report } from '../../../shared/contracts/report';
import { api, dataOf } from '../../lib/api';
import { useThunkDispatch } from '../../lib/use-app-dispatch';
import { useQueryData } from '../../lib/use-wait-for';

/**
 * `GET /api/report`: my personal report. It changes when a step is submitted, retaken or imported:
 * those writes invalidate its `Report` tag (`assessments-api.ts`), so it is fetched again then.
 */
export const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<Report, void>({
      query: () => '/api/report',
      transformResponse: dataOf<Report>,
      providesTags: ['Report'],
    }),
  }),
});

/** The personal report; suspends until it is in, and throws a failed load to the boundary. */
export function useReport(): Report {
  const dispatch = useThunkDispatch();
  return useQueryData(
    'report',
    reportApi.useGetReportQuery(),
    () =>
      dispatch(reportApi.util.getRunningQueryThunk('getReport', undefined)) ??
      dispatch(reportApi.endpoints.getReport.initiate(undefined, { subscribe: false })),
  );
}

/** Asks for the report again after a failure (a boundary's retry). */
export function useRetryReport(): () => void {
  const dispatch = useThunkDispatch();
  return () =>
    void dispatch(reportApi.endpoints.getReport.initiate(undefined, { subscribe: false, forceRefetch: true }));
}
