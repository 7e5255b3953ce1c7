import { useId, useState } from 'react';
import type { KskillBank } from '../../../../shared/contracts/assessments';
import { useStickyBar } from '../../../lib/use-sticky-bar';
import styles from '../assessments.module.css';

interface KskillSelectProps {
  part: KskillBank['knowledge'];
  /** '지식 분야' or '기술': how the counter and the filter name what is chosen. */
  noun: string;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** Grouped checkboxes with their descriptions, a filter, and the count kept in sight. */
export function KskillSelect({ part, noun, selected, onChange }: KskillSelectProps) {
  const base = useId();
  const counter = useStickyBar<HTMLDivElement>('top');
  const [query, setQuery] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const needle = query.trim().toLowerCase();
  const groups = part.groups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          needle === '' ||
          item.label.toLowerCase().includes(needle) ||
          item.description.toLowerCase().includes(needle) ||
          group.label.toLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.items.length > 0);

  const toggle = (id: string, checked: boolean) => {
    if (!checked) {
      setRefusal(null);
      onChange(selected.filter((candidate) => candidate !== id));
    } else if (selected.length >= part.max) {
      setRefusal(`최대 ${part.max}개까지 고를 수 있어요. 다른 것을 빼고 골라 주세요.`);
    } else {
      setRefusal(null);
      onChange([...selected, id]);
    }
  };

  return (
    <>
      <p>{part.prompt}</p>
      <div ref={counter} className={styles.counter} aria-live="polite">
        <p>
          {selected.length}개 골랐어요 (최소 {part.min}개)
        </p>
        {refusal ? (
          <p className={styles.error}>{refusal}</p>
        ) : (
          <p className={styles.muted}>최대 {part.max}개까지 고를 수 있어요.</p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${base}-filter`} className={styles.label}>
          {noun} 찾기
        </label>
        <input
          id={`${base}-filter`}
          className={styles.input}
          type="search"
          value={query}
          placeholder="예: 디자인, 수학"
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${base}-filter-result`}
        />
        <p id={`${base}-filter-result`} className={styles.muted} aria-live="polite">
          {needle === ''
            ? ''
            : groups.length === 0
              ? `‘${query.trim()}’에 맞는 항목이 없어요.`
              : `${groups.reduce((sum, group) => sum + group.items.length, 0)}개 항목이 보여요.`}
        </p>
      </div>
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.question}>
          <legend className={styles.legend}>{group.label}</legend>
          <div className={styles.choices}>
            {group.items.map((item) => {
              const inputId = `${base}-${item.id}`;
              return (
                <label key={item.id} htmlFor={inputId} className={styles.choice}>
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={selected.includes(item.id)}
                    onChange={(event) => toggle(item.id, event.target.checked)}
                    aria-labelledby={`${inputId}-label`}
                    aria-describedby={`${inputId}-description`}
                  />
                  <span className={styles.choiceText}>
                    <span id={`${inputId}-label`} className={styles.cardLabel}>
                      {item.label}
                    </span>
                    <span id={`${inputId}-description`} className={styles.cardDescription}>
                      {item.description}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
