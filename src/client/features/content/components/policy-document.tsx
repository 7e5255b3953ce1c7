import type { PolicyPage } from '../../../../shared/contracts/content';
import pageStyles from '../../../ui/page.module.css';
import styles from '../content.module.css';
import { formatKoreanDate } from '../format';
import { SanitizedHtml } from './sanitized-html';

/** A policy page: its title, version and effective date, a table of contents, and the text. */
export function PolicyDocument({ page }: { page: PolicyPage }) {
  return (
    <article className={styles.page} aria-labelledby="policy-title">
      <header className={styles.header}>
        <h1 id="policy-title" className={pageStyles.title}>
          {page.title}
        </h1>
        {(page.version || page.effectiveDate) && (
          <p className={styles.meta}>
            {page.version && <span>버전 {page.version}</span>}
            {page.effectiveDate && (
              <span>
                시행일 <time dateTime={page.effectiveDate}>{formatKoreanDate(page.effectiveDate)}</time>
              </span>
            )}
          </p>
        )}
      </header>
      {page.toc.length > 0 && <TableOfContents toc={page.toc} />}
      <SanitizedHtml html={page.html} className={styles.prose} />
    </article>
  );
}

function TableOfContents({ toc }: { toc: PolicyPage['toc'] }) {
  return (
    <nav className={styles.toc} aria-labelledby="policy-toc-title">
      <h2 id="policy-toc-title" className={styles.tocTitle}>
        목차
      </h2>
      <ol className={styles.tocList}>
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? styles.tocNested : undefined}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
