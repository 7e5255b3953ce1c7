import type { Streak } from '../../../../shared/contracts/roadmaps';
import styles from '../roadmaps.module.css';

interface StreakCardProps {
  streak: Streak;
  /** Absent for the sample, which has no pause to switch. */
  onTogglePause?: (isOn: boolean) => void;
  isBusy?: boolean;
}

function todayLine(streak: Streak): string {
  if (streak.isPaused) return '시험 기간 쉬어 가기 중이에요. 쉬는 동안 기록은 그대로 멈춰 있어요.';
  if (streak.isActiveToday) return '오늘도 미션을 했어요. 멋져요!';
  if (streak.current > 0) return '오늘 미션을 하나 하면 기록이 하루 늘어나요.';
  return '미션을 완료한 날부터 연속 기록이 시작돼요.';
}

/** The streak, the rest-day rule in words, and the exam-period pause. Nothing here ever takes XP away. */
export function StreakCard({ streak, onTogglePause, isBusy = false }: StreakCardProps) {
  return (
    <section className={styles.streak} aria-labelledby="streak-title">
      <h2 id="streak-title" className={styles.panelTitle}>
        연속 기록 <span className={styles.streakCount}>{streak.current}일</span>
      </h2>
      <p>{todayLine(streak)}</p>
      <p className={styles.hint}>
        한 주(월–일)에 {streak.restDaysPerWeek}일은 쉬어도 기록이 이어져요. 이번 주 쉬는 날은{' '}
        {streak.restDayUsedThisWeek ? '이미 썼어요' : '아직 남아 있어요'}. 기록이 끊겨도 모은 경험치와 레벨은
        그대로예요.
      </p>
      {onTogglePause ? (
        <label className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={streak.isPaused}
            checked={streak.isPaused}
            disabled={isBusy}
            onChange={(event) => onTogglePause(event.target.checked)}
          />
          <span>
            시험 기간 쉬어 가기
            <span className={styles.hint}>
              {streak.isPaused && streak.pausedSince
                ? ` (${streak.pausedSince}부터 켜 두었어요)`
                : ' — 켜 두는 동안은 쉬어도 기록이 끊기지 않아요'}
            </span>
          </span>
        </label>
      ) : null}
    </section>
  );
}
