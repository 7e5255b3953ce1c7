import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { DailyMission } from '../../../../shared/contracts/missions';
import { MISSION_LIST_LIMITS } from '../../../../shared/plain/missions';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { MissionCard } from '../../../features/missions/components/mission-card';
import missionStyles from '../../../features/missions/missions.module.css';
import {
  missionsApi,
  useGetDailyMissionsQuery,
  useGetRandomMissionsQuery,
} from '../../../features/missions/missions-api';
import { ReminderSettings } from '../../../features/reminders/reminder-settings';
import { WeeklySummary } from '../../../features/reminders/weekly-summary';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import buttons from '../../../ui/button.module.css';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import type { RouteModule } from '../../route-module';
import styles from './pages.module.css';
import { MarketMissionItem } from './parts/market-mission-item';
import { MarketNav } from './parts/market-nav';

const dayFormat = new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' });

/**
 * /roadmap/mission-market/random (the home shortcut '오늘의 미션'): for a logged-in person,
 * today's 3–5 suggested missions with why; for everyone, 50 missions — fitted to the person
 * when something is known of them, otherwise random, and the page says which.
 */
export default function RandomMissionsPage() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const daily = remoteOf(useGetDailyMissionsQuery(undefined, { skip: !isLoggedIn }));
  // The argument includes the log-in state: logging in or out asks again (personalised ↔ random).
  const random = remoteOf(useGetRandomMissionsQuery({ personal: isLoggedIn }));

  return (
    <div className={page.page}>
      <PageHeader
        eyebrow="미션 마켓"
        title="오늘의 미션"
        lead="오늘 해 볼 만한 미션을 골라 드려요. 마음에 드는 미션은 내 로드맵에 담아요."
      />
      <MarketNav />

      {isLoggedIn ? (
        <section className={styles.section} aria-labelledby="daily-title">
          <h2 id="daily-title" className={styles.sectionTitle}>
            오늘의 미션
            {daily.remote.status === 'ready' ? (
              <span className={page.lead}> · {dayFormat.format(new Date(`${daily.remote.data.day}T00:00:00Z`))}</span>
            ) : null}
          </h2>
          {daily.remote.status === 'ready' ? (
            <>
              <p className={page.lead}>
                하루 동안 그대로예요. 내일은 새로운 미션을 골라 드릴게요. 이미 완료한 미션은 고르지 않아요.
              </p>
              <ul className={missionStyles.list}>
                {daily.remote.data.data.map((item) => (
                  <li key={item.mission.id}>
                    <DailyItem item={item} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <AsyncState
              loading="오늘의 미션을 불러오는 중이에요…"
              remote={daily.remote}
              retry={daily.retry}
              notFound="오늘의 미션을 찾지 못했어요."
            />
          )}
        </section>
      ) : null}
      {isLoggedIn ? <WeeklySummary /> : null}
      {isLoggedIn ? <ReminderSettings /> : null}
      {isLoggedIn ? null : (
        <div className={styles.notice}>
          <p>로그인하면 내 로드맵과 흥미에 맞춘 ‘오늘의 미션’을 매일 받아요.</p>
        </div>
      )}

      <section className={styles.section} aria-labelledby="random-title">
        <h2 id="random-title" className={styles.sectionTitle}>
          미션 {random.remote.status === 'ready' ? random.remote.data.data.length : MISSION_LIST_LIMITS.randomDefault}개
          모음
        </h2>
        {random.remote.status === 'ready' ? (
          <>
            <p className={styles.notice}>
              {random.remote.data.mode === 'personalised'
                ? '내 흥미 유형과 로드맵 직업에 맞춰 고른 맞춤 미션이에요. 잘 맞는 순서대로 보여 드려요.'
                : isLoggedIn
                  ? '무작위로 고른 미션이에요. 진로 검사를 마치거나 로드맵을 만들면 나에게 맞춘 미션을 골라 드려요.'
                  : '무작위로 고른 미션이에요. 로그인하고 로드맵을 만들면 나에게 맞춘 미션을 골라 드려요.'}
            </p>
            <div className={styles.links}>
              <button type="button" className={buttons.secondary} onClick={random.retry}>
                다른 미션 보기
              </button>
            </div>
            <ul className={missionStyles.list}>
              {random.remote.data.data.map((mission) => (
                <li key={mission.id}>
                  <MarketMissionItem mission={mission} why={mission.why} isLoggedIn={isLoggedIn} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <AsyncState
            loading="미션을 불러오는 중이에요…"
            remote={random.remote}
            retry={random.retry}
            notFound="미션을 찾지 못했어요."
          />
        )}
      </section>
    </div>
  );
}

function DailyItem({ item }: { item: DailyMission }) {
  if (!item.roadmap) {
    return <MarketMissionItem mission={item.mission} why={item.why} isCompleted={item.isCompleted} isLoggedIn />;
  }
  const href = toPath(paths.mission, {
    roadmapId: item.roadmap._id,
    milestoneTitle: item.roadmap.milestoneTitle,
    missionId: item.mission.id,
  });
  return (
    <MissionCard mission={item.mission} why={item.why} isCompleted={item.isCompleted} href={href}>
      <p>
        <Link to={href} className={buttons.secondary} aria-label={`${item.mission.title} 로드맵에서 하기`}>
          로드맵에서 하기
        </Link>
      </p>
    </MissionCard>
  );
}

export const loader: RouteModule['loader'] = (store, { isLoggedIn }) => [
  store.dispatch(missionsApi.endpoints.getRandomMissions.initiate({ personal: isLoggedIn })),
];

export const head: RouteHead = {
  title: '오늘의 미션',
  description: 'AI가 추천하는 50개의 맞춤 미션, 또는 무작위 미션을 만나요.',
};
