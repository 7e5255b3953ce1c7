import { type FormEvent, useEffect, useId, useRef } from 'react';
import { validateEmail } from '../../../../shared/validation/auth-rules';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useFormErrors } from '../../../ui/form-errors';
import styles from '../auth.module.css';

interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** An error from the server (auth failure), shown as the e-mail error (spec §4). */
  serverError: string | null;
  onContinue: () => void;
}

/**
 * Step 1 of log-in and sign-up: the e-mail, with Continue disabled while it has an error (spec
 * §5). Its rule error shows once the field is left; a refused log-in or sign-up comes back here
 * (spec §4) with the server's message on the field, and focus on the field to fix.
 */
export function EmailStep({ email, onEmailChange, serverError, onContinue }: EmailStepProps) {
  const id = useId();
  const form = useFormErrors(['email'] as const);
  const ruleError = validateEmail(email);
  const field = form.field('email', { rule: ruleError, server: serverError });
  const input = useRef<HTMLInputElement | null>(null);

  // Back from a refused log-in or sign-up: the keyboard stays in the form, on the field to fix,
  // which reads out its error (aria-describedby).
  useEffect(() => {
    if (serverError) input.current?.focus();
  }, [serverError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submit({ email: ruleError })) onContinue();
  };

  return (
    <Form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          이메일
        </label>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="example@email.com"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          {...field.control}
          ref={(element) => {
            input.current = element;
            field.control.ref(element);
          }}
        />
        {field.error}
      </div>
      {form.announcer}
      <button type="submit" className={buttons.primary} disabled={ruleError !== null}>
        계속하기
      </button>
    </Form>
  );
}
