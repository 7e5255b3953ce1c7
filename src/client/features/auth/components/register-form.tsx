import { useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { registerPasswordStepSchema } from '../../../../shared/validation/auth-rules';
import { useThunkDispatch } from '../../../lib/use-app-dispatch';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
import styles from '../auth.module.css';
import { clearAuthError, register, selectAuthError, selectAuthLoading } from '../auth-slice';
import { EmailStep } from './email-step';

/**
 * The two-step sign-up form: e-mail → password and confirmation. Submit stays disabled until
 * both are filled, equal and free of errors (spec §5). A refused sign-up returns to the e-mail
 * step with the server's message (spec §4) and keeps both passwords: the spec does not ask to
 * empty them, and the e-mail is what is to be fixed.
 */
export function RegisterForm() {
  const dispatch = useThunkDispatch();
  const authError = useSelector(selectAuthError);
  const loading = useSelector(selectAuthLoading);
  const id = useId();
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState('');
  const form = useSchemaForm(registerPasswordStepSchema, { password: '', confirmation: '' });

  useEffect(() => {
    if (authError) setStep('email');
  }, [authError]);

  useEffect(
    () => () => {
      dispatch(clearAuthError());
    },
    [dispatch],
  );

  const passwordField = form.field('password', { describedBy: [`${id}-password-hint`] });
  const confirmationField = form.field('confirmation');
  const canSubmit = form.hookForm.formState.isValid && !loading;

  const back = () => {
    form.reset();
    setStep('email');
  };

  const submit = form.onSubmit(({ password }) => dispatch(register({ email, password })));

  if (step === 'email') {
    return (
      <EmailStep
        email={email}
        onEmailChange={(value) => {
          setEmail(value);
          if (authError) dispatch(clearAuthError());
        }}
        serverError={authError}
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
          autoComplete="new-password"
          // biome-ignore lint/a11y/noAutofocus: the person just chose to continue to this field.
          autoFocus
          {...passwordField.control}
        />
        {passwordField.error}
        <p id={`${id}-password-hint`} className={styles.hint}>
          영문, 숫자, 특수문자(@$!%*#?&)를 모두 넣어 8자 이상으로 만들어 주세요.
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-confirm`} className={styles.label}>
          비밀번호 확인
        </label>
        <input
          id={`${id}-confirm`}
          className={styles.input}
          type="password"
          autoComplete="new-password"
          {...confirmationField.control}
        />
        {confirmationField.error}
      </div>
      {form.announcer}
      <button type="submit" className={buttons.primary} disabled={!canSubmit}>
        {loading ? '가입하는 중...' : '가입하기'}
      </button>
      <button type="button" className={styles.linkButton} onClick={back}>
        뒤로
      </button>
    </Form>
  );
}
