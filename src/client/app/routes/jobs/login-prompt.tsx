import styles from '../../../features/jobs/jobs.module.css';
import buttons from '../../../ui/button.module.css';
import { useLoginAndComeBack } from './use-login-redirect';

/** For an anonymous visitor: log in, then come back to this page. */
export function LoginPrompt({ text }: { text: string }) {
  const loginAndComeBack = useLoginAndComeBack();
  return (
    <section className={styles.panel} aria-labelledby="login-prompt-title">
      <h2 id="login-prompt-title" className={styles.panelTitle}>
        로그인이 필요해요
      </h2>
      <p>{text}</p>
      <button type="button" className={buttons.primary} onClick={loginAndComeBack}>
        로그인하고 돌아오기
      </button>
    </section>
  );
}
