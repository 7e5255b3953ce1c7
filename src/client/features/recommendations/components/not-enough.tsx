import { Link } from 'react-router';
import type { Step } from '../../../../shared/contracts/assessments';
import type { RecommendationMeta } from '../../../../shared/contracts/recommendations';
import styles from '../recommendations.module.css';

interface NotEnoughProps {
  meta: RecommendationMeta;
  stepLabel: (step: Step) => string;
  stepLink: (step: Step) => string;
}

/** Too few steps done: say so plainly, and which of the two needed steps are left, each a link. */
export function NotEnough({ meta, stepLabel, stepLink }: NotEnoughProps) {
  const required: Step[] = ['value', 'interest'];
  const missingRequired = required.filter((step) => meta.missingSteps.includes(step));
  return (
    <section className={styles.panel} aria-labelledby="not-enough-title">
      <h2 id="not-enough-title" className={styles.sectionTitle}>
        아직 추천할 만큼 알지 못해요
      </h2>
      <p>
        가치관과 흥미 단계를 마치면 나와 맞는 직업을 이유와 함께 첫 추천으로 보여 드려요. 답이 적을 때 추천하면 한두
        가지 답만 보고 고른 목록이 되기 쉬워서 기다리고 있어요.
      </p>
      {meta.completedSteps.length > 0 && (
        <p className={styles.muted}>마친 단계: {meta.completedSteps.map(stepLabel).join(', ')}</p>
      )}
      <ul className={styles.stepList}>
        {missingRequired.map((step) => (
          <li key={step}>
            <Link to={stepLink(step)}>{stepLabel(step)} 단계 하기</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
