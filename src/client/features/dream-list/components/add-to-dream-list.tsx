import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { answerOf } from '../../../lib/api';
import { HttpError } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import { Icon } from '../../../ui/icon';
import styles from '../dream-list.module.css';
import { useAddDreamJobMutation, useGetDreamListQuery } from '../dream-list-api';

interface AddToDreamListProps {
  jobName: string;
  isLoggedIn: boolean;
  /** An anonymous visitor pressed the button: the page sends them to log in and back. */
  onNeedLogin: () => void;
}

type State =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'on-list'; justAdded: boolean }
  | { status: 'error'; message: string };

/**
 * '꿈 목록에 담기': knows whether the job is already on the signed-in person's list. Once pressed,
 * the keyboard stays with it: on '꿈 목록 보기', which replaces it, or back on the button after a
 * failure (it is disabled while saving, which drops the focus).
 */
export function AddToDreamList({ jobName, isLoggedIn, onNeedLogin }: AddToDreamListProps) {
  const [pressed, setState] = useState<State>({ status: 'idle' });
  const [addDreamJob] = useAddDreamJobMutation();
  // Not knowing (still loading, or failed) only means the button offers to add; adding then
  // answers 409 if it is there.
  const { currentData: list } = useGetDreamListQuery(undefined, { skip: !isLoggedIn });
  const isOnList = list?.some((item) => item.kind === 'catalog' && item.name === jobName) ?? false;
  const state: State = pressed.status === 'idle' && isOnList ? { status: 'on-list', justAdded: false } : pressed;
  const listLink = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasPressed = pressed.status !== 'idle';
  useEffect(() => {
    if (!wasPressed) return;
    if (state.status === 'on-list') listLink.current?.focus();
    if (state.status === 'error') button.current?.focus();
  }, [wasPressed, state.status]);

  const add = async () => {
    if (!isLoggedIn) {
      onNeedLogin();
      return;
    }
    setState({ status: 'saving' });
    try {
      await answerOf(addDreamJob({ jobName }));
      setState({ status: 'on-list', justAdded: true });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setState({ status: 'on-list', justAdded: false });
      else if (error instanceof HttpError && error.status === 401) onNeedLogin();
      else setState({ status: 'error', message: error instanceof Error ? error.message : '담지 못했어요.' });
    }
  };

  if (state.status === 'on-list') {
    return (
      <div className={styles.addArea}>
        <p className={styles.status} role="status">
          {state.justAdded ? '꿈 목록에 담았어요.' : '이미 꿈 목록에 있는 직업이에요.'}
        </p>
        <Link ref={listLink} to={paths.myJob} className={buttons.secondary}>
          <Icon name="heart" size={20} />꿈 목록 보기
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.addArea}>
      <button
        ref={button}
        type="button"
        className={buttons.primary}
        onClick={() => void add()}
        disabled={state.status === 'saving'}
      >
        <Icon name="heart" size={20} />
        {state.status === 'saving' ? '담는 중…' : '꿈 목록에 담기'}
      </button>
      {!isLoggedIn && <p className={styles.muted}>로그인하면 꿈 목록에 담을 수 있어요.</p>}
      {state.status === 'error' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
