import { Link } from 'react-router';
import * as z from 'zod/mini';
import consentText from '../../../../../content/pages/consent.json';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
import section from '../../../ui/section.module.css';
import styles from '../auth.module.css';

interface ConsentItem {
  id: string;
  required: boolean;
  title: string;
  summary: string;
  link?: string;
}

const ITEMS = consentText.items as ConsentItem[];

type Consents = Record<string, boolean>;

/**
 * The consents of /agree (content/pages/consent.json): each required one must be given, the
 * marketing one may be. The server has no rule of its own here: the required consents are kept
 * for the tab and the marketing one sent once an account exists (features/auth/consent.ts).
 */
const consentFormSchema = z.object(
  Object.fromEntries(
    ITEMS.map((item) => [item.id, item.required ? z.literal(true, '필수 항목에 동의해 주세요.') : z.boolean()]),
  ),
);

const NONE: Consents = Object.fromEntries(ITEMS.map((item) => [item.id, false]));

interface ConsentFormProps {
  /** Called once the required consents are given, with whether marketing news was agreed to. */
  onAgree: (marketing: boolean) => void;
}

/** '모두 동의해요', then each consent with its summary; the button waits for the required ones. */
export function ConsentForm({ onAgree }: ConsentFormProps) {
  const form = useSchemaForm<Consents, Consents>(consentFormSchema, NONE);
  const values = form.hookForm.watch();
  const allChecked = ITEMS.every((item) => values[item.id]);
  const requiredGiven = z.safeParse(consentFormSchema, values).success;
  const checkAll = (checked: boolean) => {
    for (const item of ITEMS) form.hookForm.setValue(item.id, checked, { shouldValidate: true });
  };

  return (
    <Form
      className={styles.form}
      onSubmit={form.onSubmit((consents) => onAgree(Boolean(consents.marketing)))}
      noValidate
    >
      <div className={section.frame}>
        <label className={styles.checkRow}>
          <input type="checkbox" checked={allChecked} onChange={(event) => checkAll(event.target.checked)} />
          <strong>모두 동의해요</strong>
        </label>
      </div>
      {ITEMS.map((item) => {
        const consent = form.field(item.id, { describedBy: [`consent-${item.id}`] });
        return (
          <div key={item.id} className={section.frame}>
            <label className={styles.checkRow}>
              <input type="checkbox" {...consent.control} />
              <span>
                <strong>{item.title}</strong> {item.required ? <span>(필수)</span> : null}
              </span>
            </label>
            <p id={`consent-${item.id}`} className={styles.hint}>
              {item.summary}
            </p>
            {consent.error}
            {item.link && (
              <Link to={item.link} className={styles.hint}>
                전문 보기
              </Link>
            )}
          </div>
        );
      })}
      <button type="submit" className={buttons.primary} disabled={!requiredGiven}>
        동의하고 계속하기
      </button>
      {form.announcer}
    </Form>
  );
}
