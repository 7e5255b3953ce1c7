import type { GameState } from '../../../../shared/contracts/roadmaps';
import styles from '../roadmaps.module.css';
import { LevelMeter } from './level-meter';

/** The level and the experience towards the next one, in numbers and as a bar; and today's XP against the daily cap. */
export function LevelBar({ game }: { game: GameState }) {
  return (
    <div className={styles.levelBar}>
      <p className={styles.levelLine}>
        <strong className={styles.level}>레벨 {game.level}</strong>
        <span>
          경험치 {game.xp} / {game.nextLevelXp}
        </span>
      </p>
      <LevelMeter game={game} className={styles.meter} fillClassName={styles.meterFill} />
      <p className={styles.hint}>다음 레벨까지 경험치 {game.nextLevelXp - game.xp} 남았어요.</p>
      <p className={styles.hint}>
        {game.dailyXp.earned >= game.dailyXp.cap
          ? `오늘 얻을 수 있는 경험치를 다 얻었어요 (하루 ${game.dailyXp.cap}). 오늘 더 완료한 미션도 진행과 연속 기록에는 들어가요.`
          : `오늘 얻은 경험치 ${game.dailyXp.earned} / 하루 ${game.dailyXp.cap}`}
      </p>
    </div>
  );
}
