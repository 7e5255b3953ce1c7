import { josa } from 'es-hangul';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { Step } from '../../../../shared/contracts/assessments';
import type { RatingBody, Recommendation, RecommendationMeta } from '../../../../shared/contracts/recommendations';
import type { RouteHead } from '../../../../shared/route-head';
import { hasAnonymousAnswers, listAnonymousSteps } from '../../../features/assessments/anonymous-answers';
import { STEP_LABELS } from '../../../features/assessments/steps';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { InstallBanner } from '../../../features/install/install-banner';
import { useGetJobSearchIndexQuery } from '../../../features/jobs/jobs-api';
import { AccuracyMeter } from '../../../features/recommendations/components/accuracy-meter';
import { IndustryChips } from '../../../features/recommendations/components/industry-chips';
import { NotEnough } from '../../../features/recommendations/components/not-enough';
import { RecommendationCard } from '../../../features/recommendations/components/recommendation-card';
import styles from '../../../features/recommendations/recommendations.module.css';
import type { PreviewSteps } from '../../../features/recommendations/recommendations-api';
import {
  type RecommendationsState,
  useRecommendationPreview,
  useRecommendations,
} from '../../../features/recommendations/use-recommendations';
import { FLOW_BASES, paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRememberCurrentPath } from '../../../lib/use-login-link';
import buttons from '../../../ui/button.module.css';
import page from '../../../ui/page.module.css';
import { DreamListButton } from './parts/dream-list-button';

const stepLabel = (step: Step) => STEP_LABELS[step];
// Not the assessments feature's flowPath: that would load the whole feature's chunk on this page.
const stepLink = (step: Step) => `${FLOW_BASES[step]}/definition`;
const improveLink = toPath(paths.mapFromJobRec, { fromJR: 'fromJR' });
// Needed only once the list is on screen: its own file, not one more before the page is interactive.
const FeedbackPrompt = lazy(() => import('../../../features/feedback/feedback-prompt'));
// Below the list and only for a signed-in person: its form (and the form library) loads after the page's own code.
const WhyNot = lazy(() =>
  import('../../../features/recommendations/components/why-not').then((module) => ({ default: module.WhyNot })),
);
/** Cards the list shows at first; the rest come with "더 보기" (issue 30: one screenful of choices, not twenty). */
const FIRST_CARDS = 10;
/** The feedback prompt sits after this many cards: scrolling past them counts as having seen the list. */
const SEEN_AFTER_CARDS = 3;

/** /job-rec: my recommended jobs with why, ratings, 'why not X?', or an honest note of what is missing. */
export default function JobRecPage() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  return (
    <section className={page.shortPage} aria-labelledby="job-rec-title">
      <p className={page.eyebrow}>나의 시간</p>
      <h1 id="job-rec-title" className={page.title}>
        추천 직업
      </h1>
      {isLoggedIn ? <Recommendations /> : <VisitorRecommendations />}
    </section>
  );
}

function LoginButton({ label, isPrimary }: { label: string; isPrimary: boolean }) {
  const rememberPath = useRememberCurrentPath();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={isPrimary ? buttons.primary : buttons.secondary}
      onClick={() => {
        rememberPath();
        navigate(paths.login);
      }}
    >
      {label}
    </button>
  );
}

/** A visitor with no answers in this browser: the quick path, or log in to see an account's list. */
function StartHere() {
  return (
    <div className={styles.panel}>
      <p>
        검사를 하면 로그인하지 않아도 추천 직업을 볼 수 있어요. 가치관 카드와 흥미 카드만 골라도 10분 안에 첫 추천이
        나와요. 계정에 검사 결과가 있다면 로그인해서 보세요.
      </p>
      <div className={styles.actions}>
        <Link to={paths.map} className={buttons.primary}>
          10분 안에 첫 추천 받기
        </Link>
        <LoginButton label="로그인하고 추천 보기" isPrimary={false} />
      </div>
    </div>
  );
}

/**
 * A visitor's list, from the answers kept in this browser (read once the page has hydrated: the
 * server has no copy of them). Nothing is stored; logging in moves the answers into the account.
 */
function VisitorRecommendations() {
  const isHydrated = useHydrated();
  const steps = useMemo(() => (isHydrated && hasAnonymousAnswers() ? listAnonymousSteps() : null), [isHydrated]);
  if (steps === null) return <StartHere />;
  return <VisitorList steps={steps} />;
}

