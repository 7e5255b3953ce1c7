import styles from '../report.module.css';
import { relativeWidth, relativeWord } from '../score-words';

interface ScoreBarsProps {
  rows: { id: string; label: string; score: number }[];
  label: string;
  /**
   * How a score is said. By default relative to the highest of `rows` (the bars too: the highest
   * is full); `absolute` says it on its own scale (e.g. comfort), the bar at its share of 100.
   */
  absolute?: (score: number) => string;
}

/** Scores 0–100 as bars, each with a word (never a bare number, only a length or a colour). */
export function ScoreBars({ rows, label, absolute }: ScoreBarsProps) {
  const max = absolute ? 100 : Math.max(0, ...rows.map((row) => row.score));
  return (
    <ul className={styles.bars} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={styles.barRow}>
          <span>{row.label}</span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.barFill} style={{ display: 'block', width: `${relativeWidth(row.score, max)}%` }} />
          </span>
          <span className={styles.barValue}>{absolute ? absolute(row.score) : relativeWord(row.score, max)}</span>
        </li>
      ))}
    </ul>
  );
}
