import { useId } from 'react';
import * as z from 'zod/mini';
import { FEEDBACK_STARS } from '../../../shared/constants';
import { FEEDBACK_LIMITS, feedbackFormSchema } from '../../../shared/validation/feedback-rules';
import { Form } from '../../ui/form';
import { type SchemaForm, useSchemaForm } from '../../ui/form-errors';
import styles from './feedback.module.css';

/** The form's values: the radios' text ('' until chosen) and the suggestion as typed. */
interface FeedbackValues {
  expectedJobFound: '' | 'yes' | 'no';
  satisfactionLevel: string;
  improvementSuggestions: string;
}
/** What the form gives when it passes: the request body's values, the suggestion trimmed. */
export type FeedbackAnswers = z.output<typeof feedbackFormSchema>;
export type FeedbackFormState = SchemaForm<FeedbackValues, FeedbackAnswers>;

const EMPTY_FEEDBACK: FeedbackValues = { expectedJobFound: '', satisfactionLevel: '', improvementSuggestions: '' };

/** The dialog's form, checked by the server's own rules (shared/validation/feedback-rules.ts). */
export function useFeedbackForm(): FeedbackFormState {
  return useSchemaForm<FeedbackValues, FeedbackAnswers>(feedbackFormSchema, EMPTY_FEEDBACK);
}

/** Spec §5: sendable once the expected-job question is answered and at least one star chosen. */
export function canSubmitFeedback(form: FeedbackFormState): boolean {
  return z.safeParse(feedbackFormSchema, form.hookForm.watch()).success;
}

const STAR_VALUES = Array.from(
  { length: FEEDBACK_STARS.max - FEEDBACK_STARS.min + 1 },
  (_, index) => FEEDBACK_STARS.min + index,
);

interface FeedbackFormProps {
  formId: string;
  form: FeedbackFormState;
  onSubmit: (answers: FeedbackAnswers) => Promise<void>;
}

/** The questions of the feedback dialog (spec §3 Feedback, §4). Its buttons are the dialog's. */
export function FeedbackForm({ formId, form, onSubmit }: FeedbackFormProps) {
  const id = useId();
  const expected = form.field('expectedJobFound');
  const stars = form.field('satisfactionLevel', { describedBy: [`${id}-stars-hint`] });
  const suggestions = form.field('improvementSuggestions');
  const chosenStars = Number(form.hookForm.watch('satisfactionLevel')) || 0;
  return (
    <Form id={formId} className={styles.form} onSubmit={form.onSubmit(onSubmit)} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>추천받은 직업 중에 기대한 직업이 있었나요?</legend>
        <div className={styles.options}>
          {(
            [
              ['yes', '네, 있었어요'],
              ['no', '아니요, 없었어요'],
            ] as const
          ).map(([value, label]) => (
            <label key={label} className={styles.option}>
              <input type="radio" value={value} {...expected.control} />
              {label}
            </label>
          ))}
        </div>
        {expected.error}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>진로의 시간에 얼마나 만족하나요?</legend>
        <div className={styles.stars}>
          {STAR_VALUES.map((value) => (
            <label key={value} className={styles.star} data-lit={value <= chosenStars}>
              <input type="radio" value={String(value)} aria-label={`별 ${value}개`} {...stars.control} />
              {/* A filled or an empty star: the shape says it, not only the colour. */}
              <span aria-hidden="true">{value <= chosenStars ? '★' : '☆'}</span>
            </label>
          ))}
        </div>
        <p id={`${id}-stars-hint`} className={styles.hint} aria-live="polite">
          {chosenStars > 0 ? `별 ${chosenStars}개를 골랐어요.` : '별을 1개에서 5개까지 골라 주세요.'}
        </p>
        {stars.error}
      </fieldset>
      <div className={styles.group}>
        <label htmlFor={`${id}-suggestions`} className={styles.label}>
          더 좋아졌으면 하는 점 (선택)
        </label>
        <textarea
          id={`${id}-suggestions`}
          className={styles.textarea}
          maxLength={FEEDBACK_LIMITS.suggestionsMax}
          {...suggestions.control}
        />
        {suggestions.error}
      </div>
      {form.announcer}
    </Form>
  );
}
