import { josa } from 'es-hangul';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import type { JobDetail } from '../../../../shared/contracts/jobs';
import { jobHeadData } from '../../../../shared/head-data';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { AddToDreamList } from '../../../features/dream-list/components/add-to-dream-list';
import {
  InterestsSection,
  KnowledgeSkillsSection,
  PreparationSection,
  SourceSection,
  TasksSection,
  ValuesAndStylesSection,
  WorkConditionsSection,
} from '../../../features/jobs/components/job-detail-sections';
import { KoreaFactsSection } from '../../../features/jobs/components/korea-facts-section';
import styles from '../../../features/jobs/jobs.module.css';
import { jobsApi, useGetJobQuery } from '../../../features/jobs/jobs-api';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import buttons from '../../../ui/button.module.css';
import { useLoginAndComeBack } from '../../../ui/login-prompt';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import type { RouteModule } from '../../route-module';
import { JobNotFound } from './parts/job-not-found';
import { LoadError } from './parts/load-error';

/** /job-browser/{jobName}: everything about one job, with '꿈 목록에 담기' and '로드맵 만들기'. */
export default function JobPage() {
  const name = useParams().jobName ?? '';
  const { remote, retry } = remoteOf(useGetJobQuery(name));

  if (remote.status === 'not-found') return <JobNotFound name={name} />;
  return (
    <article className={page.page} aria-labelledby="job-title">
      <PageHeader
        eyebrow={
          <>
            <Link to={paths.jobBrowser}>직업 탐색</Link>
            {remote.status === 'ready' && ` · ${remote.data.industry.name}`}
          </>
        }
        eyebrowClassName={styles.eyebrow}
        title={name}
        titleId="job-title"
      >
        {remote.status === 'ready' && <JobHeader job={remote.data} />}
      </PageHeader>
      {remote.status === 'loading' && <div className={styles.skeletonBlock} aria-hidden="true" />}
      {remote.status === 'error' && <LoadError message={remote.message} onRetry={retry} />}
      {remote.status === 'ready' && <JobSections job={remote.data} />}
    </article>
  );
}

function JobHeader({ job }: { job: JobDetail }) {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const loginAndComeBack = useLoginAndComeBack();
  return (
    <>
      {job.aliases.length > 0 && <p className={styles.meta}>비슷한 이름: {job.aliases.join(', ')}</p>}
      <p className={page.lead}>{job.summary}</p>
      <div className={styles.actions}>
        <AddToDreamList key={job.name} jobName={job.name} isLoggedIn={isLoggedIn} onNeedLogin={loginAndComeBack} />
        <Link to={`${paths.roadmaps}?job=${encodeURIComponent(job.name)}`} className={buttons.secondary}>
          로드맵 만들기
        </Link>
        <Link to={toPath(paths.jobExp, { jobName: job.name })} className={buttons.ghost}>
          이 직업 체험하기
        </Link>
      </div>
    </>
  );
}

const SECTIONS = [
  ['tasks', TasksSection],
  ['knowledge-skills', KnowledgeSkillsSection],
  // Its similar jobs stand in for the former 관련 직업 section.
  ['korea', KoreaFactsSection],
  ['interests', InterestsSection],
  ['values-styles', ValuesAndStylesSection],
  ['work-conditions', WorkConditionsSection],
  ['preparation', PreparationSection],
  ['source', SourceSection],
] as const;

/** The job's sections in reading order, all in the first render (and in the server's HTML). */
function JobSections({ job }: { job: JobDetail }) {
  return (
    <>
      {SECTIONS.map(([key, Section]) => (
        <Section key={key} job={job} />
      ))}
    </>
  );
}

export const loader: RouteModule['loader'] = (store, { params }) => [
  store.dispatch(jobsApi.endpoints.getJob.initiate(params.jobName ?? '')),
];

/** The job the page was rendered with: its name and summary, and its KECO and O*NET classification. */
export const headData: RouteModule['headData'] = (state, { params }) => {
  const job = jobsApi.endpoints.getJob.select(params.jobName ?? '')(state).data;
  if (!job) return undefined;
  return jobHeadData({
    name: job.name,
    summary: job.summary,
    kecoCode: job.classification.kecoCode,
    kecoName: job.classification.kecoName,
    onetCode: job.source.onetCode,
    onetTitle: job.source.onetTitle,
  });
};

export const head: RouteHead = {
  title: '직업 정보',
  description: '하는 일, 필요한 지식과 기술, 흥미 유형, 관련 직업을 한 곳에서 봐요.',
  subject: {
    param: 'jobName',
    title: ({ name }) => `${name} — 하는 일과 필요한 능력`,
    description: ({ name, summary }) =>
      summary ?? `${josa(name, '이/가')} 하는 일, 필요한 지식과 기술, 흥미 유형, 관련 직업을 한 곳에서 봐요.`,
  },
  parents: () => [{ name: '직업 탐색', path: paths.jobBrowser }],
};
