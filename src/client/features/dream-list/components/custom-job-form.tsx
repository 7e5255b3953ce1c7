import { useId, useState } from 'react';
import { characterCount, customJobFormSchema, DREAM_LIST_LIMITS } from '../../../../shared/validation/dream-list-rules';
import { HttpError } from '../../../lib/http';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
import styles from '../dream-list.module.css';

interface CustomJobFormProps {
  /** Throws an HttpError whose `fields` name what the server refused. */
  onSubmit: (name: string, note: string) => Promise<void>;
}

/** A dream job that is not in the catalog, with a note: the same rules as the server. */
export function CustomJobForm({ onSubmit }: CustomJobFormProps) {
  const id = useId();
  const form = useSchemaForm(customJobFormSchema, { name: '', note: '' });
  const nameField = form.field('name', { describedBy: [`${id}-name-footer`] });
  const noteField = form.field('note', { describedBy: [`${id}-note-footer`] });
  const [name, note] = form.hookForm.watch(['name', 'note']);
  const isSaving = form.hookForm.formState.isSubmitting;
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setStatus('');
    try {
      await onSubmit(values.name, values.note.trim());
      setStatus(`‘${values.name}’ 직업을 꿈 목록에 추가했어요.`);
      form.reset();
    } catch (error) {
      const fields = error instanceof HttpError ? error.fields : undefined;
      const [refusedName, refusedNote] = [fields?.['custom.name'], fields?.['custom.note']];
      // Each refusal on its field; focus goes to the first of them.
      if (refusedNote) form.report('note', refusedNote, { focus: !refusedName });
      if (refusedName) form.report('name', refusedName);
      if (!refusedName && !refusedNote) {
        setFormError(error instanceof Error ? error.message : '추가하지 못했어요. 다시 시도해 주세요.');
      }
    }
  });

  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.name}>
        목록에 없는 꿈 직업 적기
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          꿈 직업 이름
        </label>
        <input id={`${id}-name`} className={styles.input} {...nameField.control} autoComplete="off" required />
        {nameField.error}
        <div id={`${id}-name-footer`} className={styles.fieldFooter}>
          <span className={styles.counter}>
            {characterCount(name.trim())}/{DREAM_LIST_LIMITS.customNameMax}
          </span>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-note`} className={styles.label}>
          메모 (선택)
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.textarea}
          {...noteField.control}
          placeholder="왜 이 일이 꿈인지, 무엇부터 해 볼지 적어 보세요."
        />
        {noteField.error}
        <div id={`${id}-note-footer`} className={styles.fieldFooter}>
          <span className={styles.counter}>
            {characterCount(note.trim())}/{DREAM_LIST_LIMITS.noteMax}
          </span>
        </div>
      </div>
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      {form.announcer}
      <div>
        <button type="submit" className={buttons.primary} disabled={isSaving}>
          {isSaving ? '추가하는 중…' : '꿈 목록에 추가'}
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </Form>
  );
}
