import { lazy, type ReactNode, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { Step } from '../../../../../shared/contracts/assessments';
import { useAnonymousImport } from '../../../../features/assessments/anonymous-import';
import styles from '../../../../features/assessments/assessments.module.css';
import type { FlowPageProps } from '../../../../features/assessments/components/common-pages';
import { SubmittedPage } from '../../../../features/assessments/components/submitted-page';
import { type FlowPage, parseFlowRoute } from '../../../../features/assessments/flows';
import { useRetryItemBanks } from '../../../../features/assessments/item-banks';
import { selectUser } from '../../../../features/auth/user-slice';
import { paths } from '../../../../lib/paths';
import { useRememberCurrentPath } from '../../../../lib/use-login-link';
import buttons from '../../../../ui/button.module.css';
import { useRoutePattern } from '../../../route-pattern';
import { LoadBoundary } from './load-boundary';

// Only a logged-in user's submitted page shows the report's result: its code loads then.
const StepResult = lazy(() =>
  import('../../../../features/report/components/step-result').then((module) => ({ default: module.StepResult })),
);

/**
 * What every flow route shares: which step and page the route is, who is answering, the import
 * of a visitor's answers after log-in, and a friendly retry when loading fails.
 */
export function FlowRoute({ render }: { render: (props: FlowPageProps & { page: FlowPage }) => ReactNode }) {
  const retryItemBanks = useRetryItemBanks();
  const route = parseFlowRoute(useRoutePattern());
  const userId = useSelector(selectUser)?.id ?? null;
  useAnonymousImport(userId);
  if (!route) return null;
  return (
    <LoadBoundary key={`${userId ?? 'visitor'}:${route.step}:${route.page}`} onRetry={retryItemBanks}>
      {render({ ...route, userId })}
    </LoadBoundary>
  );
}

function LoginInvite() {
  const rememberPath = useRememberCurrentPath();
  return (
    <section className={styles.section} aria-labelledby="login-invite">
      <h2 id="login-invite" className={styles.sectionTitle}>
        결과를 잃어버리지 않게 로그인해 주세요
      </h2>
      <p>
        지금 결과는 이 브라우저에만 저장돼 있어요. 로그인하면 계정에 옮겨 두고, 다른 기기에서도 리포트와 추천 직업으로
        볼 수 있어요.
      </p>
      <Link to={paths.login} className={buttons.primary} onClick={rememberPath}>
        로그인하고 결과 저장하기
      </Link>
    </section>
  );
}

/** The submitted page of any step: the report's result for a user, a local one and an invite for a visitor. */
export function SubmittedRoute({ step, userId }: { step: Step; userId: string | null }) {
  return (
    <SubmittedPage
      step={step}
      page="submitted"
      userId={userId}
      result={
        userId ? (
          <Suspense fallback={<p className={styles.muted}>결과를 불러오는 중...</p>}>
            <StepResult step={step} />
          </Suspense>
        ) : null
      }
      loginInvite={userId ? null : <LoginInvite />}
    />
  );
}
