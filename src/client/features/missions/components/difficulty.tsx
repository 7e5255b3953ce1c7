import { DIFFICULTY_LABELS } from '../../../../shared/plain/missions';
import styles from '../missions.module.css';

function difficultyLabel(difficulty: number): string {
  return DIFFICULTY_LABELS[difficulty] ?? '보통';
}

/** Difficulty in words, with dots as a picture of it (the words carry the meaning, not the colour). */
export function Difficulty({ difficulty }: { difficulty: number }) {
  return (
    <span className={styles.difficulty}>
      <span aria-hidden="true" className={styles.dots}>
        {[1, 2, 3].map((level) => (level <= difficulty ? '●' : '○')).join('')}
      </span>
      난이도 {difficultyLabel(difficulty)}
    </span>
  );
}
