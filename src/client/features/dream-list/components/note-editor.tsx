import { useId, useState } from 'react';
import { characterCount, DREAM_LIST_LIMITS, noteFormSchema } from '../../../../shared/validation/dream-list-rules';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
import styles from '../dream-list.module.css';

interface NoteEditorProps {
  initialNote: string;
  onSave: (note: string) => Promise<void>;
}

/** The note of a dream job: edit and save; an empty note removes it. */
export function NoteEditor({ initialNote, onSave }: NoteEditorProps) {
  const id = useId();
  const form = useSchemaForm(noteFormSchema, { note: initialNote });
  const field = form.field('note', { describedBy: [`${id}-footer`] });
  const note = form.hookForm.watch('note');
  const isSaving = form.hookForm.formState.isSubmitting;
  const [status, setStatus] = useState('');

  const save = form.onSubmit(async (values) => {
    setStatus('');
    try {
      await onSave(values.note.trim());
      setStatus('메모를 저장했어요.');
    } catch (failure) {
      form.report('note', failure instanceof Error ? failure.message : '저장하지 못했어요. 다시 시도해 주세요.');
    }
  });

  return (
    <Form className={styles.form} onSubmit={save} noValidate>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          메모
        </label>
        <textarea id={id} className={styles.textarea} {...field.control} />
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
