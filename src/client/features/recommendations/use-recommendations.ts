import { useCallback, useEffect, useState } from 'react';
import type { JobRecListResponse, RatingBody } from '../../../shared/contracts/recommendations';
import { clearRating, fetchRecommendations, rateRecommendation } from './api';

export type RecommendationsState =
  | { status: 'loading' }
  | { status: 'ready'; data: JobRecListResponse }
  | { status: 'error'; message: string };

/**
 * My recommendations for the chosen industry (null: all). A rating is saved, then the list is
 * loaded again, since the server re-ranks it.
 */
export function useRecommendations(industry: string | null) {
  const [state, setState] = useState<{ key: string; version: number; value: RecommendationsState }>({
    key: industry ?? '',
    version: 0,
    value: { status: 'loading' },
  });
  const [version, setVersion] = useState(0);
  const key = industry ?? '';

  useEffect(() => {
    const controller = new AbortController();
    fetchRecommendations({ industry }, controller.signal)
      .then((data) => setState({ key, version, value: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : '추천을 불러오지 못했어요.';
        setState({ key, version, value: { status: 'error', message } });
      });
    return () => controller.abort();
  }, [industry, key, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);

  const rate = useCallback(
    async (jobName: string, body: RatingBody | null) => {
      if (body) await rateRecommendation(jobName, body);
      else await clearRating(jobName);
      reload();
    },
    [reload],
  );

  // Keep showing the last list while a re-ranked one loads (after a rating), not a blank page.
  const isCurrent = state.key === key;
  const value: RecommendationsState = isCurrent ? state.value : { status: 'loading' };
  return { state: value, isRefreshing: isCurrent && state.version !== version, reload, rate };
}
