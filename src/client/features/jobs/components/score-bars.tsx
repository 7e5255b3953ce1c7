import detail from '../detail.module.css';

export interface ScoreBar {
  id: string;
  label: string;
  value: number;
  /** What a reader hears and sees beside the bar, e.g. "4.5 / 5". */
  valueText: string;
  isHighlighted?: boolean;
}

/**
 * Horizontal bars drawn with CSS (no chart library); the numbers are always written out, so
 * the bars themselves are hidden from screen readers. Widths go through the CSSOM, which the
 * strict style CSP allows.
 */
export function ScoreBars({
  bars,
  max,
  min = 0,
  label,
}: {
  bars: ScoreBar[];
  max: number;
  min?: number;
  label: string;
}) {
  return (
    <ul className={detail.bars} aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.id} className={detail.bar}>
          <span>{bar.label}</span>
          <span className={detail.barTrack} aria-hidden="true">
            <span
              className={bar.isHighlighted ? detail.barFillStrong : detail.barFill}
              style={{ width: `${Math.max(0, Math.min(1, (bar.value - min) / (max - min))) * 100}%`, display: 'block' }}
            />
          </span>
          <span className={detail.barValue}>{bar.valueText}</span>
        </li>
      ))}
    </ul>
  );
}
