import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import { useRememberCurrentPath } from '../../shell/use-login-link';
import styles from './pages.module.css';

/** For a visitor who is not logged in: log in, then come back to this page. */
export function LoginPrompt({ text }: { text: string }) {
  const rememberPath = useRememberCurrentPath();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        로그인이 필요해요
      </h2>
      <p>{text}</p>
      <div className={styles.links}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            rememberPath();
            navigate(paths.login);
          }}
        >
          로그인하고 돌아오기
        </button>
      </div>
    </section>
  );
}
