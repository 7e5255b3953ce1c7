import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  validateConfirmation,
  validateLoginPassword,
  validateNewPassword,
} from '../../../../shared/validation/auth-rules';
import { useThunkDispatch } from '../../../lib/use-app-dispatch';
import buttons from '../../../ui/button.module.css';
import styles from '../auth.module.css';
import {
  clearPasswordUpdateMessage,
  PASSWORD_CHANGED,
  selectAuthLoading,
  selectPasswordUpdateMessage,
  updatePassword,
} from '../auth-slice';

/** Password change on my page; the server's message (success or failure) is shown below (spec §8). */
export function PasswordChangeForm() {
  const dispatch = useThunkDispatch();
  const message = useSelector(selectPasswordUpdateMessage);
  const loading = useSelector(selectAuthLoading);
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
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
  const valid = !errors.current && !errors.next && !errors.confirm;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    const result = await dispatch(updatePassword({ currentPassword: current, newPassword: next }));
    const ok = updatePassword.fulfilled.match(result);
    setSucceeded(ok);
    if (ok) {
      setCurrent('');
      setNext('');
      setConfirm('');
      setTouched(false);
    }
  };

  const field = (key: 'current' | 'next' | 'confirm', label: string, value: string, set: (v: string) => void) => {
    const error = touched ? errors[key] : null;
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
          onChange={(event) => set(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
        />
        {error && (
          <p id={`${id}-${key}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        비밀번호 변경
      </h2>
      {field('current', '현재 비밀번호', current, setCurrent)}
      {field('next', '새 비밀번호', next, setNext)}
      {field('confirm', '새 비밀번호 확인', confirm, setConfirm)}
      <p className={styles.hint}>비밀번호를 바꾸면 다른 기기에서는 로그아웃돼요.</p>
      <button type="submit" className={buttons.primary} disabled={loading}>
        비밀번호 바꾸기
      </button>
      {message && (
        <p className={succeeded ? styles.success : styles.error} role="status">
          {message || (succeeded ? PASSWORD_CHANGED : '')}
        </p>
      )}
    </form>
  );
}
