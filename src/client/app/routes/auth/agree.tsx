import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import consentText from '../../../../../content/pages/consent.json';
import styles from '../../../features/auth/auth.module.css';
import { rememberConsents } from '../../../features/auth/consent';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import section from '../../../ui/section.module.css';

interface ConsentItem {
  id: string;
  required: boolean;
  title: string;
  summary: string;
  link?: string;
}

const ITEMS = consentText.items as ConsentItem[];

/** /agree?type=normal|google|naver: the required consents and the optional marketing one, then sign-up. */
export default function AgreePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type');
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const allChecked = ITEMS.every((item) => checked[item.id]);
  const requiredChecked = ITEMS.filter((item) => item.required).every((item) => checked[item.id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!requiredChecked) return;
    rememberConsents(Boolean(checked.marketing));
    if (type === 'google' || type === 'naver') window.location.assign(`/api/auth/${type}`);
    else navigate(paths.register);
  };

  return (
    <section className={styles.page} aria-labelledby="agree-title">
      <h1 id="agree-title" className={styles.title}>
        약관 동의
      </h1>
      <p className={styles.lead}>진로의 시간을 시작하기 전에 아래 내용을 확인해 주세요.</p>
      <Form className={styles.form} onSubmit={submit}>
        <div className={section.frame}>
          <label className={styles.checkRow}>
            <input
              type="checkbox"
              checked={allChecked}
              onChange={(event) => setChecked(Object.fromEntries(ITEMS.map((item) => [item.id, event.target.checked])))}
            />
            <strong>모두 동의해요</strong>
          </label>
        </div>
        {ITEMS.map((item) => (
          <div key={item.id} className={section.frame}>
            <label className={styles.checkRow}>
              <input
                type="checkbox"
                checked={Boolean(checked[item.id])}
                onChange={(event) => setChecked((prev) => ({ ...prev, [item.id]: event.target.checked }))}
                aria-describedby={`consent-${item.id}`}
              />
              <span>
                <strong>{item.title}</strong> {item.required ? <span>(필수)</span> : null}
              </span>
            </label>
            <p id={`consent-${item.id}`} className={styles.hint}>
              {item.summary}
            </p>
            {item.link && (
              <Link to={item.link} className={styles.hint}>
                전문 보기
              </Link>
            )}
          </div>
        ))}
        <button type="submit" className={buttons.primary} disabled={!requiredChecked}>
          동의하고 계속하기
        </button>
      </Form>
    </section>
  );
}
