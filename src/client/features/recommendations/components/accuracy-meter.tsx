import { Link } from 'react-router';
import type { Step } from '../../../../shared/contracts/assessments';
import type { RecommendationMeta } from '../../../../shared/contracts/recommendations';
import buttons from '../../../ui/button.module.css';
import { STEP_GAINS } from '../labels';
import styles from '../recommendations.module.css';

interface AccuracyMeterProps {
  meta: Pick<RecommendationMeta, 'coverage'>;
  stepLabel: (step: Step) => string;
  stepLink: (step: Step) => string;
}

const percentOf = (share: number) => Math.round(share * 100);

/** The share of the full model the finished steps carry, 0–100. */
function coveredPercent(meta: Pick<RecommendationMeta, 'coverage'>): number {
  return percentOf(meta.coverage.reduce((sum, part) => sum + (part.isComplete ? part.share : 0), 0));
}

/**
 * How much of what the recommendations can weigh is in this list, step by step: each step's
 * share of the score (the engine's weights), done or not, and for a step not done what finishing
 * it adds. The steps not done are left out of the score, not guessed.
 */
export function AccuracyMeter({ meta, stepLabel, stepLink }: AccuracyMeterProps) {
  const covered = coveredPercent(meta);
  const done = meta.coverage.filter((part) => part.isComplete).length;
  // The step that adds most, offered first; every step is in the list below it.
  const best = meta.coverage
    .filter((part) => !part.isComplete)
    .reduce<RecommendationMeta['coverage'][number] | null>(
      (top, part) => (top === null || part.share > top.share ? part : top),
      null,
    );
  return (
    <section className={styles.meter} aria-labelledby="accuracy-title">
      <h2 id="accuracy-title" className={styles.sectionTitle}>
        추천 정확도 높이기
      </h2>
      <p>
        지금 목록은 여섯 단계 중 {done}단계의 답으로 만들었어요. 추천 점수에 쓰는 답 가운데 {covered}%를 반영했어요.
      </p>
      <meter className="visually-hidden" min={0} max={100} value={covered} aria-label="추천에 반영한 답">
        {covered}%
      </meter>
      {/* The same, drawn step by step (each part as wide as the step's share). */}
      <div className={styles.meterTrack} aria-hidden="true">
        {meta.coverage.map((part) => (
          <span
            key={part.step}
            className={styles.meterPart}
            data-done={part.isComplete}
            style={{ flexGrow: part.share }}
          />
        ))}
      </div>
      {best && (
        <div className={styles.meterBest}>
          <p>
            {stepLabel(best.step)} 단계를 마치면 <span className={styles.meterGain}>+{percentOf(best.share)}%</span>,
            가장 많이 올라가요. {STEP_GAINS[best.step]}.
          </p>
          <Link to={stepLink(best.step)} className={buttons.secondary}>
            {stepLabel(best.step)} 단계 하기
          </Link>
        </div>
      )}
      <details>
        <summary>단계마다 더해지는 정확도 보기</summary>
        <ul className={styles.meterSteps}>
          {meta.coverage.map((part) => (
            <li key={part.step} data-done={part.isComplete}>
              <span aria-hidden="true">{part.isComplete ? '✓' : '+'}</span>
              {part.isComplete ? (
                <span>
                  {stepLabel(part.step)} <span className={styles.muted}>· 반영했어요 ({percentOf(part.share)}%)</span>
                </span>
              ) : (
                <span>
                  <Link to={stepLink(part.step)}>{stepLabel(part.step)} 단계 하기</Link>{' '}
                  <span className={styles.meterGain}>+{percentOf(part.share)}%</span>
                  <span className={styles.muted}> · {STEP_GAINS[part.step]}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
