import { Link } from 'react-router';
import buttons from '../../../ui/button.module.css';
import page from '../../../ui/page.module.css';
import styles from '../content.module.css';

/** Card-sized placeholders while a list loads, announced once to screen readers. */
export function ListSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div className={styles.list} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <div key={index} className={styles.skeletonCard} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A reading-page placeholder: title line and body block, the size of what is coming. */
export function ReadingSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.page} role="status" aria-label={label}>
      <div className={styles.skeletonText} aria-hidden="true" />
      <div className={styles.skeletonTextShort} aria-hidden="true" />
      <div className={styles.skeletonBody} aria-hidden="true" />
    </div>
  );
}

interface NotFoundStateProps {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}

/** The page's own 404: it keeps the one h1 and offers the way back. */
export function NotFoundState({ title, message, backTo, backLabel }: NotFoundStateProps) {
  return (
    <section className={styles.state} aria-labelledby="content-state-title">
      <h1 id="content-state-title" className={page.title}>
        {title}
      </h1>
      <p className={page.lead}>{message}</p>
      <div className={styles.actions}>
        <Link to={backTo} className={buttons.primary}>
          {backLabel}
        </Link>
      </div>
    </section>
  );
}

interface ErrorStateProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** Render the title as the page's h1 (when nothing else on the page is). */
  isPageTitle?: boolean;
}

/** A failed load: what went wrong, in the client's Korean words, and a retry. */
export function ErrorState({ title, message, onRetry, isPageTitle = false }: ErrorStateProps) {
  const Heading = isPageTitle ? 'h1' : 'h2';
  return (
    <section className={styles.state} role="alert" aria-labelledby="content-error-title">
      <Heading id="content-error-title" className={isPageTitle ? page.title : styles.sectionTitle}>
        {title}
      </Heading>
      <p className={page.lead}>{message}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        다시 불러오기
      </button>
    </section>
  );
}
