import type { TraitPhysBank } from '../../../../shared/contracts/assessments';
import styles from '../assessments.module.css';

interface LikertQuestionProps {
  id: string;
  number: number;
  text: string;
  scale: TraitPhysBank['scale'];
  value: number | undefined;
  isMissing: boolean;
  onChange: (value: number) => void;
}

/** One statement and its 1–5 answers as a radio group; every answer has its words, not just a place. */
export function LikertQuestion({ id, number, text, scale, value, isMissing, onChange }: LikertQuestionProps) {
  const values = Array.from({ length: scale.max - scale.min + 1 }, (_, index) => scale.min + index);
  return (
    <fieldset className={styles.question} data-missing={isMissing}>
      <legend className={styles.legend}>
        {number}. {text}
        {isMissing && <span className="visually-hidden"> (답하지 않았어요)</span>}
      </legend>
      <div className={styles.scale}>
        {values.map((option, index) => (
          <label key={option} className={styles.scaleOption}>
            <input
              type="radio"
              name={`likert-${id}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{scale.labels[index] ?? option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
