import { type FormEvent, useId } from 'react';
import { FEEDBACK_STARS } from '../../../shared/constants';
import { Form } from '../../ui/form';
import styles from './feedback.module.css';

export interface FeedbackAnswers {
  expectedJobFound: boolean | null;
  satisfactionLevel: number;
  improvementSuggestions: string;
}

export const EMPTY_FEEDBACK: FeedbackAnswers = {
  expectedJobFound: null,
  satisfactionLevel: 0,
  improvementSuggestions: '',
};

/** Spec §5: submit waits for the expected-job answer and at least one star; suggestions are optional. */
export function canSubmitFeedback(answers: FeedbackAnswers): boolean {
  return answers.expectedJobFound !== null && answers.satisfactionLevel >= FEEDBACK_STARS.min;
}

const STAR_VALUES = Array.from(
  { length: FEEDBACK_STARS.max - FEEDBACK_STARS.min + 1 },
  (_, index) => FEEDBACK_STARS.min + index,
);

interface FeedbackFormProps {
  formId: string;
  answers: FeedbackAnswers;
  onChange: (answers: FeedbackAnswers) => void;
  onSubmit: () => void;
}

/** The questions of the feedback dialog (spec §3 Feedback, §4). Its buttons are the dialog's. */
export function FeedbackForm({ formId, answers, onChange, onSubmit }: FeedbackFormProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitFeedback(answers)) onSubmit();
  };

  return (
    <Form id={formId} className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>추천받은 직업 중에 기대한 직업이 있었나요?</legend>
        <div className={styles.options}>
          {(
            [
              [true, '네, 있었어요'],
              [false, '아니요, 없었어요'],
            ] as const
          ).map(([value, label]) => (
            <label key={label} className={styles.option}>
              <input
                type="radio"
                name={`${id}-expected`}
                checked={answers.expectedJobFound === value}
                onChange={() => onChange({ ...answers, expectedJobFound: value })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>진로의 시간에 얼마나 만족하나요?</legend>
        <div className={styles.stars}>
          {STAR_VALUES.map((value) => (
            <label key={value} className={styles.star} data-lit={value <= answers.satisfactionLevel}>
              <input
                type="radio"
                name={`${id}-stars`}
                value={value}
                aria-label={`별 ${value}개`}
                checked={answers.satisfactionLevel === value}
                onChange={() => onChange({ ...answers, satisfactionLevel: value })}
              />
              {/* A filled or an empty star: the shape says it, not only the colour. */}
              <span aria-hidden="true">{value <= answers.satisfactionLevel ? '★' : '☆'}</span>
            </label>
          ))}
        </div>
        <p className={styles.hint} aria-live="polite">
          {answers.satisfactionLevel > 0
            ? `별 ${answers.satisfactionLevel}개를 골랐어요.`
            : '별을 1개에서 5개까지 골라 주세요.'}
        </p>
      </fieldset>
      <div className={styles.group}>
        <label htmlFor={`${id}-suggestions`} className={styles.label}>
          더 좋아졌으면 하는 점 (선택)
        </label>
        <textarea
          id={`${id}-suggestions`}
          className={styles.textarea}
          maxLength={2000}
          value={answers.improvementSuggestions}
          onChange={(event) => onChange({ ...answers, improvementSuggestions: event.target.value })}
        />
      </div>
    </Form>
  );
}
