import styles from './shell.module.css';

/** Shown while a page's code loads (spec §2). */
export function LoadingPage() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      페이지를 불러오는 중...
    </div>
  );
}
