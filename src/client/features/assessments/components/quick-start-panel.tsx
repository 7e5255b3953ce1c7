import type { Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';
import { useItemBanks } from '../item-banks';
import { minutesForItems, QUICK_START_STEPS, quickStartItems, quickStartPlan, SECONDS_PER_ITEM } from '../quick-start';
import type { StepStatus } from '../step-status';
import { STEP_LABELS } from '../steps';

/**
 * /map's quick path to a first list of recommendations: values and interests by their cards
 * only, with the product's own time estimate; once both are done, the way to the first list.
 * Gone when all six steps are done (the list is no longer a draft).
 */
export function QuickStartPanel({
  statuses,
  ref,
  minHeight,
}: {
  statuses: StepStatus[];
  ref?: Ref<HTMLElement>;
  /** At least this tall (px): /map keeps the height the server drew it with. */
  minHeight?: number | undefined;
}) {
  const [value, interest] = useItemBanks(QUICK_START_STEPS);
  const plan = quickStartPlan(statuses);
  if (plan.isAllDone || !value || !interest) return null;
  const style = minHeight === undefined ? undefined : { minHeight };

  if (plan.isReady) {
    return (
      <section ref={ref} style={style} className={styles.quickStart} aria-labelledby="quick-start-title">
        <h2 id="quick-start-title" className={styles.sectionTitle}>
          첫 추천이 준비됐어요
        </h2>
        <p>
          가치관과 흥미를 바탕으로 고른 첫 추천 직업을 볼 수 있어요. 남은 단계를 마칠수록 같은 목록이 더 정확해져요.
        </p>
        <Link to={paths.jobRec} className={buttons.primary}>
          첫 추천 보기
        </Link>
      </section>
    );
  }

  const { cards, items } = quickStartItems({ value, interest });
  return (
    <section ref={ref} style={style} className={styles.quickStart} aria-labelledby="quick-start-title">
      <h2 id="quick-start-title" className={styles.sectionTitle}>
        10분 안에 첫 추천 받기
      </h2>
      <p>
        가치관 카드와 흥미 카드만 고르면 나와 맞는 직업을 첫 추천으로 먼저 볼 수 있어요. 나머지 네 단계는 나중에 해도
        되고, 마칠 때마다 추천이 더 정확해져요.
      </p>
      <ol className={styles.quickStartSteps}>
        {QUICK_START_STEPS.map((step) => (
          <li key={step} data-done={plan.done.includes(step)}>
            {STEP_LABELS[step]} 카드 고르기
            {plan.done.includes(step) && <span className={styles.muted}> · 마쳤어요</span>}
          </li>
        ))}
      </ol>
      <p className={styles.meta}>
        카드 {cards}장을 보고 골라요 · 약 {minutesForItems(items)}분
      </p>
      <p className={styles.muted}>카드 한 장을 읽고 고르거나 순서를 매기는 데 {SECONDS_PER_ITEM}초쯤으로 어림했어요.</p>
      {plan.next && (
        <Link to={plan.next.path} className={buttons.primary}>
          {plan.next.isStarted
            ? `${STEP_LABELS[plan.next.step]} 카드 이어서 고르기`
            : plan.done.length > 0
              ? `${STEP_LABELS[plan.next.step]} 카드 고르기`
              : '빠르게 시작하기'}
        </Link>
      )}
    </section>
  );
}
