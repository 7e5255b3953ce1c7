import { useState } from 'react';
import { useStickyBar } from '../../../lib/use-sticky-bar';
import styles from '../assessments.module.css';

/** What a card shows; the tags that score it do not matter here. */
export interface CardView {
  id: string;
  label: string;
  description: string;
}

interface CardSelectProps {
  cards: readonly CardView[];
  selected: readonly string[];
  range: { min: number; max: number };
  onChange: (selected: string[]) => void;
}

/**
 * The card grid: each card a toggle button (aria-pressed), the count kept in sight and read out.
 * At the maximum a further pick is refused with a message, not by disabling the cards, so they
 * stay reachable by keyboard.
 */
export function CardSelect({ cards, selected, range, onChange }: CardSelectProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const counter = useStickyBar<HTMLDivElement>('top');

  const toggle = (id: string) => {
    if (selected.includes(id)) {
      setRefusal(null);
      onChange(selected.filter((candidate) => candidate !== id));
    } else if (selected.length >= range.max) {
      setRefusal(`최대 ${range.max}개까지 고를 수 있어요. 다른 카드를 빼고 골라 주세요.`);
    } else {
      setRefusal(null);
      onChange([...selected, id]);
    }
  };

  return (
    <>
      <div ref={counter} className={styles.counter} aria-live="polite">
        <p>
          {selected.length}개 골랐어요 (최소 {range.min}개)
        </p>
        {refusal ? (
          <p className={styles.error}>{refusal}</p>
        ) : (
          <p className={styles.muted}>최대 {range.max}개까지 고를 수 있어요.</p>
        )}
      </div>
      <ul className={styles.cardGrid}>
        {cards.map((card) => {
          const isSelected = selected.includes(card.id);
          return (
            <li key={card.id}>
              <button
                type="button"
                className={styles.card}
                aria-pressed={isSelected}
                aria-labelledby={`card-${card.id}-label`}
                aria-describedby={`card-${card.id}-description`}
                onClick={() => toggle(card.id)}
              >
                <span className={styles.check} aria-hidden="true">
                  ✓
                </span>
                <span className={styles.cardText}>
                  <span id={`card-${card.id}-label`} className={styles.cardLabel}>
                    {card.label}
                  </span>
                  <span id={`card-${card.id}-description`} className={styles.cardDescription}>
                    {card.description}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
