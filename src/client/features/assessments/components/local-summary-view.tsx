import styles from '../assessments.module.css';
import type { LocalSummary } from '../local-summary';

/** A visitor's result, worked out in the browser. */
export function LocalSummaryView({ summary }: { summary: LocalSummary }) {
  return (
    <>
      <p>{summary.lead}</p>
      {summary.sections
        .filter((section) => section.items.length > 0)
        .map((section) => {
          const List = section.isRanked ? 'ol' : 'ul';
          return (
            <div key={section.heading}>
              <h3 className={styles.groupHeading}>{section.heading}</h3>
              <List className={styles.summaryList}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            </div>
          );
        })}
    </>
  );
}
