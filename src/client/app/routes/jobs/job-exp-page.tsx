import { Link, useParams } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { DayInLifeList } from '../../../features/jobs/components/day-in-life-list';
import { StarterMissionList } from '../../../features/jobs/components/starter-mission-list';
import styles from '../../../features/jobs/jobs.module.css';
import { jobsApi, useGetJobQuery, useGetStarterMissionsQuery } from '../../../features/jobs/jobs-api';
import { jobPath, paths } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import buttons from '../../../ui/button.module.css';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import type { RouteModule } from '../../route-module';
import { JobNotFound } from './parts/job-not-found';

/** /job-exp/{jobName}: a day built from the job's tasks, and three missions to try it today. */
export default function JobExperiencePage() {
  const name = useParams().jobName ?? '';
  const job = remoteOf(useGetJobQuery(name));
  const missions = remoteOf(useGetStarterMissionsQuery(name));

  if (job.remote.status === 'not-found') return <JobNotFound name={name} />;
  return (
    <article className={page.page} aria-labelledby="exp-title">
      <PageHeader
        eyebrow={
          <>
            <Link to={jobPath(name)}>{name}</Link> · 직업 체험
          </>
        }
        eyebrowClassName={styles.eyebrow}
        title={<>{name} 체험하기</>}
        titleId="exp-title"
        lead="이 직업의 하루를 들여다보고, 오늘 바로 해 볼 수 있는 미션으로 직접 경험해 봐요."
      />

      <section className={styles.section} aria-labelledby="exp-day">
        <h2 id="exp-day" className={styles.sectionTitle}>
          {name}의 하루
        </h2>
        <p className={styles.callout}>하는 일을 바탕으로 구성한 하루예요. 실제 하루는 일터와 사람마다 달라요.</p>
        {job.remote.status === 'loading' && <div className={styles.skeleton} aria-hidden="true" />}
        {job.remote.status === 'error' && <Retry message={job.remote.message} onRetry={job.retry} />}
        {job.remote.status === 'ready' && <DayInLifeList tasks={job.remote.data.tasks.map((task) => task.text)} />}
      </section>

      <section className={styles.section} aria-labelledby="exp-missions">
        <h2 id="exp-missions" className={styles.sectionTitle}>
          오늘 해 볼 미션 3가지
        </h2>
        <p className={styles.sectionNote}>미션 마켓에서 이 직업의 분야, 흥미 유형, 핵심 기술과 맞는 미션을 골랐어요.</p>
        {missions.remote.status === 'loading' && <div className={styles.skeleton} aria-hidden="true" />}
        {missions.remote.status === 'error' && <Retry message={missions.remote.message} onRetry={missions.retry} />}
        {missions.remote.status === 'ready' && <StarterMissionList missions={missions.remote.data} />}
        <div className={styles.actions}>
          <Link to={paths.missionMarket} className={buttons.secondary}>
            미션 마켓 둘러보기
          </Link>
          <Link to={jobPath(name)} className={buttons.ghost}>
            직업 정보 보기
          </Link>
        </div>
      </section>
    </article>
  );
}

function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <p className={styles.error}>{message}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        다시 불러오기
      </button>
    </div>
  );
}

export const loader: RouteModule['loader'] = (store, { params }) => [
  store.dispatch(jobsApi.endpoints.getJob.initiate(params.jobName ?? '')),
  store.dispatch(jobsApi.endpoints.getStarterMissions.initiate(params.jobName ?? '')),
];

export const head: RouteHead = {
  title: '직업 체험',
  description: '이 직업의 하루를 들여다보고 바로 해 볼 수 있는 미션으로 직업을 체험해요.',
  subject: {
    param: 'jobName',
    title: ({ name }) => `${name} 직업 체험`,
    description: ({ name }) => `${name}의 하루를 들여다보고 바로 해 볼 수 있는 미션으로 직업을 체험해요.`,
  },
};
