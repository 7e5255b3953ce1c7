import type { ReactNode } from 'react';
import { useGetDreamListQuery } from '../../../../features/dream-list/dream-list-api';
import { useGetDailyMissionsQuery } from '../../../../features/missions/missions-api';
import { useGetRecommendationsQuery } from '../../../../features/recommendations/recommendations-api';
import { topJobsOf } from '../../../../features/recommendations/top-jobs';
import { reportApi } from '../../../../features/report/report-api';
import { useGetRoadmapQuery, useGetRoadmapsQuery } from '../../../../features/roadmaps/roadmaps-api';
import { remoteOf } from '../../../../lib/remote';
import { AsyncState } from '../../../../ui/async-state';
import { hasStarted, RECOMMENDATIONS_ARG, topRoadmapOf } from '../personal-data';

import { PersonalHero } from './personal-hero';
import { PersonalLoading } from './personal-loading';
import { DreamListPart, GrowthPart, TopJobsPart } from './personal-parts';
import { TodayMissions } from './today-missions';

/**
 * The home of a signed-in person who has begun (a step submitted or a roadmap made): what to do
 * next, today's missions, level, XP and streak, the top three recommended jobs and the dream
 * list, above the spec's shortcuts and cards. Someone who has not begun sees `specHero`, the
 * spec's headline. Loaded on its own (`index.tsx`), so the signed-out home carries none of it.
 */
export default function PersonalHome({ specHero }: { specHero: ReactNode }) {
  const report = remoteOf(reportApi.useGetReportQuery());
  const roadmaps = remoteOf(useGetRoadmapsQuery());
  const reportData = report.remote.status === 'ready' ? report.remote.data : undefined;
  const roadmapList = roadmaps.remote.status === 'ready' ? roadmaps.remote.data : undefined;
  const started = hasStarted(reportData, roadmapList);
  const top = topRoadmapOf(roadmapList);

  const recommendations = remoteOf(useGetRecommendationsQuery(RECOMMENDATIONS_ARG, { skip: !started }));
  const daily = remoteOf(useGetDailyMissionsQuery(undefined, { skip: !started }));
  const dreamList = remoteOf(useGetDreamListQuery(undefined, { skip: !started }));
  const topRoadmap = remoteOf(useGetRoadmapQuery(top?._id ?? '', { skip: !started || !top }));

  if (report.remote.status === 'loading' || roadmaps.remote.status === 'loading') return <PersonalLoading />;
  if (!started) {
    const failed = [report, roadmaps].find(({ remote }) => remote.status === 'error');
    return (
      <>
        {specHero}
        {failed && (
          <AsyncState<unknown>
            remote={failed.remote}
            retry={failed.retry}
            failed="나의 진행 상황을 불러오지 못했어요."
            loading="나의 진행 상황을 불러오는 중이에요..."
          />
        )}
      </>
    );
  }

  const jobs =
    recommendations.remote.status === 'ready' && recommendations.remote.data.meta.enough
      ? topJobsOf(recommendations.remote.data.data)
      : [];

  return (
    <>
      <PersonalHero report={reportData} recommendations={recommendations.remote} topJob={jobs[0]} specHero={specHero} />
      <TodayMissions daily={daily.remote} retry={daily.retry} />
      <GrowthPart
        roadmaps={roadmaps.remote}
        detail={topRoadmap.remote}
        retry={roadmaps.remote.status === 'error' ? roadmaps.retry : topRoadmap.retry}
      />
      {reportData && reportData.completedSteps.length > 0 && (
        <TopJobsPart recommendations={recommendations.remote} jobs={jobs} retry={recommendations.retry} />
      )}
      <DreamListPart dreamList={dreamList.remote} retry={dreamList.retry} />
    </>
  );
}

/** For the home's `loader` (`index.tsx`), which loads this chunk on the server only for a signed-in person. */
export { prefetchPersonalHome } from '../personal-data';
