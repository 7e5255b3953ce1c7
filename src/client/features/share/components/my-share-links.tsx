import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ShareLink } from '../../../../shared/contracts/share';
import { shareCardTitle } from '../../../../shared/share-card';
import { httpErrorOf } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import buttons from '../../../ui/button.module.css';
import { Dialog } from '../../../ui/dialog';
import section from '../../../ui/section.module.css';
import styles from '../share.module.css';
import { useGetMyShareLinksQuery, useRevokeShareLinkMutation } from '../share-api';

const dateFormat = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' });

/** 마이페이지's '공유 중인 결과 카드': my active links, each revocable after a confirmation. */
export function MyShareLinks() {
  const linksQuery = useGetMyShareLinksQuery();
  const links = linksQuery.currentData;
  const linksRead = remoteOf(linksQuery);
  const [revoke, revoking] = useRevokeShareLinkMutation();
  const [confirming, setConfirming] = useState<ShareLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const [revoked, setRevoked] = useState(0);

  // The item and its button are gone: once the dialog has closed (and handed focus back), the
  // keyboard goes on from the section's heading.
  useEffect(() => {
    if (revoked > 0) heading.current?.focus();
  }, [revoked]);

  const confirmRevoke = async (link: ShareLink) => {
    setError(null);
    try {
      await revoke(link.id).unwrap();
      setConfirming(null);
      setStatus('링크를 거둬들였어요. 이제 그 링크로는 카드를 볼 수 없어요.');
      setRevoked((count) => count + 1);
    } catch (failure) {
      setError(httpErrorOf(failure).message);
    }
  };

  return (
    <div className={section.frame}>
      <h2 ref={heading} tabIndex={-1} className={section.title}>
        공유 중인 결과 카드
      </h2>
      <AsyncState<unknown>
        remote={linksRead.remote}
        retry={linksRead.retry}
        loading="공유 링크를 불러오는 중이에요…"
        failed="공유 링크를 불러오지 못했어요."
      />
      {links && links.length === 0 && (
        <p className={styles.hint}>
          공유 중인 카드가 없어요. <Link to={paths.myReport}>나의 리포트</Link>에서 결과 카드를 공유할 수 있어요.
        </p>
      )}
      {links && links.length > 0 && (
        <ul className={styles.list} aria-label="공유 중인 결과 카드">
          {links.map((link) => (
            <li key={link.id} className={styles.item}>
              <span>
                <Link to={link.path}>{shareCardTitle(link.card)}</Link>
                <br />
                <span className={styles.hint}>{dateFormat.format(new Date(link.createdAt))}에 만들었어요</span>
              </span>
              <button type="button" className={buttons.secondary} onClick={() => setConfirming(link)}>
                거둬들이기
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {confirming && (
        <Dialog
          title="이 링크를 거둬들일까요?"
          onDismiss={() => setConfirming(null)}
          actions={
            <>
              <button
                type="button"
                className={buttons.primary}
                disabled={revoking.isLoading}
                onClick={() => void confirmRevoke(confirming)}
              >
                거둬들이기
              </button>
              <button type="button" className={buttons.ghost} onClick={() => setConfirming(null)}>
                취소
              </button>
            </>
          }
        >
          <p>거둬들이면 이 링크를 받은 사람도 더는 카드를 볼 수 없어요. 되돌릴 수 없어요.</p>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </Dialog>
      )}
    </div>
  );
}
