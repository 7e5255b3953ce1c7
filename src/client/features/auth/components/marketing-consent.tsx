import { useState } from 'react';
import type { User } from '../../../../shared/contracts/auth';
import { http } from '../../../lib/http';
import { useThunkDispatch } from '../../../lib/use-app-dispatch';
import styles from '../auth.module.css';
import { setUser } from '../user-slice';

type Said = { kind: 'saved' | 'error'; text: string } | null;

/**
 * The marketing-consent switch of /mypage (spec §3, `PATCH /api/auth/marketing-consent`). What was
 * saved is said in a polite status message (screen readers read it without moving focus); a
 * failure is said as an error and the switch stays as the server has it.
 */
export function MarketingConsent({ user }: { user: User }) {
  const dispatch = useThunkDispatch();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);

  const toggle = async (marketingConsent: boolean) => {
    setSaid(null);
    setBusy(true);
    try {
      const { data } = await http.patch<{ data: { user: User } }>('/api/auth/marketing-consent', { marketingConsent });
      dispatch(setUser(data.user));
      setSaid({
        kind: 'saved',
        text: data.user.marketingConsent
          ? '저장했어요. 새 소식과 이벤트 안내를 이메일로 보내 드릴게요.'
          : '저장했어요. 이제 새 소식과 이벤트 안내를 보내지 않아요.',
      });
    } catch (error) {
      console.warn('marketing consent was not saved', error);
      setSaid({
        kind: 'error',
        text: error instanceof Error ? error.message : '변경하지 못했어요. 다시 시도해 주세요.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          checked={user.marketingConsent}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>새 소식·이벤트 안내를 이메일로 받을게요 (선택)</span>
      </label>
      {/* Always there, so a screen reader is listening before the message comes. */}
      <p className={styles.hint} role="status">
        {said?.kind === 'saved' ? said.text : ''}
      </p>
      {said?.kind === 'error' && (
        <p className={styles.error} role="alert">
          {said.text}
        </p>
      )}
    </>
  );
}
