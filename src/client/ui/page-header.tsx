import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageHeaderProps {
  /** The small line above the title: where the page sits (탐색의 시간, 미션 마켓 · …). */
  eyebrow?: ReactNode;
  /** Its own class instead of the shared eyebrow's (the job pages draw theirs in the primary colour). */
  eyebrowClassName?: string;
  title: ReactNode;
  /** For a page section that names itself by its heading (`aria-labelledby`). */
  titleId?: string;
  lead?: ReactNode;
  /** More of the header, after the lead. */
  children?: ReactNode;
}

/** A page's header: eyebrow, the page's one `<h1>` and its lead, drawn alike on every page. */
export function PageHeader({ eyebrow, eyebrowClassName, title, titleId, lead, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={eyebrowClassName ?? styles.eyebrow}>{eyebrow}</p>}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}
