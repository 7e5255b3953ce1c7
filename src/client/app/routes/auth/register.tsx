import { Link } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import styles from '../../../features/auth/auth.module.css';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { SocialButtons } from '../../../features/auth/components/social-buttons';
import { hasAgreed } from '../../../features/auth/consent';
import { useAfterLogin } from '../../../features/auth/use-after-login';
import { paths } from '../../../lib/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import buttons from '../../../ui/button.module.css';
import section from '../../../ui/section.module.css';

/**
 * /register: the same two steps with a password confirmation. Spec §2 has no route guards, so the
 * page opens for anyone; the form and the social sign-up appear once this tab has given the
 * consents of /agree, and until then the page links there instead.
 */
export default function RegisterPage() {
  useAfterLogin();
  // The consent is in this tab's session storage: read after hydration.
  const agreed = useHydrated() && hasAgreed();

  return (
    <section className={styles.page} aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        회원가입
      </h1>
      <p className={styles.lead}>이메일로 계정을 만들어요. 베타 기간에는 모든 기능이 무료예요.</p>
      {agreed ? (
        <RegisterForm />
      ) : (
        <div className={section.frame}>
          <p>가입하려면 먼저 서비스 이용약관과 개인정보 수집·이용에 동의해 주세요.</p>
          <Link to={`${paths.agree}?type=normal`} className={buttons.primary}>
            약관 동의하러 가기
          </Link>
        </div>
      )}
      <p className={styles.hint}>
        이미 계정이 있나요? <Link to={paths.login}>로그인</Link>
      </p>
      {agreed && <SocialButtons mode="signup" />}
    </section>
  );
}

export const head: RouteHead = {
  title: '회원가입',
  description: '이메일로 진로의 시간 계정을 만들어요. 베타 기간에는 무료예요.',
};
