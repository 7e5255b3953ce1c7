import { type FormEvent, useId, useState } from 'react';
import type { MyRating, RatingBody, RatingReason } from '../../../../shared/contracts/recommendations';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { RATING_REASON_LABELS, RATING_REASONS } from '../labels';
import styles from '../recommendations.module.css';

interface RatingControlProps {
  jobName: string;
  current: MyRating | null;
  /** Saves the rating (null clears it); rejects with a Korean message. */
  onRate: (jobName: string, body: RatingBody | null) => Promise<void>;
}

const THUMB = 'M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 1H7';

/** A line thumb drawn inline: emoji fonts are missing on some systems. */
function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      transform={down ? 'rotate(180)' : undefined}
    >
      <path d={THUMB} />
    </svg>
  );
}

/**
 * 👍 / 👎 for one recommendation. 👎 first asks why (optional), since the answer says what to
 * change; pressing a pressed thumb again takes the rating back.
 */
export function RatingControl({ jobName, current, onRate }: RatingControlProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [reason, setReason] = useState<RatingReason | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (body: RatingBody | null) => {
    setSaving(true);
    setError(null);
    try {
      await onRate(jobName, body);
      setPicking(false);
      setReason(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '평가를 저장하지 못했어요. 다시 시도해 주세요.');
    } finally {
      setSaving(false);
    }
  };

  const pressUp = () => void save(current?.rating === 'up' ? null : { rating: 'up' });
  const pressDown = () => {
    if (current?.rating === 'down') void save(null);
    else setPicking(true);
  };
  const submitDown = (event: FormEvent) => {
    event.preventDefault();
    void save(reason ? { rating: 'down', reason } : { rating: 'down' });
  };

  return (
    <div className={styles.rating}>
      <div className={styles.ratingButtons}>
        <button
          type="button"
          className={styles.thumb}
          aria-label="추천이 마음에 들어요"
          aria-pressed={current?.rating === 'up'}
          disabled={saving}
          onClick={pressUp}
        >
          <Thumb />
          마음에 들어요
        </button>
        <button
          type="button"
          className={styles.thumb}
          aria-label="추천이 마음에 들지 않아요"
          aria-pressed={current?.rating === 'down'}
          aria-expanded={picking}
          aria-controls={picking ? `${id}-picker` : undefined}
          disabled={saving}
          onClick={pressDown}
        >
          <Thumb down />
          마음에 들지 않아요
        </button>
        {current && (
          <span className={styles.muted}>
            {current.rating === 'up'
              ? '마음에 든다고 했어요. 다시 누르면 취소돼요.'
              : `마음에 들지 않는다고 했어요${current.reason ? ` (${RATING_REASON_LABELS[current.reason]})` : ''}. 다시 누르면 취소돼요.`}
          </span>
        )}
      </div>
      {picking && (
        <Form id={`${id}-picker`} onSubmit={submitDown}>
          <fieldset className={styles.picker}>
            <legend>어떤 점이 마음에 들지 않나요? (선택)</legend>
            {RATING_REASONS.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {RATING_REASON_LABELS[value]}
              </label>
            ))}
            <div className={styles.actions}>
              <button type="submit" className={buttons.primary} disabled={saving}>
                의견 보내기
              </button>
              <button type="button" className={buttons.ghost} onClick={() => setPicking(false)}>
                취소
              </button>
            </div>
          </fieldset>
        </Form>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
