import { useLayoutEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { type ImportOutcome, useAnonymousImport } from '../../../features/assessments/anonymous-import';
import styles from '../../../features/assessments/assessments.module.css';
import { assessmentsApi } from '../../../features/assessments/assessments-api';
import { JobRecGate } from '../../../features/assessments/components/job-rec-gate';
import { JourneyMap } from '../../../features/assessments/components/journey-map';
import { QuickStartPanel } from '../../../features/assessments/components/quick-start-panel';
import { useRetryItemBanks } from '../../../features/assessments/item-banks';
import { QUICK_START_STEPS } from '../../../features/assessments/quick-start';
import { fromJobRecLead } from '../../../features/assessments/step-status';
import { STEP_LABELS } from '../../../features/assessments/steps';
import { useStepStatuses } from '../../../features/assessments/use-step-statuses';
import { selectUser } from '../../../features/auth/user-slice';
import { paths } from '../../../lib/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRememberCurrentPath } from '../../../lib/use-login-link';
import type { RouteModule } from '../../route-module';
import { LoadingPage } from '../../shell/loading-page';
import { LoadBoundary } from './parts/load-boundary';

function Journey({ userId, isFromJobRec, live }: { userId: string | null; isFromJobRec: boolean; live: boolean }) {
  // The panel's height as the server drew it (a first visit's), measured in the commit that
  // hydrates it: a returning visitor's panel (shorter once the first list is ready) keeps at least
  // that height, so nothing below it moves when this browser's answers replace the first visit's.
  const panel = useRef<HTMLElement>(null);
  const serverHeight = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!live && panel.current) serverHeight.current = panel.current.getBoundingClientRect().height || undefined;
  }, [live]);
  // After the hooks with state: useStepStatuses may suspend (see there).
  const statuses = useStepStatuses(userId, { live });
  const done = statuses.filter((status) => status.state === 'complete').length;
  return (
    <>
      {isFromJobRec && <p className={styles.lead}>{fromJobRecLead(statuses)}</p>}
      <p className={styles.status} role="status">
        6단계 중 {done}단계를 마쳤어요.
      </p>
      <QuickStartPanel ref={panel} statuses={statuses} minHeight={live ? serverHeight.current : undefined} />
      <JourneyMap statuses={statuses} />
      <section className={styles.section} aria-labelledby="map-results">
        <h2 id="map-results" className={styles.sectionTitle}>
          결과 보기
        </h2>
        <JobRecGate statuses={statuses} />
        <Link to={paths.myReport}>나의 리포트 보기</Link>
      </section>
    </>
  );
}

function ImportNotice({ outcome }: { outcome: ImportOutcome | null }) {
  if (!outcome || outcome.imported.length === 0) return null;
  return (
    <p className={styles.notice} role="status">
      로그인 전에 한 {outcome.imported.map((step) => STEP_LABELS[step]).join(', ')} 검사의 답을 계정에 옮겼어요.
    </p>
  );
}

/**
 * /map and /map/:fromJR: the journey through the six steps (spec §2). The server renders a
 * visitor's page as a first visit's (no step begun, the quick-start panel inviting to start: the
 * page's largest paint, from the HTML); once hydrated, the page shows the answers this browser
 * holds, in place. A signed-in person's steps are on the server but not in the page's data, so
 * their journey shows the loading state until the browser has read them, as before.
 */
export default function MapPage() {
  const live = useHydrated();
  const retryItemBanks = useRetryItemBanks();
  const { fromJR } = useParams();
  const userId = useSelector(selectUser)?.id ?? null;
  const imported = useAnonymousImport(userId);
  const rememberPath = useRememberCurrentPath();

  return (
    <section className={styles.page} aria-labelledby="map-title">
      {fromJR && (
        <Link to={paths.jobRec} className={styles.linkButton}>
          ← 추천 직업으로 돌아가기
        </Link>
      )}
      <p className={styles.eyebrow}>나의 시간</p>
      <h1 id="map-title" className={styles.title}>
        나를 알아가는 여섯 단계
      </h1>
      {!fromJR && <p className={styles.lead}>가치관부터 직업 선호까지 차례로 알아보고, 나와 맞는 직업을 추천받아요.</p>}
      {userId === null && (
        <p className={styles.notice}>
          로그인하지 않아도 검사할 수 있어요. 답은 이 브라우저에만 저장돼요.{' '}
          <Link to={paths.login} onClick={rememberPath}>
            로그인
          </Link>
          하면 계정에 옮겨 두고 어디서든 이어 할 수 있어요.
        </p>
      )}
      <ImportNotice outcome={imported} />
      <LoadBoundary key={userId ?? 'visitor'} onRetry={retryItemBanks} isPart>
        {live || userId === null ? (
          <Journey userId={userId} isFromJobRec={Boolean(fromJR)} live={live} />
        ) : (
          <LoadingPage />
        )}
      </LoadBoundary>
    </section>
  );
}

/**
 * The journey is drawn in the browser (the visitor's answers are there), but its quick-start
 * panel counts the cards of the two quick steps: with their item banks in the HTML the panel
 * comes with the journey's first render instead of after two API requests, and it was the
 * page's largest paint (LCP 1.9 → 2.8 s without them). The flows it leads to reuse them.
 */
export const loader: RouteModule['loader'] = (store) =>
  QUICK_START_STEPS.map((step) => store.dispatch(assessmentsApi.endpoints.getItemBank.initiate(step)));

/** The map, and the same map reached from /job-rec to finish the steps that sharpen it. */
export const head = (pattern: string): RouteHead => ({
  title: '나의 시간',
  description:
    pattern === paths.mapFromJobRec
      ? '추천 직업을 더 정확하게 만들기 위해 남은 검사 단계를 이어서 해요.'
      : '여섯 단계의 진로 검사 지도예요. 어디까지 했는지, 어디서 이어 할지 한눈에 보여요.',
});
