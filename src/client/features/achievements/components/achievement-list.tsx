import type { Achievement } from '../../../../shared/contracts/achievements';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import styles from '../achievements.module.css';
import { useGetAchievementsQuery } from '../achievements-api';

const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Seoul',
});

/**
 * My achievements (마이페이지): the earned ones with the day each was earned, then the ones not
 * yet earned with what each takes and how far along I am. Loaded fresh on every visit.
 */
export function AchievementList() {
  const { remote, retry } = remoteOf(useGetAchievementsQuery(undefined, { refetchOnMountOrArgChange: true }));
  if (remote.status !== 'ready') {
    return (
      <AsyncState
        remote={remote}
        retry={retry}
        loading="업적을 불러오는 중이에요…"
        failed="업적을 불러오지 못했어요."
      />
    );
  }
  const earned = remote.data.filter((achievement) => achievement.earnedAt !== null);
  const ahead = remote.data.filter((achievement) => achievement.earnedAt === null);
  return (
    <>
      <p className={styles.summary}>
        {earned.length === 0
          ? '아직 얻은 업적이 없어요. 로드맵의 미션 하나를 완료하면 첫 업적을 얻어요.'
          : `업적 ${remote.data.length}개 중 ${earned.length}개를 얻었어요.`}
      </p>
      {earned.length > 0 && (
        <>
          <h3 className={styles.groupTitle}>얻은 업적</h3>
          <ul className={styles.grid} aria-label="얻은 업적">
            {earned.map((achievement) => (
              <AchievementItem key={achievement.id} achievement={achievement} />
            ))}
          </ul>
        </>
      )}
      {ahead.length > 0 && (
        <>
          <h3 className={styles.groupTitle}>아직 얻지 않은 업적</h3>
          <ul className={styles.grid} aria-label="아직 얻지 않은 업적">
            {ahead.map((achievement) => (
              <AchievementItem key={achievement.id} achievement={achievement} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function AchievementItem({ achievement }: { achievement: Achievement }) {
  const { current, target } = achievement.progress;
  const isEarned = achievement.earnedAt !== null;
  return (
    <li className={isEarned ? styles.item : `${styles.item} ${styles.locked}`}>
      <span className={styles.emoji} aria-hidden="true">
        {achievement.emoji}
      </span>
      <span className={styles.body}>
        <strong className={styles.title}>{achievement.title}</strong>
        <span className={styles.howTo}>{achievement.howTo}</span>
        {isEarned && achievement.earnedAt ? (
          <span className={styles.meta}>{dateFormat.format(new Date(achievement.earnedAt))}에 얻었어요</span>
        ) : target > 1 ? (
          <span className={styles.meta}>
            지금 {current} / {target}
          </span>
        ) : null}
      </span>
    </li>
  );
}
