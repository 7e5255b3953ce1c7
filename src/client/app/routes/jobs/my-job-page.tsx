import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { DreamJob } from '../../../../shared/contracts/dream-list';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { DreamListItems } from '../../../features/dream-list/components/dream-list-items';
import listStyles from '../../../features/dream-list/dream-list.module.css';
import { useDreamList } from '../../../features/dream-list/use-dream-list';
import styles from '../../../features/jobs/jobs.module.css';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import { LoginPrompt } from '../../../ui/login-prompt';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import section from '../../../ui/section.module.css';
import { LoadError } from './parts/load-error';

// Its form (and the form library) loads after the page's own code, the server's HTML standing in
// till then.
const CustomJobForm = lazy(() =>
  import('../../../features/dream-list/components/custom-job-form').then((module) => ({
    default: module.CustomJobForm,
  })),
);

/** /my-job: the dream list — catalog and custom jobs in my order, moved by buttons. */
export default function MyJobPage() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const dreamList = useDreamList(isLoggedIn);
  const [isBusy, setIsBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { state } = dreamList;

  const header = (
    <PageHeader
      eyebrow="탐색의 시간"
      eyebrowClassName={styles.eyebrow}
      title="꿈 목록"
      lead="관심 있는 직업을 모아 두고, 마음이 가는 순서대로 정리해요."
    />
  );

  if (state.status === 'logged-out') {
    return (
      <div className={page.page}>
        {header}
        <LoginPrompt text="로그인하면 관심 있는 직업을 꿈 목록에 모아 두고 순서를 정할 수 있어요." />
      </div>
    );
  }

  /** Resolves true when the change is saved. */
  const run = async (work: () => Promise<string | null>, done: string): Promise<boolean> => {
    setIsBusy(true);
    setError(null);
    const failure = await work();
    setIsBusy(false);
    if (failure) setError(failure);
    else setAnnouncement(done);
    return failure === null;
  };

  const move = (item: DreamJob, offset: -1 | 1) => {
    const items = state.status === 'ready' ? state.items : [];
    const position = items.findIndex((candidate) => candidate.id === item.id) + offset + 1;
    return run(() => dreamList.move(item.id, offset), `${item.name}: ${position}번째로 옮겼어요.`);
  };
  const remove = (item: DreamJob) => run(() => dreamList.remove(item.id), `${item.name}: 꿈 목록에서 뺐어요.`);

  return (
    <div className={page.page}>
      {header}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {error && (
        <p className={listStyles.error} role="alert">
          {error}
        </p>
      )}
      {state.status === 'loading' && <div className={styles.skeletonBlock} aria-hidden="true" />}
      {state.status === 'error' && <LoadError message={state.message} onRetry={dreamList.retry} />}
      {state.status === 'ready' && state.items.length === 0 && (
        <section className={section.panel} aria-labelledby="empty-title">
          <h2 id="empty-title" className={section.title}>
            아직 담은 직업이 없어요
          </h2>
          <p>
            직업 탐색에서 마음에 드는 직업을 찾아 ‘꿈 목록에 담기’를 눌러 보세요. 목록에 없는 직업은 아래에 직접 적을 수
            있어요.
          </p>
          <Link to={paths.jobBrowser} className={buttons.primary}>
            직업 탐색하러 가기
          </Link>
        </section>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <DreamListItems items={state.items} isBusy={isBusy} onMove={move} onRemove={remove} />
      )}
      {state.status === 'ready' && (
        <section className={styles.section}>
          <Suspense fallback={null}>
            <CustomJobForm
              onSubmit={async (name, note) => {
                await dreamList.addCustom(name, note);
              }}
            />
          </Suspense>
        </section>
      )}
    </div>
  );
}

export const head: RouteHead = {
  title: '꿈 목록',
  description: '관심 있는 직업을 모아 두고 순서를 정해요.',
};