function Recommendations() {
  const [industry, setIndustry] = useState<string | null>(null);
  const { state, isRefreshing, reload, rate } = useRecommendations(industry);
  return (
    <RecommendationView
      state={state}
      isRefreshing={isRefreshing}
      reload={reload}
      rate={rate}
      industry={industry}
      setIndustry={setIndustry}
    />
  );
}

function VisitorList({ steps }: { steps: PreviewSteps }) {
  const [industry, setIndustry] = useState<string | null>(null);
  const { state, isRefreshing, reload } = useRecommendationPreview(steps, industry);
  return (
    <RecommendationView
      state={state}
      isRefreshing={isRefreshing}
      reload={reload}
      rate={null}
      industry={industry}
      setIndustry={setIndustry}
    />
  );
}

interface RecommendationViewProps {
  state: RecommendationsState;
  isRefreshing: boolean;
  reload: () => void;
  /** null for a visitor: ratings, the dream list and 'why not X?' need an account. */
  rate: ((jobName: string, body: RatingBody | null) => Promise<void>) | null;
  industry: string | null;
  setIndustry: (industry: string | null) => void;
}

function DraftNote({ meta }: { meta: RecommendationMeta }) {
  return (
    <>
      <p className={styles.draftBadge}>첫 추천 · 초안</p>
      <p className={page.leadLarge}>
        {meta.completedSteps.map(stepLabel).join('·')} 답으로 먼저 골라 본 첫 추천이에요. 남은 단계를 마칠 때마다 이
        목록이 더 정확하게 다듬어져요.
      </p>
    </>
  );
}

