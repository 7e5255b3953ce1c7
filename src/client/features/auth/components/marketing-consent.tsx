import { useState } from 'react';
import type { User } from '../../../../shared/contracts/auth';
import { answerOf } from '../../../lib/api';
import styles from '../auth.module.css';
import { useUpdateMarketingConsentMutation } from '../auth-api';

type Said = { kind: 'saved' | 'error'; text: string } | null;

/**
 * The marketing-consent switch of /mypage (spec §3, `PATCH /api/auth/marketing-consent`). What was
 * saved is said in a polite status message (screen readers read it without moving focus); a
 * failure is said as an error and the switch stays as the server has it.
 */
export function MarketingConsent({ user }: { user: User }) {
  const [updateMarketingConsent, { isLoading: busy }] = useUpdateMarketingConsentMutation();
  const [said, setSaid] = useState<Said>(null);

  // The saved user goes into the store with the answer (`auth-api.ts`), so the switch follows it.
  const toggle = async (marketingConsent: boolean) => {
    setSaid(null);
    try {
      const saved = await answerOf(updateMarketingConsent(marketingConsent));
      setSaid({
        kind: 'saved',
        text: saved.marketingConsent
          ? '저장했어요. 새 소식과 이벤트 안내를 이메일로 보내 드릴게요.'
          : '저장했어요. 이제 새 소식과 이벤트 안내를 보내지 않아요.',
      });
    } catch (error) {
      console.warn('marketing consent was not saved', error);
      setSaid({
        kind: 'error',
        text: error instanceof Error ? error.message : '변경하지 못했어요. 다시 시도해 주세요.',
      });
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
