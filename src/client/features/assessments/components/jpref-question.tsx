import { useState } from 'react';
import type { JprefQuestion } from '../../../../shared/contracts/assessments';
import styles from '../assessments.module.css';

type Answer = string | number | string[];

interface JprefQuestionViewProps {
  question: JprefQuestion;
  number: number;
  value: Answer | undefined;
  isMissing: boolean;
  onChange: (value: Answer) => void;
}

/** One job-preference question: a radio group (single, scale) or a checkbox group (multi). */
export function JprefQuestionView({ question, number, value, isMissing, onChange }: JprefQuestionViewProps) {
  const name = `jpref-${question.id}`;
  return (
    <fieldset className={styles.question} data-missing={isMissing}>
      <legend className={styles.legend}>
        {number}. {question.text}
        {isMissing && <span className="visually-hidden"> (답하지 않았어요)</span>}
      </legend>
      {question.type === 'multi' ? (
        <MultiChoice question={question} name={name} value={Array.isArray(value) ? value : []} onChange={onChange} />
      ) : (
        <div className={question.type === 'scale' ? styles.scale : styles.choices}>
          {optionsOf(question).map((option) => (
            <label
              key={String(option.value)}
              className={question.type === 'scale' ? styles.scaleOption : styles.choice}
            >
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function optionsOf(question: Exclude<JprefQuestion, { type: 'multi' }>): { value: string | number; label: string }[] {
  if (question.type === 'single') return question.options;
  return Array.from({ length: question.max - question.min + 1 }, (_, index) => {
    const value = question.min + index;
    return { value, label: question.labels?.[index] ?? String(value) };
  });
}

function MultiChoice({
  question,
  name,
  value,
  onChange,
}: {
  question: Extract<JprefQuestion, { type: 'multi' }>;
  name: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const toggle = (option: string, checked: boolean) => {
    if (!checked) {
      setRefusal(null);
      onChange(value.filter((candidate) => candidate !== option));
    } else if (value.length >= question.max) {
      setRefusal(`최대 ${question.max}개까지 고를 수 있어요.`);
    } else {
      setRefusal(null);
      onChange([...value, option]);
    }
  };
  return (
    <>
      <p className={styles.muted} aria-live="polite">
        {refusal ?? `${value.length}개 골랐어요 (최대 ${question.max}개)`}
      </p>
      <div className={styles.choices}>
        {question.options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </>
  );
}
