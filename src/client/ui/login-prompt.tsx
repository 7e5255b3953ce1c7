import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { useRememberCurrentPath } from '../lib/use-login-link';
import buttons from './button.module.css';
import section from './section.module.css';

/** Sends an anonymous visitor to log in, remembering this page so log-in comes back to it. */
export function useLoginAndComeBack(): () => void {
  const rememberPath = useRememberCurrentPath();
  const navigate = useNavigate();
  return () => {
    rememberPath();
    navigate(paths.login);
  };
}

/** For an anonymous visitor: log in, then come back to this page. */
export function LoginPrompt({ text }: { text: string }) {
  const loginAndComeBack = useLoginAndComeBack();
  const titleId = useId();
  return (
    <section className={section.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={section.title}>
        로그인이 필요해요
      </h2>
      <p>{text}</p>
      <button type="button" className={buttons.primary} onClick={loginAndComeBack}>
        로그인하고 돌아오기
      </button>
    </section>
  );
}
