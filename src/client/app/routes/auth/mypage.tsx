import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { User } from '../../../../shared/contracts/auth';
import type { RouteHead } from '../../../../shared/route-head';
import { AchievementList } from '../../../features/achievements/components/achievement-list';
import styles from '../../../features/auth/auth.module.css';
import { withdraw } from '../../../features/auth/auth-slice';
import { MarketingConsent } from '../../../features/auth/components/marketing-consent';
import { PasswordChangeForm } from '../../../features/auth/components/password-change-form';
import { logout, selectUser } from '../../../features/auth/user-slice';
import { MyShareLinks } from '../../../features/share/components/my-share-links';
import { paths } from '../../../lib/paths';
import { useThunkDispatch } from '../../../lib/use-app-dispatch';
import { useRememberCurrentPath } from '../../../lib/use-login-link';
import buttons from '../../../ui/button.module.css';
import { Dialog } from '../../../ui/dialog';
import section from '../../../ui/section.module.css';

const PROVIDER_LABEL = { password: '이메일', google: '구글', naver: '네이버' } as const;

/** /mypage: account, password, marketing consent, my data, withdrawal and log-out. */
export default function MyPage() {
  const user = useSelector(selectUser);
  const rememberPath = useRememberCurrentPath();

  if (!user) {
    return (
      <section className={styles.page} aria-labelledby="mypage-title">
        <h1 id="mypage-title" className={styles.title}>
          마이페이지
        </h1>
        <p className={styles.lead}>로그인하면 계정 정보를 확인하고 바꿀 수 있어요.</p>
        <Link to={paths.login} className={buttons.primary} onClick={rememberPath}>
          로그인하러 가기
        </Link>
      </section>
    );
  }
  return <AccountPage user={user} />;
}

function AccountPage({ user }: { user: User }) {
  const dispatch = useThunkDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);

  const confirmWithdraw = async () => {
    setWithdrawError(null);
    const result = await dispatch(withdraw());
    if (withdraw.fulfilled.match(result)) {
      setConfirming(false);
      navigate(paths.home);
    } else {
      setWithdrawError(result.error.message ?? '탈퇴하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <section className={styles.page} aria-labelledby="mypage-title">
      <h1 id="mypage-title" className={styles.title}>
        마이페이지
      </h1>

      <div className={section.frame}>
        <h2 className={section.title}>계정</h2>
        <dl className={styles.facts}>
          <dt>이메일</dt>
          <dd>{user.email}</dd>
          <dt>로그인 방법</dt>
          <dd>{user.providers.map((provider) => PROVIDER_LABEL[provider]).join(', ')}</dd>
        </dl>
      </div>

      <section className={section.frame} aria-labelledby="achievements-title">
        <h2 id="achievements-title" className={section.title}>
          나의 업적
        </h2>
        <AchievementList />
      </section>

      {user.providers.includes('password') && (
        <div className={section.frame}>
          <PasswordChangeForm />
        </div>
      )}

      <div className={section.frame}>
        <h2 className={section.title}>알림</h2>
        <MarketingConsent user={user} />
      </div>

      <MyShareLinks />

      <div className={section.frame}>
        <h2 className={section.title}>내 정보</h2>
        <p className={styles.hint}>저장된 모든 정보를 JSON 파일로 내려받을 수 있어요.</p>
        <a href="/api/auth/export" download className={buttons.secondary}>
          내 정보 내려받기
        </a>
      </div>

      <div className={section.frame}>
        <h2 className={section.title}>로그아웃·탈퇴</h2>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            void dispatch(logout());
            navigate(paths.home);
          }}
        >
          로그아웃
        </button>
        <button type="button" className={`${buttons.button} ${styles.danger}`} onClick={() => setConfirming(true)}>
          회원 탈퇴
        </button>
      </div>

      {confirming && (
        <Dialog
          title="정말 탈퇴할까요?"
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <button
                type="button"
                className={`${buttons.button} ${styles.danger}`}
                onClick={() => void confirmWithdraw()}
              >
                탈퇴하고 모든 정보 지우기
              </button>
              <button type="button" className={buttons.ghost} onClick={() => setConfirming(false)}>
                취소
              </button>
            </>
          }
        >
          <p>계정과 검사 결과, 꿈 목록, 로드맵 등 모든 정보가 바로 지워지고 되돌릴 수 없어요.</p>
          {withdrawError && (
            <p className={styles.error} role="alert">
              {withdrawError}
            </p>
          )}
        </Dialog>
      )}
    </section>
  );
}

export const head: RouteHead = {
  title: '마이페이지',
  description: '계정 정보, 비밀번호, 마케팅 수신 동의, 내 정보 내려받기와 회원 탈퇴를 관리해요.',
};
