import styles from '../report.module.css';

/** Scores 0–100 as bars, each with its number written out (never only a length or a colour). */
export function ScoreBars({ rows, label }: { rows: { id: string; label: string; score: number }[]; label: string }) {
  return (
    <ul className={styles.bars} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={styles.barRow}>
          <span>{row.label}</span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.barFill} style={{ display: 'block', width: `${row.score}%` }} />
          </span>
          <span className={styles.barValue}>
            {row.score}
            <span className="visually-hidden">점</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