function RecommendationView({ state, isRefreshing, reload, rate, industry, setIndustry }: RecommendationViewProps) {
  const isVisitor = rate === null;
  const { remote: catalog } = remoteOf(useGetJobSearchIndexQuery());
  const [announcement, setAnnouncement] = useState('');

  const industries = catalog.status === 'ready' ? catalog.data.industries : [];
  const jobNames = catalog.status === 'ready' ? catalog.data.data.map((job) => job.name) : [];
  const industryName = (id: string) => industries.find((entry) => entry.id === id)?.name ?? id;

  const onRate = useCallback(
    async (jobName: string, body: RatingBody | null) => {
      if (!rate) return;
      await rate(jobName, body);
      setAnnouncement(
        body === null
          ? `‘${jobName}’ 평가를 지웠어요.`
          : body.rating === 'up'
            ? `‘${jobName}’${josa.pick(jobName, '이/가')} 마음에 든다고 남겼어요. 순서는 그대로이고, 목록 밖으로 밀려도 계속 보여 드려요.`
            : `‘${jobName}’${josa.pick(jobName, '을/를')} 목록 아래로 내렸어요. ‘이 직업은 왜 없을까요?’에서 다시 찾을 수 있어요.`,
      );
    },
    [rate],
  );

  // Variety picks are shown once, in their own section; the list keeps its score order.
  const varietyIds = new Set(state.status === 'ready' ? state.data.variety.map((item) => item.job.id) : []);
  const mainList = state.status === 'ready' ? state.data.data.filter((item) => !varietyIds.has(item.job.id)) : [];

  const [isShowingAll, setShowingAll] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const shownList = isShowingAll ? mainList : mainList.slice(0, FIRST_CARDS);
  const hiddenCount = mainList.length - shownList.length;
  const showAll = () => {
    setShowingAll(true);
    // The button goes away: the keyboard moves on to the first card it brought.
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLElement>(':scope > li')[FIRST_CARDS]?.querySelector<HTMLElement>('a')?.focus(),
    );
  };

  // What is not known about every job alike comes once, in meta (the server does not repeat it per job).
  const sharedReasons = state.status === 'ready' ? state.data.meta.sharedReasons : [];
  const card = (item: Recommendation, headingLevel: 'h2' | 'h3', isReasonsOpen = false) => (
    <RecommendationCard
      item={sharedReasons.length > 0 ? { ...item, reasons: [...item.reasons, ...sharedReasons] } : item}
      industryName={industryName}
      stepLabel={stepLabel}
      onRate={isVisitor ? undefined : onRate}
      dreamListAction={isVisitor ? null : <DreamListButton key={item.job.name} jobName={item.job.name} />}
      headingLevel={headingLevel}
      isReasonsOpen={isReasonsOpen}
    />
  );

  const meta = state.status === 'ready' ? state.data.meta : null;
  return (
    <>
      {meta?.isDraft ? (
        <DraftNote meta={meta} />
      ) : (
        <p className={page.leadLarge}>검사 답과 직업 자료를 견주어 나와 잘 맞는 직업을 이유와 함께 골랐어요.</p>
      )}
      {!meta?.isDraft && (
        <Link to={improveLink} className={buttons.secondary}>
          {/* With all six steps done there is no more to take, only answers to change. */}
          {meta?.missingSteps.length === 0 ? '검사 답 바꿔 추천 다듬기' : '검사를 더 하고 추천 다듬기'}
        </Link>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {state.status === 'loading' && (
        <div className={styles.section}>
          <p role="status">추천을 불러오는 중이에요.</p>
          <div className={styles.skeleton} aria-hidden="true" />
        </div>
      )}
      {state.status === 'error' && (
        <div className={styles.panel} role="alert">
          <p>{state.message}</p>
          <button type="button" className={buttons.secondary} onClick={reload}>
            다시 불러오기
          </button>
        </div>
      )}
      {state.status === 'ready' && !state.data.meta.enough && (
        <NotEnough meta={state.data.meta} stepLabel={stepLabel} stepLink={stepLink} />
      )}
      {state.status === 'ready' && state.data.meta.enough && (
        <>
          {state.data.meta.missingSteps.length > 0 && (
            <AccuracyMeter meta={state.data.meta} stepLabel={stepLabel} stepLink={stepLink} />
          )}
          {industries.length > 0 && (
            <IndustryChips industries={industries} selected={industry} onSelect={setIndustry} />
          )}
          <section className={styles.section} aria-labelledby="job-rec-list-title" aria-busy={isRefreshing}>
            <h2 id="job-rec-list-title" className="visually-hidden">
              {industry ? `${industryName(industry)} 추천 직업` : '추천 직업 목록'}
            </h2>
            <ol ref={list} className={styles.list}>
              {shownList.map((item, index) => (
                <li key={item.job.id}>
                  {card(item, 'h3')}
                  {/* The feedback dialog (spec §4) once the person has seen their list, not before. */}
                  {index === Math.min(SEEN_AFTER_CARDS, shownList.length) - 1 && (
                    <Suspense fallback={null}>
                      <FeedbackPrompt />
                    </Suspense>
                  )}
                </li>
              ))}
            </ol>
            {hiddenCount > 0 && (
              <button type="button" className={`${buttons.secondary} ${styles.more}`} onClick={showAll}>
                더 보기 ({hiddenCount}개)
              </button>
            )}
          </section>
          <InstallBanner />
          {state.data.variety.length > 0 && (
            <section className={styles.section} aria-labelledby="job-rec-variety-title">
              <h2 id="job-rec-variety-title" className={styles.sectionTitle}>
                다른 분야도 살펴보세요
              </h2>
              <p className={styles.muted}>
                위 목록에 한 분야 직업이 많아서, 점수 차이가 크지 않은 다른 분야 직업을 따로 모았어요.
              </p>
              <ul className={styles.list}>
                {state.data.variety.map((item) => (
                  <li key={item.job.id}>{card(item, 'h3')}</li>
                ))}
              </ul>
            </section>
          )}
          {state.data.kept.length > 0 && (
            <section className={styles.section} aria-labelledby="job-rec-kept-title">
              <h2 id="job-rec-kept-title" className={styles.sectionTitle}>
                마음에 든다고 한 직업
              </h2>
              <p className={styles.muted}>
                👍한 직업은 목록 밖에 있어도 여기에 계속 보여 드려요. 비슷한 직업은 목록에서 조금 앞으로 올려요.
              </p>
              <ul className={styles.list}>
                {state.data.kept.map((item) => (
                  <li key={item.job.id}>{card(item, 'h3')}</li>
                ))}
              </ul>
            </section>
          )}
          {isVisitor && (
            <div className={styles.panel}>
              <p>
                이 추천은 이 브라우저에 저장한 답으로 만들었어요. 로그인하면 답을 계정에 옮겨 두고, 추천을 평가하거나 꿈
                목록에 담을 수 있어요.
              </p>
              <div className={styles.actions}>
                <LoginButton label="로그인하고 결과 저장하기" isPrimary={false} />
              </div>
            </div>
          )}
          <details>
            <summary>추천은 이렇게 만들어요</summary>
            <ul className={styles.notes}>
              {state.data.meta.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </details>
          {!isVisitor && (
            <Suspense fallback={null}>
              <WhyNot jobNames={jobNames} renderResult={(item) => card(item, 'h3', true)} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}

export const head: RouteHead = {
  title: '추천 직업',
  description: '검사 결과로 나와 잘 맞는 직업을 이유와 함께 추천해요.',
};
