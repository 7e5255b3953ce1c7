import styles from '../report.module.css';

export function Chips({ items, label }: { items: { id: string; label: string }[]; label: string }) {
  if (items.length === 0) return <p className={styles.muted}>고른 것이 없어요.</p>;
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{item.label}</li>
      ))}
    </ul>
  );
}
