import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';

interface PagedSurveyProps<Q extends { id: string }> {
  questions: readonly Q[];
  /** Questions per screen: a phone shows a few at a time instead of one endless list. */
  pageSize: number;
  /** Whether the screen may be left: a question that may stay empty counts as answered. */
  isAnswered: (question: Q) => boolean;
  /** What the progress counts as answered, if not `isAnswered`. */
  hasAnswer?: (question: Q) => boolean;
  renderQuestion: (question: Q, number: number, isMissing: boolean) => ReactNode;
  /** Before the first screen of questions. */
  backTo: string | null;
  finishLabel: string;
  onFinish: () => void;
  isFinishing?: boolean;
}

/**
 * Questions in small screens (`?page=N`, so reload and the browser's back button keep the place).
 * Moving on asks for the screen's answers first and points at what is missing; the group's
 * heading takes the focus on each new screen.
 */
export function PagedSurvey<Q extends { id: string }>({
  questions,
  pageSize,
  isAnswered,
  hasAnswer = isAnswered,
  renderQuestion,
  backTo,
  finishLabel,
  onFinish,
  isFinishing = false,
}: PagedSurveyProps<Q>) {
  const base = useId();
  const [params, setParams] = useSearchParams();
  const pageCount = Math.max(1, Math.ceil(questions.length / pageSize));
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), pageCount) : 1;
  const first = (page - 1) * pageSize;
  const shown = questions.slice(first, first + pageSize);
  const [missing, setMissing] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  useLayoutEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  });

  const goTo = (next: number) => {
    setMissing([]);
    focusHeading.current = true;
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  };

  const next = () => {
    const unanswered = shown.filter((question) => !isAnswered(question));
    if (unanswered.length > 0) {
      setMissing(unanswered.map((question) => question.id));
      const firstMissing = unanswered[0];
      if (firstMissing) document.getElementById(`${base}-${firstMissing.id}`)?.querySelector('input')?.focus();
      return;
    }
    if (page < pageCount) goTo(page + 1);
    else onFinish();
  };

  const stillMissing = shown.filter((question) => missing.includes(question.id) && !isAnswered(question));
  const answered = questions.filter(hasAnswer).length;

  return (
    <>
      <div className={styles.progress}>
        <h2 ref={heading} tabIndex={-1} className={`${styles.groupHeading} ${styles.pageHeading}`}>
          문항 {first + 1}–{first + shown.length} / {questions.length}
        </h2>
        <p className={styles.muted}>
          {questions.length}문항 중 {answered}개 답했어요 · {page} / {pageCount} 화면
        </p>
      </div>
      {shown.map((question, index) => (
        <div key={question.id} id={`${base}-${question.id}`}>
          {renderQuestion(question, first + index + 1, stillMissing.includes(question))}
        </div>
      ))}
      {stillMissing.length > 0 && (
        <p className={styles.error} role="alert">
          아직 답하지 않은 문항이 있어요:{' '}
          {stillMissing.map((question) => `${questions.indexOf(question) + 1}번`).join(', ')}
        </p>
      )}
      <nav className={styles.nav} aria-label="문항 화면 이동">
        {page > 1 ? (
          <button type="button" className={buttons.secondary} onClick={() => goTo(page - 1)}>
            이전 문항
          </button>
        ) : (
          backTo && (
            <Link to={backTo} className={buttons.secondary}>
              이전
            </Link>
          )
        )}
        <button type="button" className={buttons.primary} onClick={next} disabled={isFinishing}>
          {page < pageCount ? '다음 문항' : isFinishing ? '보내는 중...' : finishLabel}
        </button>
      </nav>
    </>
  );
}
