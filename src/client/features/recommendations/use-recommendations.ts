import type { JobRecListResponse, RatingBody } from '../../../shared/contracts/recommendations';
import { type ApiError, answerOf } from '../../lib/api';
import {
  type PreviewSteps,
  useGetRecommendationsQuery,
  usePreviewRecommendationsQuery,
  useRateRecommendationMutation,
} from './recommendations-api';

export type RecommendationsState =
  | { status: 'loading' }
  | { status: 'ready'; data: JobRecListResponse }
  | { status: 'error'; message: string };

function stateOf(query: {
  currentData?: JobRecListResponse;
  error?: unknown;
  isFetching: boolean;
}): RecommendationsState {
  // Keep showing the last list while a new one loads (after a rating), not a blank page.
  if (query.currentData) return { status: 'ready', data: query.currentData };
  if (query.error && !query.isFetching)
    return { status: 'error', message: (query.error as ApiError).message ?? '추천을 불러오지 못했어요.' };
  return { status: 'loading' };
}

/**
 * A visitor's recommendations from the answers this browser holds (null: none, nothing asked),
 * for the chosen industry (null: all). Nothing to rate: ratings need an account.
 */
export function useRecommendationPreview(steps: PreviewSteps | null, industry: string | null) {
  const query = usePreviewRecommendationsQuery({ steps: steps ?? {}, industry }, { skip: steps === null });
  return {
    state: stateOf(query),
    isRefreshing: query.currentData !== undefined && query.isFetching,
    reload: () => void query.refetch(),
  };
}

/**
 * My recommendations for the chosen industry (null: all). A rating is saved and marks the list
 * stale (its cache tag), so it is loaded again: the server re-ranks it.
 */
export function useRecommendations(industry: string | null) {
  const query = useGetRecommendationsQuery({ industry });
  const [rateJob] = useRateRecommendationMutation();

  const state = stateOf(query);

  const reload = () => void query.refetch();
  const rate = async (jobName: string, body: RatingBody | null) => {
    await answerOf(rateJob({ jobName, body }));
  };
  return { state, isRefreshing: query.currentData !== undefined && query.isFetching, reload, rate };
}
