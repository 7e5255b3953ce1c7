import { Link, useSearchParams } from 'react-router';
import { ERROR_MESSAGES, isErrorCode } from '../../../../shared/errors';
import type { RouteHead } from '../../../../shared/route-head';
import styles from '../../../features/auth/auth.module.css';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SocialButtons } from '../../../features/auth/components/social-buttons';
import { useAfterLogin } from '../../../features/auth/use-after-login';
import { paths } from '../../../lib/paths';

/** /login: e-mail and password in two steps, or Google and Naver (spec §2). */
export default function LoginPage() {
  useAfterLogin();
  const [params] = useSearchParams();
  const code = params.get('error');
  const initialError = isErrorCode(code) ? ERROR_MESSAGES[code] : null;

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        로그인
      </h1>
      <p className={styles.lead}>검사 결과와 로드맵을 저장하고 어느 기기에서든 이어서 할 수 있어요.</p>
      <LoginForm initialError={initialError} />
      <p className={styles.hint}>
        계정이 없나요? <Link to={`${paths.agree}?type=normal`}>회원가입</Link>
      </p>
      <SocialButtons mode="login" />
    </section>
  );
}

export const head: RouteHead = {
  title: '로그인',
  description: '이메일 또는 구글·네이버 계정으로 진로의 시간에 로그인해요.',
};
