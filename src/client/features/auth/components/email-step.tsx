import { type FormEvent, useId, useState } from 'react';
import { validateEmail } from '../../../../shared/validation/auth-rules';
import buttons from '../../../ui/button.module.css';
import styles from '../auth.module.css';

interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** An error from the server (auth failure), shown as the e-mail error (spec §4). */
  serverError: string | null;
  onContinue: () => void;
}

/** Step 1 of log-in and sign-up: the e-mail, with Continue disabled while it has an error. */
export function EmailStep({ email, onEmailChange, serverError, onContinue }: EmailStepProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const ruleError = validateEmail(email);
  const shown = serverError ?? (touched ? ruleError : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!ruleError) onContinue();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
          onChange={(event) => {
            setTouched(true);
            onEmailChange(event.target.value);
          }}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-email-error` : undefined}
        />
        {shown && (
          <p id={`${id}-email-error`} className={styles.error} role="alert">
            {shown}
          </p>
        )}
      </div>
      <button type="submit" className={buttons.primary} disabled={ruleError !== null}>
        계속하기
      </button>
    </form>
  );
}
