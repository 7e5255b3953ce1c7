import { useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { passwordChangeFormSchema } from '../../../../shared/validation/auth-rules';
import { useThunkDispatch } from '../../../lib/use-app-dispatch';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
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

type Field = 'currentPassword' | 'newPassword' | 'confirmation';

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
  const form = useSchemaForm(passwordChangeFormSchema, { currentPassword: '', newPassword: '', confirmation: '' });
  const [succeeded, setSucceeded] = useState(false);

  useEffect(
    () => () => {
      dispatch(clearPasswordUpdateMessage());
    },
    [dispatch],
  );

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    const result = await dispatch(updatePassword({ currentPassword, newPassword }));
    const ok = updatePassword.fulfilled.match(result);
    setSucceeded(ok);
    if (ok) form.reset();
    else if (updatePassword.rejected.match(result)) {
      form.report('currentPassword', result.payload ?? PASSWORD_FAILED);
    }
  });

  const field = (key: Field, label: string) => {
    // The server's "wrong current password" is about what was typed: retyping clears it (and the form's copy).
    const clearsFailure = key === 'currentPassword' && message && !succeeded;
    const state = form.field(key, clearsFailure ? { onChange: () => dispatch(clearPasswordUpdateMessage()) } : {});
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${key}`} className={styles.label}>
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          className={styles.input}
          type="password"
          autoComplete={key === 'currentPassword' ? 'current-password' : 'new-password'}
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
      {field('currentPassword', '현재 비밀번호')}
      {field('newPassword', '새 비밀번호')}
      {field('confirmation', '새 비밀번호 확인')}
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
