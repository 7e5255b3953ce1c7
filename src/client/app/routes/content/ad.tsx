import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { adNextPath } from '../../../features/content/ad/next-path';
import { useCountdown } from '../../../features/content/ad/use-countdown';
import { SanitizedHtml } from '../../../features/content/components/sanitized-html';
import styles from '../../../features/content/content.module.css';
import { contentApi, useGetPolicyPageQuery } from '../../../features/content/content-api';
import { remoteOf } from '../../../lib/remote';
import buttons from '../../../ui/button.module.css';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import type { RouteModule } from '../../route-module';

const AD_SECONDS = 5;

/**
 * /ad?next=/path: a short house notice before continuing. The skip button comes first and takes
 * focus, so keyboard and screen-reader users are never held; the countdown can be paused, and
 * it goes on only to a path of this site (see adNextPath).
 */
export default function AdPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const next = adNextPath(search);
  const [isPaused, setIsPaused] = useState(false);
  const skipRef = useRef<HTMLButtonElement>(null);
  const about = remoteOf(useGetPolicyPageQuery('about-ad'));

  // Replace, so Back from the next page does not land on the notice again.
  const proceed = useCallback(() => navigate(next, { replace: true }), [navigate, next]);
  const remaining = useCountdown(AD_SECONDS, isPaused, proceed);

  useEffect(() => skipRef.current?.focus(), []);

  return (
    <section className={styles.page} aria-labelledby="ad-title">
      <PageHeader
        eyebrow="진로의 시간 소식"
        title={about.remote.status === 'ready' ? about.remote.data.title : '광고 안내'}
        titleId="ad-title"
      />
      <div className={styles.countdownBox}>
        <p className={styles.countdown} role="timer">
          {isPaused ? '멈춤' : `${remaining}초`}
        </p>
        <p role="status">
          {isPaused
            ? '멈췄어요. 준비되면 ‘바로 이동하기’를 눌러 주세요.'
            : `${AD_SECONDS}초가 지나면 보던 곳으로 이동해요. 기다리지 않으려면 ‘바로 이동하기’를 눌러 주세요.`}
        </p>
        <div className={styles.actions}>
          <button ref={skipRef} type="button" className={buttons.primary} onClick={proceed}>
            바로 이동하기
          </button>
          <button type="button" className={buttons.secondary} onClick={() => setIsPaused((paused) => !paused)}>
            {isPaused ? '다시 세기' : '잠깐 멈추기'}
          </button>
        </div>
      </div>
      {about.remote.status === 'ready' ? (
        <SanitizedHtml html={about.remote.data.html} className={styles.prose} />
      ) : (
        <p className={page.lead}>
          진로의 시간은 베타 기간 동안 무료예요. 이 자리에는 외부 광고 대신 저희 팀의 소식을 잠깐 보여 드려요.
        </p>
      )}
    </section>
  );
}

export const loader: RouteModule['loader'] = (store) => [
  store.dispatch(contentApi.endpoints.getPolicyPage.initiate('about-ad')),
];

export const head: RouteHead = {
  title: '잠시 후 이동해요',
  description: '진로의 시간 소식을 잠깐 보여 드린 뒤 보던 곳으로 이동해요.',
};
