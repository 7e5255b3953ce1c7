import type { ReactNode } from 'react';
import styles from '../../../../ui/page.module.css';

/** A page that shows only its title and one message yet: log in first, loading, not found. */
export function TitledPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
