import type { Industry, IndustryId } from '../../../../shared/contracts/jobs';
import browser from '../browser.module.css';

interface IndustryChipsProps {
  industries: readonly Industry[];
  /** How many jobs of the current search each industry has. */
  counts: ReadonlyMap<IndustryId, number>;
  total: number;
  selected: IndustryId | null;
  onSelect: (industry: IndustryId | null) => void;
}

/** One industry at a time, or all; each chip says how many of the current results it holds. */
export function IndustryChips({ industries, counts, total, selected, onSelect }: IndustryChipsProps) {
  return (
    <fieldset className={browser.chipGroup}>
      <legend className={browser.chipLegend}>산업</legend>
      <div className={browser.chips}>
        <Chip label="전체" count={total} isPressed={selected === null} onClick={() => onSelect(null)} />
        {industries.map((industry) => (
          <Chip
            key={industry.id}
            label={industry.name}
            count={counts.get(industry.id) ?? 0}
            isPressed={selected === industry.id}
            onClick={() => onSelect(selected === industry.id ? null : industry.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function Chip({
  label,
  count,
  isPressed,
  onClick,
}: {
  label: string;
  count: number;
  isPressed: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={browser.chip} aria-pressed={isPressed} onClick={onClick}>
      <span>{label}</span>
      <span className={browser.chipCount}>
        {count}
        <span className="visually-hidden">개</span>
      </span>
    </button>
  );
}
