import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import type { DreamJob } from '../../../../shared/contracts/dream-list';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { NoteEditor } from '../../../features/dream-list/components/note-editor';
import listStyles from '../../../features/dream-list/dream-list.module.css';
import { useDreamList } from '../../../features/dream-list/use-dream-list';
import styles from '../../../features/jobs/jobs.module.css';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import { LoginPrompt } from '../../../ui/login-prompt';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import { LoadError } from './parts/load-error';

/** /my-job/custom/{jobName}: one custom dream job — its note, edited or removed. */
export default function CustomJobPage() {
  const name = useParams().jobName ?? '';
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const dreamList = useDreamList(isLoggedIn);
  const { state } = dreamList;

  if (state.status === 'logged-out') {
    return (
      <div className={page.page}>
        <Header title={name} />
        <LoginPrompt text="나만의 꿈 직업은 로그인한 뒤에 볼 수 있어요." />
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className={page.page}>
        <Header title={name} />
        <div className={styles.skeletonBlock} aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={page.page}>
        <Header title={name} />
        <LoadError message={state.message} onRetry={dreamList.retry} />
      </div>
    );
  }

  const item = state.items.find((candidate) => candidate.kind === 'custom' && candidate.name === name);
  if (!item) {
    return (
      <div className={page.page}>
        <Header title="꿈 직업을 찾을 수 없어요" />
        <p className={page.lead}>‘{name}’ 직업은 꿈 목록에 없어요. 이미 뺐거나 이름이 바뀌었을 수 있어요.</p>
        <div className={styles.actions}>
          <Link to={paths.myJob} className={buttons.primary}>
            꿈 목록으로 가기
          </Link>
        </div>
      </div>
    );
  }
  return (
    <CustomJob
      item={item}
      onSaveNote={(note) => dreamList.saveNote(item.id, note)}
      onRemove={() => dreamList.remove(item.id)}
    />
  );
}

function Header({ title }: { title: string }) {
  return (
    <PageHeader
      eyebrow={
        <>
          <Link to={paths.myJob}>꿈 목록</Link> · 나만의 꿈 직업
        </>
      }
      eyebrowClassName={styles.eyebrow}
      title={title}
    />
  );
}

interface CustomJobProps {
  item: DreamJob;
  onSaveNote: (note: string) => Promise<DreamJob>;
  onRemove: () => Promise<string | null>;
}

function CustomJob({ item, onSaveNote, onRemove }: CustomJobProps) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    const failure = await onRemove();
    if (failure) setError(failure);
    else navigate(paths.myJob, { replace: true });
  };
  return (
    <div className={page.page}>
      <Header title={item.name} />
      <p className={page.lead}>직업 목록에 없는, 내가 직접 적은 꿈 직업이에요.</p>
      <section className={styles.section} aria-labelledby="note-title">
        <h2 id="note-title" className={styles.sectionTitle}>
          내 메모
        </h2>
        <NoteEditor
          initialNote={item.note ?? ''}
          onSave={async (note) => {
            await onSaveNote(note);
          }}
        />
      </section>
      <div className={styles.actions}>
        <Link to={`${paths.jobBrowser}?q=${encodeURIComponent(item.name)}`} className={buttons.secondary}>
          비슷한 직업 찾아보기
        </Link>
        <button type="button" className={buttons.ghost} onClick={() => void remove()}>
          꿈 목록에서 빼기
        </button>
      </div>
      {error && (
        <p className={listStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const head: RouteHead = {
  title: '나만의 꿈 직업',
  description: '목록에 없는 꿈 직업을 메모와 함께 적어 둬요.',
  subject: {
    param: 'jobName',
    title: ({ name }) => `${name} — 나만의 꿈 직업`,
  },
};
