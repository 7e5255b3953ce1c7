import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { Step } from '../../../../shared/contracts/assessments';
import type { RatingBody, Recommendation } from '../../../../shared/contracts/recommendations';
import { flowPath } from '../../../features/assessments/flows';
import { STEP_LABELS } from '../../../features/assessments/steps';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { InstallBanner } from '../../../features/install/install-banner';
import { useGetJobSearchIndexQuery } from '../../../features/jobs/jobs-api';
import { IndustryChips } from '../../../features/recommendations/components/industry-chips';
import { NotEnough } from '../../../features/recommendations/components/not-enough';
import { RecommendationCard } from '../../../features/recommendations/components/recommendation-card';
import { WhyNot } from '../../../features/recommendations/components/why-not';
import styles from '../../../features/recommendations/recommendations.module.css';
import { useRecommendations } from '../../../features/recommendations/use-recommendations';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import buttons from '../../../ui/button.module.css';
import { useRememberCurrentPath } from '../../shell/use-login-link';
import page from '../page.module.css';
import { DreamListButton } from './dream-list-button';

const stepLabel = (step: Step) => STEP_LABELS[step];
const stepLink = (step: Step) => flowPath(step, 'definition');
const improveLink = toPath(paths.mapFromJobRec, { fromJR: 'fromJR' });

/** /job-rec: my recommended jobs with why, ratings, 'why not X?', or an honest note of what is missing. */
export default function JobRecPage() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  return (
    <section className={page.page} aria-labelledby="job-rec-title">
      <p className={page.eyebrow}>나의 시간</p>
      <h1 id="job-rec-title" className={page.title}>
        추천 직업
      </h1>
      {isLoggedIn ? <Recommendations /> : <LoginNeeded />}
    </section>
  );
}

function LoginNeeded() {
  const rememberPath = useRememberCurrentPath();
  const navigate = useNavigate();
  return (
    <div className={styles.panel}>
      <p>
        추천 직업은 로그인한 뒤에 볼 수 있어요. 검사 결과를 계정에 저장해 두고, 나와 맞는 직업을 이유와 함께 보여
        드려요.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            rememberPath();
            navigate(paths.login);
          }}
        >
          로그인하고 추천 보기
        </button>
        <Link to={paths.map} className={buttons.secondary}>
          검사부터 해 보기
        </Link>
      </div>
    </div>
  );
}

function Recommendations() {
  const [industry, setIndustry] = useState<string | null>(null);
  const { state, isRefreshing, reload, rate } = useRecommendations(industry);
  const { remote: catalog } = remoteOf(useGetJobSearchIndexQuery());
  const [announcement, setAnnouncement] = useState('');

  const industries = catalog.status === 'ready' ? catalog.data.industries : [];
  const jobNames = catalog.status === 'ready' ? catalog.data.data.map((job) => job.name) : [];
  const industryName = (id: string) => industries.find((entry) => entry.id === id)?.name ?? id;

  const onRate = useCallback(
    async (jobName: string, body: RatingBody | null) => {
      await rate(jobName, body);
      setAnnouncement(
        body === null
          ? `‘${jobName}’ 평가를 지웠어요.`
          : body.rating === 'up'
            ? `‘${jobName}’이(가) 마음에 든다고 남겼어요. 순서는 그대로이고, 목록 밖으로 밀려도 계속 보여 드려요.`
            : `‘${jobName}’을(를) 목록 아래로 내렸어요. ‘이 직업은 왜 없을까요?’에서 다시 찾을 수 있어요.`,
      );
    },
    [rate],
  );

  // Variety picks are shown once, in their own section; the list keeps its score order.
  const varietyIds = new Set(state.status === 'ready' ? state.data.variety.map((item) => item.job.id) : []);
  const mainList = state.status === 'ready' ? state.data.data.filter((item) => !varietyIds.has(item.job.id)) : [];

  const card = (item: Recommendation, headingLevel: 'h2' | 'h3') => (
    <RecommendationCard
      item={item}
      industryName={industryName}
      stepLabel={stepLabel}
      onRate={onRate}
      dreamListAction={<DreamListButton key={item.job.name} jobName={item.job.name} />}
      headingLevel={headingLevel}
    />
  );

  return (
    <>
      <p className={page.lead}>검사 답과 직업 자료를 견주어 나와 잘 맞는 직업을 이유와 함께 골랐어요.</p>
      <Link to={improveLink} className={buttons.secondary}>
        검사를 더 하고 추천 다듬기
      </Link>
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
            <p className={styles.muted}>
              {state.data.meta.missingSteps.map(stepLabel).join(', ')} 단계를 마치면 추천이 더 정확해져요.{' '}
              <Link to={improveLink}>남은 단계 하기</Link>
            </p>
          )}
          {industries.length > 0 && (
            <IndustryChips industries={industries} selected={industry} onSelect={setIndustry} />
          )}
          <section className={styles.section} aria-labelledby="job-rec-list-title" aria-busy={isRefreshing}>
            <h2 id="job-rec-list-title" className="visually-hidden">
              {industry ? `${industryName(industry)} 추천 직업` : '추천 직업 목록'}
            </h2>
            <ol className={styles.list}>
              {mainList.map((item) => (
                <li key={item.job.id}>{card(item, 'h3')}</li>
              ))}
            </ol>
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
              <p className={styles.muted}>👍한 직업은 순서를 바꾸지 않고, 목록 밖에 있어도 여기에 계속 보여 드려요.</p>
              <ul className={styles.list}>
                {state.data.kept.map((item) => (
                  <li key={item.job.id}>{card(item, 'h3')}</li>
                ))}
              </ul>
            </section>
          )}
          <details>
            <summary>추천은 이렇게 만들어요</summary>
            <ul className={styles.notes}>
              {state.data.meta.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </details>
          <WhyNot jobNames={jobNames} renderResult={(item) => card(item, 'h3')} />
        </>
      )}
    </>
  );
}
