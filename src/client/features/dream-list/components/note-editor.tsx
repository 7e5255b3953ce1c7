import { type FormEvent, useId, useState } from 'react';
import { characterCount, DREAM_LIST_LIMITS, validateNote } from '../../../../shared/validation/dream-list-rules';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useFormErrors } from '../../../ui/form-errors';
import styles from '../dream-list.module.css';

interface NoteEditorProps {
  initialNote: string;
  onSave: (note: string) => Promise<void>;
}

/** The note of a dream job: edit and save; an empty note removes it. */
export function NoteEditor({ initialNote, onSave }: NoteEditorProps) {
  const id = useId();
  const [note, setNote] = useState(initialNote);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useFormErrors(['note'] as const);
  const field = form.field('note', { rule: validateNote(note), server: serverError, describedBy: [`${id}-footer`] });
  const [status, setStatus] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    if (!form.submit({ note: validateNote(note) })) return;
    setIsSaving(true);
    try {
      await onSave(note.trim());
      setStatus('메모를 저장했어요.');
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '저장하지 못했어요. 다시 시도해 주세요.';
      setServerError(message);
      form.report('note', message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Form className={styles.form} onSubmit={save} noValidate>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          메모
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setServerError(null);
          }}
          {...field.control}
        />
        {field.error}
        <div id={`${id}-footer`} className={styles.fieldFooter}>
          <span className={styles.counter}>
            {characterCount(note.trim())}/{DREAM_LIST_LIMITS.noteMax}
          </span>
        </div>
      </div>
      {form.announcer}
      <div>
        <button type="submit" className={buttons.primary} disabled={isSaving}>
          {isSaving ? '저장하는 중…' : '메모 저장'}
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </Form>
  );
}
