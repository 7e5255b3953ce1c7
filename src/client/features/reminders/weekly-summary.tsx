import { useId } from 'react';
import { remoteOf } from '../../lib/remote';
import { AsyncState } from '../../ui/async-state';
import styles from './reminders.module.css';
import { useGetWeeklySummaryQuery } from './reminders-api';

/** "이번 주 기록": this week's XP, missions done and the streak, from the person's completions. */
export function WeeklySummary() {
  const titleId = useId();
  const { remote, retry } = remoteOf(useGetWeeklySummaryQuery());

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        이번 주 기록
      </h2>
      <AsyncState remote={remote} retry={retry} loading="이번 주 기록을 불러오는 중이에요.">
        {(summary) => (
          <>
            <dl className={styles.figures}>
              <div>
                <dt>얻은 XP</dt>
                <dd>{summary.xp} XP</dd>
              </div>
              <div>
                <dt>끝낸 미션</dt>
                <dd>{summary.missionsDone}개</dd>
              </div>
              <div>
                <dt>연속 기록</dt>
                <dd>{summary.streakDays}일</dd>
              </div>
            </dl>
            <p className={styles.text}>
              {summary.activeDays > 0
                ? `이번 주에 ${summary.activeDays}일 미션을 했어요. 오늘도 하나 해 볼까요?`
                : '이번 주는 아직 미션을 하지 않았어요. 오늘의 미션 하나로 시작해 봐요.'}
            </p>
          </>
        )}
      </AsyncState>
    </section>
  );
}
