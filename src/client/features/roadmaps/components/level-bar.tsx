import type { GameState } from '../../../../shared/contracts/roadmaps';
import styles from '../roadmaps.module.css';

/** The level and the experience towards the next one, in numbers and as a bar; and today's XP against the daily cap. */
export function LevelBar({ game }: { game: GameState }) {
  const span = game.nextLevelXp - game.levelStartXp;
  const gained = game.xp - game.levelStartXp;
  return (
    <div className={styles.levelBar}>
      <p className={styles.levelLine}>
        <strong className={styles.level}>레벨 {game.level}</strong>
        <span>
          경험치 {game.xp} / {game.nextLevelXp}
        </span>
      </p>
      <div
        className={styles.meter}
        role="progressbar"
        aria-label={`레벨 ${game.level + 1}까지`}
        aria-valuemin={0}
        aria-valuemax={span}
        aria-valuenow={gained}
        aria-valuetext={`다음 레벨까지 경험치 ${game.nextLevelXp - game.xp} 남았어요`}
      >
        <span className={styles.meterFill} style={{ width: `${Math.round((gained / span) * 100)}%` }} />
      </div>
      <p className={styles.hint}>다음 레벨까지 경험치 {game.nextLevelXp - game.xp} 남았어요.</p>
      <p className={styles.hint}>
        {game.dailyXp.earned >= game.dailyXp.cap
          ? `오늘 얻을 수 있는 경험치를 다 얻었어요 (하루 ${game.dailyXp.cap}). 오늘 더 완료한 미션도 진행과 연속 기록에는 들어가요.`
          : `오늘 얻은 경험치 ${game.dailyXp.earned} / 하루 ${game.dailyXp.cap}`}
      </p>
    </div>
  );
}
