import type { JobRecListResponse, RatingBody } from '../../../shared/contracts/recommendations';
import { type ApiError, answerOf } from '../../lib/api';
import { useGetRecommendationsQuery, useRateRecommendationMutation } from './recommendations-api';

export type RecommendationsState =
  | { status: 'loading' }
  | { status: 'ready'; data: JobRecListResponse }
  | { status: 'error'; message: string };

/**
 * My recommendations for the chosen industry (null: all). A rating is saved and marks the list
 * stale (its cache tag), so it is loaded again: the server re-ranks it.
 */
export function useRecommendations(industry: string | null) {
  const query = useGetRecommendationsQuery({ industry });
  const [rateJob] = useRateRecommendationMutation();

  let state: RecommendationsState;
  // Keep showing the last list while a re-ranked one loads (after a rating), not a blank page.
  if (query.currentData) state = { status: 'ready', data: query.currentData };
  else if (query.error && !query.isFetching)
    state = { status: 'error', message: (query.error as ApiError).message ?? '추천을 불러오지 못했어요.' };
  else state = { status: 'loading' };

  const reload = () => void query.refetch();
  const rate = async (jobName: string, body: RatingBody | null) => {
    await answerOf(rateJob({ jobName, body }));
  };
  return { state, isRefreshing: query.currentData !== undefined && query.isFetching, reload, rate };
}
