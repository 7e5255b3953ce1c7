import { type FormEvent, useId, useState } from 'react';
import { characterCount, DREAM_LIST_LIMITS, validateCustomJob } from '../../../../shared/validation/dream-list-rules';
import { HttpError } from '../../../lib/http';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useFormErrors } from '../../../ui/form-errors';
import styles from '../dream-list.module.css';

interface CustomJobFormProps {
  /** Throws an HttpError whose `fields` name what the server refused. */
  onSubmit: (name: string, note: string) => Promise<void>;
}

type ServerErrors = { name?: string; note?: string; form?: string };

/** A dream job that is not in the catalog, with a note: the same rules as the server. */
export function CustomJobForm({ onSubmit }: CustomJobFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const form = useFormErrors(['name', 'note'] as const);
  const rules = validateCustomJob({ name, note });
  const nameField = form.field('name', {
    rule: rules.name,
    server: serverErrors.name,
    describedBy: [`${id}-name-footer`],
  });
  const noteField = form.field('note', {
    rule: rules.note,
    server: serverErrors.note,
    describedBy: [`${id}-note-footer`],
  });
  const [isSaving, setIsSaving] = useState(false);
  const [status, setStatus] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerErrors({});
    setStatus('');
    if (!form.submit(rules)) return;
    setIsSaving(true);
    try {
      await onSubmit(name.trim(), note.trim());
      setStatus(`‘${name.trim()}’ 직업을 꿈 목록에 추가했어요.`);
      setName('');
      setNote('');
      form.reset();
    } catch (error) {
      const fields = error instanceof HttpError ? error.fields : undefined;
      const refused: ServerErrors = {
        ...(fields?.['custom.name'] ? { name: fields['custom.name'] } : {}),
        ...(fields?.['custom.note'] ? { note: fields['custom.note'] } : {}),
      };
      if (!refused.name && !refused.note) {
        refused.form = error instanceof Error ? error.message : '추가하지 못했어요. 다시 시도해 주세요.';
      }
      setServerErrors(refused);
      if (refused.name) form.report('name', refused.name);
      else if (refused.note) form.report('note', refused.note);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.name}>
        목록에 없는 꿈 직업 적기
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          꿈 직업 이름
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setServerErrors((previous) => ({ ...previous, name: undefined }));
          }}
          {...nameField.control}
          autoComplete="off"
          required
        />
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
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setServerErrors((previous) => ({ ...previous, note: undefined }));
          }}
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
      {serverErrors.form && (
        <p className={styles.error} role="alert">
          {serverErrors.form}
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
