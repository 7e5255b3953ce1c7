import { Link } from 'react-router';
import type { Step } from '../../../../shared/contracts/assessments';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';
import { useItemBank } from '../item-banks';
import { minutesForItems, QUICK_START_STEPS, type QuickStartStep, quickStartPlan } from '../quick-start';
import { STEP_LABELS } from '../steps';
import { useStepStatuses } from '../use-step-statuses';

const isQuickStartStep = (step: Step): step is QuickStartStep => (QUICK_START_STEPS as readonly Step[]).includes(step);

/** The quick path's box: where it stands, and one link on. */
function QuickStartPanel({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <section className={styles.quickStart} aria-labelledby="quick-start-next">
      <h2 id="quick-start-next" className={styles.sectionTitle}>
        {title}
      </h2>
      <p>{text}</p>
      <Link to={to} className={buttons.primary}>
        {action}
      </Link>
    </section>
  );
}

function NextCards({ step, path }: { step: QuickStartStep; path: string }) {
  const bank = useItemBank(step);
  const minutes = minutesForItems(bank.cards.length + bank.priority.max);
  return (
    <QuickStartPanel
      title="첫 추천까지 한 단계 남았어요"
      text={`${STEP_LABELS[step]} 카드까지 고르면 첫 추천 직업을 볼 수 있어요. 약 ${minutes}분 걸려요.`}
      to={path}
      action={`${STEP_LABELS[step]} 카드 고르기`}
    />
  );
}

/**
 * On the result page of values or interests: the rest of the quick path to a first list, or the
 * list itself once both are done. Nothing once all six steps are done, or on the other steps.
 */
export function QuickStartNext({ step, userId }: { step: Step; userId: string | null }) {
  const plan = quickStartPlan(useStepStatuses(userId));
  if (!isQuickStartStep(step) || plan.isAllDone) return null;
  if (plan.next) return plan.done.includes(step) ? <NextCards step={plan.next.step} path={plan.next.path} /> : null;
  return (
    <QuickStartPanel
      title="첫 추천이 준비됐어요"
      text="가치관과 흥미를 바탕으로 고른 첫 추천이에요. 남은 단계를 마칠수록 같은 목록이 더 정확해져요."
      to={paths.jobRec}
      action="첫 추천 보기"
    />
  );
}
