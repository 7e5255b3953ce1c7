import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  validateConfirmation,
  validateLoginPassword,
  validateNewPassword,
} from '../../../../shared/validation/auth-rules';
import { useThunkDispatch } from '../../../lib/use-app-dispatch';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useFormErrors } from '../../../ui/form-errors';
import section from '../../../ui/section.module.css';
import styles from '../auth.module.css';
import {
  clearPasswordUpdateMessage,
  PASSWORD_CHANGED,
  PASSWORD_FAILED,
  selectAuthLoading,
  selectPasswordUpdateMessage,
  updatePassword,
} from '../auth-slice';

type Field = 'current' | 'next' | 'confirm';

/**
 * Password change on my page (spec §8): success is said below the button; a failure (the server's
 * message, usually that the current password is wrong) is the current password's error, with
 * focus back on that field, and goes away as soon as the person retypes it.
 */
export function PasswordChangeForm() {
  const dispatch = useThunkDispatch();
  const message = useSelector(selectPasswordUpdateMessage);
  const loading = useSelector(selectAuthLoading);
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useFormErrors<Field>(['current', 'next', 'confirm']);
  const [succeeded, setSucceeded] = useState(false);

  useEffect(
    () => () => {
      dispatch(clearPasswordUpdateMessage());
    },
    [dispatch],
  );

  const errors = {
    current: validateLoginPassword(current),
    next: validateNewPassword(next),
    confirm: validateConfirmation(next, confirm),
  };
  const failure = message && !succeeded ? message : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit(errors)) return;
    const result = await dispatch(updatePassword({ currentPassword: current, newPassword: next }));
    const ok = updatePassword.fulfilled.match(result);
    setSucceeded(ok);
    if (ok) {
      setCurrent('');
      setNext('');
      setConfirm('');
      form.reset();
    } else if (updatePassword.rejected.match(result)) {
      form.report('current', result.payload ?? PASSWORD_FAILED);
    }
  };

  const field = (key: Field, label: string, value: string, set: (v: string) => void) => {
    const state = form.field(key, { rule: errors[key], server: key === 'current' ? failure : null });
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${key}`} className={styles.label}>
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          className={styles.input}
          type="password"
          autoComplete={key === 'current' ? 'current-password' : 'new-password'}
          value={value}
          onChange={(event) => {
            set(event.target.value);
            // The server's "wrong current password" is about what was typed: retyping clears it.
            if (key === 'current' && failure) dispatch(clearPasswordUpdateMessage());
          }}
          {...state.control}
        />
        {state.error}
      </div>
    );
  };

  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={section.title}>
        비밀번호 변경
      </h2>
      {field('current', '현재 비밀번호', current, setCurrent)}
      {field('next', '새 비밀번호', next, setNext)}
      {field('confirm', '새 비밀번호 확인', confirm, setConfirm)}
      <p className={styles.hint}>비밀번호를 바꾸면 다른 기기에서는 로그아웃돼요.</p>
      <button type="submit" className={buttons.primary} disabled={loading}>
        비밀번호 바꾸기
      </button>
      {form.announcer}
      <p className={styles.success} role="status">
        {succeeded ? (message ?? PASSWORD_CHANGED) : ''}
      </p>
    </Form>
  );
}
