import { type FormEvent, useId, useState } from 'react';
import { HttpError } from '../../../lib/http';
import buttons from '../../../ui/button.module.css';
import { CUSTOM_JOB_LIMITS, characterCount, validateCustomJob } from '../custom-job-rules';
import styles from '../dream-list.module.css';

interface CustomJobFormProps {
  /** Throws an HttpError whose `fields` name what the server refused. */
  onSubmit: (name: string, note: string) => Promise<void>;
}

type Errors = { name?: string; note?: string; form?: string };

/** A dream job that is not in the catalog, with a note: the same rules as the server. */
export function CustomJobForm({ onSubmit }: CustomJobFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [status, setStatus] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCustomJob({ name, note });
    setErrors(found);
    setStatus('');
    if (found.name || found.note) {
      document.getElementById(found.name ? `${id}-name` : `${id}-note`)?.focus();
      return;
    }
    setIsSaving(true);
    try {
      await onSubmit(name.trim(), note.trim());
      setStatus(`‘${name.trim()}’ 직업을 꿈 목록에 추가했어요.`);
      setName('');
      setNote('');
    } catch (error) {
      if (error instanceof HttpError && error.fields) {
        setErrors({
          ...(error.fields['custom.name'] ? { name: error.fields['custom.name'] } : {}),
          ...(error.fields['custom.note'] ? { note: error.fields['custom.note'] } : {}),
          ...(!error.fields['custom.name'] && !error.fields['custom.note'] ? { form: error.message } : {}),
        });
      } else {
        setErrors({ form: error instanceof Error ? error.message : '추가하지 못했어요. 다시 시도해 주세요.' });
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
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
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={`${id}-name-footer`}
          autoComplete="off"
          required
        />
        <div id={`${id}-name-footer`} className={styles.fieldFooter}>
          {errors.name && <span className={styles.fieldError}>{errors.name}</span>}
          <span className={styles.counter}>
            {characterCount(name)}/{CUSTOM_JOB_LIMITS.customNameMax}
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
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${id}-note-footer`}
          placeholder="왜 이 일이 꿈인지, 무엇부터 해 볼지 적어 보세요."
        />
        <div id={`${id}-note-footer`} className={styles.fieldFooter}>
          {errors.note && <span className={styles.fieldError}>{errors.note}</span>}
          <span className={styles.counter}>
            {characterCount(note)}/{CUSTOM_JOB_LIMITS.noteMax}
          </span>
        </div>
      </div>
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <div>
        <button type="submit" className={buttons.primary} disabled={isSaving}>
          {isSaving ? '추가하는 중…' : '꿈 목록에 추가'}
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </form>
  );
}
