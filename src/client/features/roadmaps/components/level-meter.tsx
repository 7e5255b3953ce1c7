import type { GameState } from '../../../../shared/contracts/roadmaps';

/**
 * The experience gained within the current level as a progress bar, for the roadmap's level bar
 * and the signed-in home. No stylesheet of its own: each place passes its classes, so the home
 * does not load the roadmaps' styles.
 */
export function LevelMeter({
  game,
  className,
  fillClassName,
}: {
  game: GameState;
  className?: string;
  fillClassName?: string;
}) {
  const span = Math.max(game.nextLevelXp - game.levelStartXp, 1);
  const gained = game.xp - game.levelStartXp;
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={`레벨 ${game.level + 1}까지`}
      aria-valuemin={0}
      aria-valuemax={span}
      aria-valuenow={gained}
      aria-valuetext={`다음 레벨까지 경험치 ${game.nextLevelXp - game.xp} 남았어요`}
    >
      <span className={fillClassName} style={{ width: `${Math.round((gained / span) * 100)}%` }} />
    </div>
  );
}
