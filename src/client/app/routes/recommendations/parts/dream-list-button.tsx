import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAddDreamJobMutation } from '../../../../features/dream-list/dream-list-api';
import styles from '../../../../features/recommendations/recommendations.module.css';
import { answerOf } from '../../../../lib/api';
import { HttpError } from '../../../../lib/http';
import { paths } from '../../../../lib/paths';
import buttons from '../../../../ui/button.module.css';

type State = { status: 'idle' | 'saving' | 'added' | 'already' } | { status: 'error'; message: string };

/**
 * '꿈 목록에 담기' on a recommendation: one request when pressed (409 means it is already on
 * the list), so a list of twenty cards does not ask for the dream list twenty times. The keyboard
 * stays with it: on '꿈 목록 보기', which replaces it, or back on the button after a failure.
 */
export function DreamListButton({ jobName }: { jobName: string }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const [addDreamJob] = useAddDreamJobMutation();
  const listLink = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.status === 'added' || state.status === 'already') listLink.current?.focus();
    if (state.status === 'error') button.current?.focus();
  }, [state.status]);

  const add = async () => {
    setState({ status: 'saving' });
    try {
      await answerOf(addDreamJob({ jobName }));
      setState({ status: 'added' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setState({ status: 'already' });
      else setState({ status: 'error', message: error instanceof Error ? error.message : '담지 못했어요.' });
    }
  };

  if (state.status === 'added' || state.status === 'already') {
    return (
      <p className={styles.status} role="status">
        {state.status === 'added' ? '꿈 목록에 담았어요.' : '이미 꿈 목록에 있는 직업이에요.'}{' '}
        <Link ref={listLink} to={paths.myJob}>
          꿈 목록 보기
        </Link>
      </p>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttons.primary}
        disabled={state.status === 'saving'}
        onClick={() => void add()}
      >
        {state.status === 'saving' ? '담는 중…' : '꿈 목록에 담기'}
      </button>
      {state.status === 'error' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </>
  );
}
