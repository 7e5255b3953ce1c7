import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../../../shared/constants';
import {
  VOC_CATEGORIES,
  VOC_CATEGORY_LABELS,
  VOC_EMAIL_RETENTION_DAYS,
  VOC_LIMITS,
  type VocReceipt,
  vocFormSchema,
  vocMessageLength,
} from '../../../shared/contracts/voc';
import { answerOf } from '../../lib/api';
import { HttpError } from '../../lib/http';
import { paths } from '../../lib/paths';
import buttons from '../../ui/button.module.css';
import { Form } from '../../ui/form';
import { useSchemaForm } from '../../ui/form-errors';
import { useSendVocMessageMutation } from './api';
import styles from './voc.module.css';

const FIELDS = ['category', 'message', 'email'] as const;
/** An empty form: no kind chosen yet (the schema's enum refuses '' with "의견 종류를 골라 주세요."). */
const EMPTY = { category: '' as (typeof VOC_CATEGORIES)[number], message: '', email: '' };

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: string };

/**
 * The 고객의 목소리 form: kind, message with a live character count, and an optional reply
 * address. Rules and messages are the server's own (shared/contracts/voc.ts); a field shows its
 * error once it has been left or the form submitted, and a failed send keeps what was written.
 */
export function VocForm() {
  const [sendVocMessage] = useSendVocMessageMutation();
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [receipt, setReceipt] = useState<{ receipt: VocReceipt; hasEmail: boolean } | null>(null);
  const id = useId();
  const form = useSchemaForm(vocFormSchema, EMPTY);

  const category = form.field('category');
  const message = form.field('message', { describedBy: [`${id}-message-hint`, `${id}-message-count`] });
  const email = form.field('email', { describedBy: [`${id}-email-hint`] });
  const length = vocMessageLength(form.hookForm.watch('message'));
  const isSending = sending.status === 'sending';

  const submit = form.onSubmit(async (values) => {
    if (isSending) return;
    setSending({ status: 'sending' });
    try {
      const email = values.email.trim();
      const sent = await answerOf(
        sendVocMessage({ category: values.category, message: values.message, ...(email ? { email } : {}) }),
      );
      setReceipt({ receipt: sent, hasEmail: email !== '' });
      setSending({ status: 'idle' });
    } catch (err) {
      const fields = err instanceof HttpError ? err.fields : undefined;
      // The alert below says what went wrong; each field shows its own, and focus goes to the first to fix.
      const refused = FIELDS.filter((field) => fields?.[field]);
      refused.forEach((field, index) => {
        form.report(field, fields?.[field] ?? '', { focus: index === 0 });
      });
      setSending({ status: 'failed', message: failureMessage(err) });
    }
  });

  const startOver = () => {
    form.reset(EMPTY);
    setReceipt(null);
  };

  if (receipt) return <VocSent receipt={receipt.receipt} hasEmail={receipt.hasEmail} onStartOver={startOver} />;

  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${id}-privacy`}>
      <div className={styles.field}>
        <label htmlFor={`${id}-category`} className={styles.label}>
          의견 종류
        </label>
        <select id={`${id}-category`} className={styles.control} {...category.control}>
          <option value="">골라 주세요</option>
          {VOC_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {VOC_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        {category.error}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-message`} className={styles.label}>
          내용
        </label>
        <textarea
          id={`${id}-message`}
          className={styles.textarea}
          {...message.control}
          placeholder="어떤 화면에서 무엇을 하다가 겪은 일인지 적어 주시면 더 빨리 살펴볼 수 있어요."
        />
        <div className={styles.row}>
          <p id={`${id}-message-hint`} className={styles.hint}>
            {VOC_LIMITS.messageMin}자 이상 {VOC_LIMITS.messageMax.toLocaleString('ko-KR')}자 이하로 적어 주세요.
          </p>
          <p id={`${id}-message-count`} className={length > VOC_LIMITS.messageMax ? styles.countOver : styles.count}>
            {length.toLocaleString('ko-KR')} / {VOC_LIMITS.messageMax.toLocaleString('ko-KR')}자
          </p>
        </div>
        {message.error}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          답장 받을 이메일<span className={styles.optional}>(선택)</span>
        </label>
        <input
          id={`${id}-email`}
          className={styles.control}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...email.control}
        />
        <p id={`${id}-email-hint`} className={styles.hint}>
          답장이 필요할 때만 적어 주세요. 이 의견에 답장하는 데만 쓰고, 받은 날부터 {VOC_EMAIL_RETENTION_DAYS}일이
          지나면 저절로 지워져요.
        </p>
        {email.error}
      </div>

      <p id={`${id}-privacy`} className={styles.hint}>
        로그인한 상태라면 의견이 계정과 함께 저장되고, 탈퇴하면 함께 지워져요. 자세한 내용은{' '}
        <Link to={paths.privacyPolicy}>개인정보 처리방침</Link>에 있어요.
      </p>

      {form.announcer}
      {sending.status === 'failed' && (
        <p role="alert" className={styles.alert}>
          {sending.message}
        </p>
      )}

      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={isSending}>
        {isSending ? '보내는 중...' : '의견 보내기'}
      </button>
    </Form>
  );
}

function failureMessage(err: unknown): string {
  const kept = '적은 내용은 그대로 남아 있어요.';
  if (err instanceof HttpError) {
    if (err.fields) return `${err.message} 표시된 칸을 고친 뒤 다시 보내 주세요.`;
    if (err.kind === 'status' && (err.status ?? 0) >= 500) {
      return `${err.message} ${kept} 계속 안 되면 ${CONTACT_EMAIL}로 보내 주세요.`;
    }
    return `${err.message} ${kept}`;
  }
  return `의견을 보내지 못했어요. ${kept} 잠시 후 다시 시도해 주세요.`;
}

interface VocSentProps {
  receipt: VocReceipt;
  hasEmail: boolean;
  onStartOver: () => void;
}

/** The confirmation: the message arrived, and what happens to it now. */
function VocSent({ receipt, hasEmail, onStartOver }: VocSentProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the news so keyboard and screen-reader users hear it.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <section className={styles.done} aria-labelledby="voc-sent-title">
      <h2 id="voc-sent-title" ref={titleRef} tabIndex={-1} className={styles.doneTitle}>
        의견을 잘 받았어요. 고마워요!
      </h2>
      <ul className={styles.steps}>
        <li>팀원이 보내 주신 의견을 모두 직접 읽어요.</li>
        <li>오류 신고는 확인되는 대로 고치고, 제안과 의견은 다음 개선 계획을 세울 때 함께 살펴봐요.</li>
        <li>
          {hasEmail
            ? '답장이 필요한 내용이면 남겨 주신 이메일로 연락드릴게요.'
            : '이메일을 남기지 않으셔서 따로 답장은 드리지 않아요. 답장이 필요하면 이메일과 함께 다시 보내 주세요.'}
        </li>
      </ul>
      <p className={styles.receipt}>
        접수 번호 {receipt.id.slice(0, 8)} · 같은 일로 다시 연락하실 때 알려 주시면 빨리 찾을 수 있어요.
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onStartOver}>
          의견 하나 더 보내기
        </button>
        <Link to={paths.home} className={buttons.primary}>
          홈으로 가기
        </Link>
      </div>
    </section>
  );
}
