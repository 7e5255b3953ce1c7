import { useNavigate, useSearchParams } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import styles from '../../../features/auth/auth.module.css';
import { ConsentForm } from '../../../features/auth/components/consent-form';
import { rememberConsents } from '../../../features/auth/consent';
import { paths } from '../../../lib/paths';

/** /agree?type=normal|google|naver: the required consents and the optional marketing one, then sign-up. */
export default function AgreePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type');
  const agree = (marketing: boolean) => {
    rememberConsents(marketing);
    if (type === 'google' || type === 'naver') window.location.assign(`/api/auth/${type}`);
    else navigate(paths.register);
  };

  return (
    <section className={styles.page} aria-labelledby="agree-title">
      <h1 id="agree-title" className={styles.title}>
        약관 동의
      </h1>
      <p className={styles.lead}>진로의 시간을 시작하기 전에 아래 내용을 확인해 주세요.</p>
      <ConsentForm onAgree={agree} />
    </section>
  );
}

export const head: RouteHead = {
  title: '약관 동의',
  description: '서비스 이용약관과 개인정보 수집·이용에 동의하고 가입을 시작해요.',
};
