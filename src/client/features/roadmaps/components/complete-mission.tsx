import { useEffect, useId, useRef, useState } from 'react';
import type { RoadmapMission } from '../../../../shared/contracts/roadmaps';
import { completeMissionFormSchema, lengthOf, ROADMAP_LIMITS } from '../../../../shared/validation/roadmap-rules';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
import styles from '../roadmaps.module.css';

interface CompleteMissionProps {
  mission: RoadmapMission;
  isBusy: boolean;
  /** Each resolves with a Korean error message, or null on success. */
  onComplete: (reflection: string) => Promise<string | null>;
  onUndo: () => Promise<string | null>;
  /**
   * Shown because the person just completed or undid the mission (it replaced the other panel,
   * and the pressed button with it): its heading takes the focus, so the keyboard stays here.
   */
  takeFocus?: boolean;
}

const dateFormat = new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', timeZone: 'Asia/Seoul' });

/**
 * Complete the mission with an optional note, or — once done — see it and undo if it was a slip.
 * The button is disabled while the change is saved, which drops its focus: a failure gives it back.
 */
export function CompleteMission({ mission, isBusy, onComplete, onUndo, takeFocus = false }: CompleteMissionProps) {
  const fieldId = useId();
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const action = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this panel is first shown.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, []);

  // A failed save: the button, enabled again, gets back the focus its disabling dropped.
  useEffect(() => {
    if (error && !isBusy && document.activeElement === document.body) action.current?.focus();
  }, [error, isBusy]);

  const form = useSchemaForm(completeMissionFormSchema, { reflection: mission.reflection ?? '' });
  const reflection = form.hookForm.watch('reflection');
  const field = form.field('reflection', {
    describedBy: [`${fieldId}-count`],
    onChange: () => setError(null),
  });

  if (mission.isCompleted) {
    return (
      <section className={`${styles.panel} ${styles.donePanel}`} aria-labelledby="mission-done-title">
        <h2 id="mission-done-title" ref={heading} tabIndex={-1} className={styles.panelTitle}>
          ✓ 완료했어요
          {mission.completedAt ? (
            <span className={styles.hint}> ({dateFormat.format(new Date(mission.completedAt))})</span>
          ) : null}
        </h2>
        {mission.reflection ? (
          <blockquote className={styles.reflection}>
            <p className={styles.hint}>나의 소감</p>
            <p>{mission.reflection}</p>
          </blockquote>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <button
          ref={action}
          type="button"
          className={buttons.secondary}
          disabled={isBusy}
          onClick={async () => setError(await onUndo())}
        >
          완료 되돌리기
        </button>
        <p className={styles.hint}>실수로 눌렀다면 되돌릴 수 있어요. 받은 경험치도 함께 돌아가고, 소감은 남겨 둬요.</p>
      </section>
    );
  }

  return (
    <Form
      className={styles.panel}
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        const failure = await onComplete(values.reflection);
        setError(failure);
        if (failure) form.report('reflection', failure, { focus: false });
      })}
    >
      <h2 ref={heading} tabIndex={-1} className={styles.panelTitle}>
        미션을 마쳤나요?
      </h2>
      <label htmlFor={fieldId} className={styles.label}>
        소감 (선택)
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={4}
        placeholder="해 보니 어땠나요? 새로 알게 된 것, 다음에 해 보고 싶은 것을 적어 두면 좋아요."
        {...field.control}
      />
      {field.error}
      <p id={`${fieldId}-count`} className={styles.hint}>
        {lengthOf(reflection.trim())}/{ROADMAP_LIMITS.reflectionMax}자
      </p>
      {form.announcer}
      <button ref={action} type="submit" className={buttons.primary} disabled={isBusy}>
        완료하기
      </button>
    </Form>
  );
}
