import type { Report } from '../../../../shared/contracts/report';
import type { RoadmapSummary } from '../../../../shared/contracts/roadmaps';
import { dreamListApi } from '../../../features/dream-list/dream-list-api';
import { missionsApi } from '../../../features/missions/missions-api';
import type { ListOptions } from '../../../features/recommendations/recommendations-api';
import { recommendationsApi } from '../../../features/recommendations/recommendations-api';
import { reportApi } from '../../../features/report/report-api';
import { roadmapsApi } from '../../../features/roadmaps/roadmaps-api';
import type { AppStore } from '../../store';

/**
 * What the signed-in home shows and loads, decided the same way on the server (which loads it
 * before rendering, `index.tsx`'s `loader`) and in the browser (`personal-home.tsx`), so the browser
 * finds in the store exactly what it asks for and asks for nothing again.
 */

/** The list /job-rec shows first (all industries): the home's top three come from the same answer. */
export const RECOMMENDATIONS_ARG: ListOptions = { industry: null };

/**
 * The home turns personal once the person has begun: a step submitted or a roadmap made. Until
 * then it stays the spec's home (headline, "진로 검사 시작하기", cards and shortcuts).
 */
export function hasStarted(report: Report | undefined, roadmaps: readonly RoadmapSummary[] | undefined): boolean {
  return (report?.completedSteps.length ?? 0) > 0 || (roadmaps?.length ?? 0) > 0;
}

/** The roadmap whose level, XP and streak the home shows: the top-priority one (rank 1), else the first. */
export function topRoadmapOf(roadmaps: readonly RoadmapSummary[] | undefined): RoadmapSummary | undefined {
  return roadmaps?.find((roadmap) => roadmap.rank === 1) ?? roadmaps?.[0];
}

type Settled = PromiseLike<{ error?: unknown }>;

/**
 * The server's prefetch of the signed-in home: the report and the roadmaps first (they decide
 * whether the home is personal), then, for someone who has begun, the rest in parallel.
 */
export async function prefetchPersonalHome(store: AppStore): Promise<{ error?: unknown }> {
  const [report, roadmaps] = await Promise.all([
    store.dispatch(reportApi.endpoints.getReport.initiate()),
    store.dispatch(roadmapsApi.endpoints.getRoadmaps.initiate()),
  ]);
  if (!hasStarted(report.data, roadmaps.data)) return failureOf([report, roadmaps]);
  const top = topRoadmapOf(roadmaps.data);
  const rest: Settled[] = [
    store.dispatch(recommendationsApi.endpoints.getRecommendations.initiate(RECOMMENDATIONS_ARG)),
    store.dispatch(missionsApi.endpoints.getDailyMissions.initiate()),
    store.dispatch(dreamListApi.endpoints.getDreamList.initiate()),
    ...(top ? [store.dispatch(roadmapsApi.endpoints.getRoadmap.initiate(top._id))] : []),
  ];
  return failureOf([report, roadmaps, ...(await Promise.all(rest))]);
}

/**
 * A failed part makes the page one not to keep, but never a 404 (the home is there; the part
 * shows its own error state), so a part's 404 is reported as a failure without its status.
 */
function failureOf(results: readonly { error?: unknown }[]): { error?: unknown } {
  const failed = results.find((result) => result.error !== undefined);
  return failed ? { error: { status: 500 } } : {};
}
