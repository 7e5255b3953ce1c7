import { useEffect, useId } from 'react';
import { emailStepSchema } from '../../../../shared/validation/auth-rules';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
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
  const form = useSchemaForm(emailStepSchema, { email });
  const field = form.field('email', {
    server: serverError,
    onChange: (event) => onEmailChange(String(event.target.value)),
  });
  const { focus } = form;

  // Back from a refused log-in or sign-up: the keyboard stays in the form, on the field to fix,
  // which reads out its error (aria-describedby).
  useEffect(() => {
    if (serverError) focus('email');
  }, [serverError, focus]);

  return (
    <Form className={styles.form} onSubmit={form.onSubmit(onContinue)} noValidate>
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
          {...field.control}
        />
        {field.error}
      </div>
      {form.announcer}
      <button type="submit" className={buttons.primary} disabled={!form.hookForm.formState.isValid}>
        계속하기
      </button>
    </Form>
  );
}
