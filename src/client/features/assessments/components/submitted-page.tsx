import { type ReactNode, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BankByStep, DraftByStep, Step } from '../../../../shared/contracts/assessments';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';
import { flowPath } from '../flows';
import { summarize } from '../local-summary';
import { type StepStatus, statusOf } from '../step-status';
import { STEP_LABELS, STEPS } from '../steps';
import { useFlowLinks } from '../use-flow';
import { useFlowData } from '../use-flow-data';
import { useStepStatuses } from '../use-step-statuses';
import type { FlowPageProps } from './common-pages';
import { LocalSummaryView } from './local-summary-view';
import { QuickStartNext } from './quick-start-next';
import { RetakeButton } from './retake-button';
import { StepFrame } from './step-frame';

interface SubmittedPageProps extends FlowPageProps {
  /** A logged-in user's result from the report; null: worked out here from a visitor's answers. */
  result: ReactNode | null;
  /** For a visitor: the invitation to log in and keep the result. */
  loginInvite: ReactNode | null;
}

type NextScreen = BankByStep[Step]['submitted']['next'];

/** All six done: the next thing is the results, whatever step this page ends (issue 30). */
const RESULTS_NEXT: NextScreen = {
  lead: '여섯 단계를 모두 마쳤어요. 지금까지의 답을 모아 고른 추천 직업을 볼 수 있어요.',
  label: '추천 직업 보기',
  path: paths.jobRec,
};

/**
 * Where to go on from a finished step: the step the content names next, unless it is done
 * already; then the first step not done after this one, or the results once all six are.
 */
export function nextAfter(step: Step, next: NextScreen, statuses: readonly StepStatus[]): NextScreen {
  const target = statuses.find((status) => flowPath(status.step, 'definition') === next.path);
  if (target?.state !== 'complete') return next;
  const start = STEPS.indexOf(step);
  const remaining = [...STEPS.slice(start + 1), ...STEPS.slice(0, start)]
    .flatMap((candidate) => statuses.filter((status) => status.step === candidate))
    .find((status) => status.state !== 'complete');
  if (!remaining) return RESULTS_NEXT;
  const label = STEP_LABELS[remaining.step];
  return { lead: `${label} 단계가 아직 남았어요.`, label: `다음 단계: ${label}`, path: remaining.continuePath };
}

function NextActions({ next }: { next?: NextScreen }) {
  return (
    <>
      {next && <p>{next.lead}</p>}
      <div className={styles.actions}>
        {next && (
          <Link to={next.path} className={buttons.primary}>
            {next.label}
          </Link>
        )}
        <Link to={paths.map} className={buttons.secondary}>
          나의 시간 지도 보기
        </Link>
      </div>
    </>
  );
}

function NextStep({ step, userId, next }: { step: Step; userId: string | null; next: NextScreen }) {
  return <NextActions next={nextAfter(step, next, useStepStatuses(userId))} />;
}

/** The end of a step: what it found, what comes next, and a retake (spec §2, submitted). */
export function SubmittedPage({ step, userId, result, loginInvite }: SubmittedPageProps) {
  const { bank, draft } = useFlowData(step, userId);
  const links = useFlowLinks(step, 'submitted');
  const navigate = useNavigate();

  if (!draft.isComplete) {
    return (
      <StepFrame step={step} page="submitted" title="아직 마치지 않은 단계예요" skipComeup={links.skipComeup}>
        <p>끝까지 답하고 제출하면 이곳에서 결과를 볼 수 있어요.</p>
        <Link to={statusOf(step, draft).continuePath} className={buttons.primary}>
          {draft.isStarted ? '이어서 하기' : '시작하기'}
        </Link>
      </StepFrame>
    );
  }

  const isRetaking = !draft.isSubmitted;
  const localSummary = () =>
    summarize({ step, bank, answers: draft.answers } as {
      [S in Step]: { step: S; bank: BankByStep[S]; answers: DraftByStep[S] };
    }[Step]);

  return (
    <StepFrame step={step} page="submitted" title={bank.submitted.title} skipComeup={links.skipComeup}>
      <p className={styles.lead}>{bank.submitted.body}</p>
      {isRetaking && (
        <div className={styles.notice}>
          <p>새로 다시 하는 중이에요. 아래는 지난번 결과예요.</p>
          <Link to={statusOf(step, draft).continuePath}>이어서 하기</Link>
        </div>
      )}
      <section className={styles.section} aria-labelledby="submitted-result">
        <h2 id="submitted-result" className={styles.sectionTitle}>
          이번 단계에서 알게 된 것
        </h2>
        {result ?? <LocalSummaryView summary={localSummary()} />}
        <p className={styles.muted}>참고용 결과예요. 진단이나 정답이 아니라 나를 돌아보는 데 쓰는 자료예요.</p>
      </section>
      {loginInvite}
      <Suspense fallback={null}>
        <QuickStartNext step={step} userId={userId} />
      </Suspense>
      <section className={styles.section} aria-labelledby="submitted-next">
        <h2 id="submitted-next" className={styles.sectionTitle}>
          다음으로
        </h2>
        <Suspense fallback={<NextActions />}>
          <NextStep step={step} userId={userId} next={bank.submitted.next} />
        </Suspense>
      </section>
      {draft.isSubmitted && (
        <section className={styles.section} aria-labelledby="submitted-retake">
          <h2 id="submitted-retake" className={styles.sectionTitle}>
            다시 해 보고 싶다면
          </h2>
          <RetakeButton
            onRetake={draft.retake}
            isAnonymous={userId === null}
            onDone={() => navigate(links.definitionTo)}
          />
        </section>
      )}
    </StepFrame>
  );
}
