import { useId, useRef } from 'react';
import type { CardSortBank } from '../../../../shared/contracts/assessments';
import { COMEUP_ENTRY_MAX } from '../../../../shared/plain/assessments';
import styles from '../assessments.module.css';

interface ComeupFormProps {
  comeup: CardSortBank['comeup'];
  entries: string[];
  onChange: (entries: string[]) => void;
}

/** Free recall before the cards: the person's own words, up to `comeup.max` short entries. */
export function ComeupForm({ comeup, entries, onChange }: ComeupFormProps) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  // An empty list still shows one field to type into.
  const shown = entries.length > 0 ? entries : [''];

  const focusEntry = (index: number) => {
    // The field exists after React has rendered the change.
    requestAnimationFrame(() => list.current?.querySelectorAll('input')[index]?.focus());
  };

  const change = (index: number, value: string) => onChange(shown.map((entry, i) => (i === index ? value : entry)));
  const add = () => {
    onChange([...shown, '']);
    focusEntry(shown.length);
  };
  const remove = (index: number) => {
    onChange(shown.filter((_, i) => i !== index));
    focusEntry(Math.max(0, index - 1));
  };

  return (
    <div className={styles.section}>
      <p id={`${id}-prompt`}>{comeup.prompt}</p>
      <div>
        <p className={styles.muted}>이렇게 적어도 좋아요</p>
        <ul className={styles.examples}>
          {comeup.examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </div>
      <ol ref={list} className={styles.rankList} aria-describedby={`${id}-prompt`}>
        {shown.map((entry, index) => (
          // Entries have no identity but their place; typing never reorders them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className={styles.entry}>
            <div className={styles.field}>
              <label htmlFor={`${id}-${index}`} className={styles.label}>
                떠올린 것 {index + 1}
              </label>
              <input
                id={`${id}-${index}`}
                className={styles.input}
                value={entry}
                maxLength={COMEUP_ENTRY_MAX}
                placeholder={index === 0 ? comeup.placeholder : undefined}
                onChange={(event) => change(index, event.target.value)}
              />
            </div>
            {shown.length > 1 && (
              <button
                type="button"
                className={styles.smallButton}
                aria-label={`떠올린 것 ${index + 1} 지우기`}
                onClick={() => remove(index)}
              >
                지우기
              </button>
            )}
          </li>
        ))}
      </ol>
      <button type="button" className={styles.smallButton} onClick={add} disabled={shown.length >= comeup.max}>
        하나 더 적기
      </button>
      <p className={styles.muted}>최대 {comeup.max}개까지 적을 수 있어요. 떠오르지 않으면 건너뛰어도 괜찮아요.</p>
    </div>
  );
}
