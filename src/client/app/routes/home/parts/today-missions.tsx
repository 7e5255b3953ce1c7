import { josa } from 'es-hangul';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DailyMission, DailyMissionsResponse } from '../../../../../shared/contracts/missions';
import { useSetMissionCompletedMutation } from '../../../../features/roadmaps/roadmaps-api';
import { answerOf } from '../../../../lib/api';
import { paths, toPath } from '../../../../lib/paths';
import type { Remote } from '../../../../lib/remote';
import { AsyncState } from '../../../../ui/async-state';
import styles from '../home.module.css';

type Said = { kind: 'done' | 'error'; text: string } | null;

/**
 * Today's missions with one tap to complete each: a mission from one of the person's roadmaps is
 * completed there (its XP, level and streak, today's list and the roadmap update through their
 * cache tags); a mission from the market is first put in a roadmap, on today's mission page.
 */
export function TodayMissions({ daily, retry }: { daily: Remote<DailyMissionsResponse>; retry: () => void }) {
  const [setCompleted, { isLoading }] = useSetMissionCompletedMutation();
  const [said, setSaid] = useState<Said>(null);

  const toggle = async (item: DailyMission, completed: boolean) => {
    if (!item.roadmap) return;
    setSaid(null);
    try {
      const result = await answerOf(setCompleted({ id: item.roadmap._id, missionId: item.mission.id, completed }));
      const title = `‘${item.mission.title}’`;
      setSaid({
        kind: 'done',
        text: completed
          ? `${title}${josa.pick(item.mission.title, '을/를')} 완료했어요. 경험치 +${Math.max(result.xpChange, 0)}${result.leveledUp ? '. 레벨이 올랐어요!' : ''}`
          : `${title} 완료를 되돌렸어요.`,
      });
    } catch (error) {
      setSaid({
        kind: 'error',
        text: error instanceof Error ? error.message : '저장하지 못했어요. 다시 시도해 주세요.',
      });
    }
  };

  return (
    <section className={styles.card} aria-labelledby="today-missions">
      <h2 id="today-missions" className={styles.cardTitle} tabIndex={-1}>
        오늘의 미션
      </h2>
      {daily.status === 'ready' && daily.data.data.length > 0 && (
        <ul className={styles.missionList}>
          {daily.data.data.map((item) => (
            <li key={item.mission.id} className={item.isCompleted ? `${styles.row} ${styles.missionDone}` : styles.row}>
              <div className={styles.missionText}>
                <span className={styles.missionTitle}>
                  {item.roadmap ? (
                    <Link
                      to={toPath(paths.mission, {
                        roadmapId: item.roadmap._id,
                        milestoneTitle: item.roadmap.milestoneTitle,
                        missionId: item.mission.id,
                      })}
                    >
                      {item.mission.title}
                    </Link>
                  ) : (
                    item.mission.title
                  )}
                </span>
                <span className={styles.muted}>
                  {item.mission.minutes}분 · 경험치 {item.mission.xp}
                  {item.isCompleted ? ' · ✓ 완료했어요' : ''}
                </span>
              </div>
              {item.roadmap ? (
                item.isCompleted ? (
                  <button
                    type="button"
                    className={styles.missionUndo}
                    disabled={isLoading}
                    aria-label={`${item.mission.title} 완료 되돌리기`}
                    onClick={() => void toggle(item, false)}
                  >
                    되돌리기
                  </button>
                ) : (
                  <button
                    type="button"
                    className={styles.missionDoneButton}
                    disabled={isLoading}
                    aria-label={`${item.mission.title} 완료하기`}
                    onClick={() => void toggle(item, true)}
                  >
                    완료
                  </button>
                )
              ) : item.isCompleted ? null : (
                <Link
                  to={paths.missionRandom}
                  className={styles.missionAdd}
                  aria-label={`${item.mission.title} 로드맵에 담기`}
                >
                  담기
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {daily.status === 'ready' && daily.data.data.length === 0 && (
        <p className={styles.muted}>
          오늘 고를 미션이 없어요. <Link to={paths.missionMarket}>미션 마켓</Link>에서 해 볼 미션을 골라 보세요.
        </p>
      )}
      {daily.status !== 'ready' && (
        <AsyncState
          remote={daily}
          retry={retry}
          loading="오늘의 미션을 고르는 중이에요..."
          notFound="오늘의 미션을 찾지 못했어요."
        />
      )}
      <p className={said?.kind === 'error' ? styles.partError : styles.said} role="status" aria-live="polite">
        {said?.text}
      </p>
      <p className={styles.partLink}>
        <Link to={paths.missionRandom}>오늘의 미션 모두 보기</Link>
      </p>
    </section>
  );
}
