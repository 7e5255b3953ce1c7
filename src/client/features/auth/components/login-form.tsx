import { useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { loginPasswordStepSchema } from '../../../../shared/validation/auth-rules';
import { useThunkDispatch } from '../../../lib/use-app-dispatch';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
import styles from '../auth.module.css';
import { clearAuthError, login, selectAuthError, selectAuthLoading } from '../auth-slice';
import { EmailStep } from './email-step';

/**
 * The two-step log-in form of spec §2 and §4: e-mail → password. Back clears the password and
 * its error; a failed log-in shows the server's message as the e-mail error, on the e-mail step.
 */
export function LoginForm({ initialError }: { initialError?: string | null }) {
  const dispatch = useThunkDispatch();
  const authError = useSelector(selectAuthError);
  const loading = useSelector(selectAuthLoading);
  const id = useId();
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState('');
  const form = useSchemaForm(loginPasswordStepSchema, { password: '' });
  const passwordField = form.field('password');

  useEffect(() => {
    if (authError) setStep('email');
  }, [authError]);

  useEffect(
    () => () => {
      dispatch(clearAuthError());
    },
    [dispatch],
  );

  const back = () => {
    form.reset();
    setStep('email');
  };

  const submit = form.onSubmit(({ password }) => dispatch(login({ email, password })));

  if (step === 'email') {
    return (
      <EmailStep
        email={email}
        onEmailChange={(value) => {
          setEmail(value);
          if (authError) dispatch(clearAuthError());
        }}
        serverError={authError ?? initialError ?? null}
        onContinue={() => {
          dispatch(clearAuthError());
          setStep('password');
        }}
      />
    );
  }

  return (
    <Form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          이메일
        </label>
        <input id={`${id}-email`} className={styles.input} type="email" value={email} readOnly />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`} className={styles.label}>
          비밀번호
        </label>
        <input
          id={`${id}-password`}
          className={styles.input}
          type="password"
          autoComplete="current-password"
          // biome-ignore lint/a11y/noAutofocus: the person just chose to continue to this field.
          autoFocus
          {...passwordField.control}
        />
        {passwordField.error}
      </div>
      {form.announcer}
      <button type="submit" className={buttons.primary} disabled={loading}>
        {loading ? '로그인하는 중...' : '로그인'}
      </button>
      <button type="button" className={styles.linkButton} onClick={back}>
        뒤로
      </button>
    </Form>
  );
}
