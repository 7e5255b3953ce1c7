import styles from '../recommendations.module.css';

interface IndustryChipsProps {
  industries: ReadonlyArray<{ id: string; name: string }>;
  selected: string | null;
  onSelect: (industry: string | null) => void;
}

/** Narrow the list to one industry; '전체' shows all. Pressed state is announced, not only coloured. */
export function IndustryChips({ industries, selected, onSelect }: IndustryChipsProps) {
  return (
    <fieldset className={styles.chipGroup}>
      <legend className={styles.muted}>산업으로 좁혀 보기</legend>
      <div className={styles.chips}>
        <button type="button" className={styles.chip} aria-pressed={selected === null} onClick={() => onSelect(null)}>
          전체
        </button>
        {industries.map((industry) => (
          <button
            key={industry.id}
            type="button"
            className={styles.chip}
            aria-pressed={selected === industry.id}
            onClick={() => onSelect(industry.id)}
          >
            {industry.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
