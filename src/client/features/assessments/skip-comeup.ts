import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LOCAL_KEYS } from '../../../shared/constants';
import { readItem, writeItem } from '../../lib/storage';
import { selectComeupValue, skipComeupValue } from './assessments-slice';
import type { CardSortStep } from './flows';

/** The spec's local-storage keys (§3) that remember a skipped comeup page, one per card sort. */
const SKIP_COMEUP_KEYS: Record<CardSortStep, string> = {
  value: LOCAL_KEYS.skipComeupValue,
  strength: LOCAL_KEYS.skipComeupStrength,
  interest: LOCAL_KEYS.skipComeupInterest,
};

function hasSkippedComeup(step: CardSortStep): boolean {
  return readItem('local', SKIP_COMEUP_KEYS[step]) === 'true';
}

/**
 * Whether the step's comeup page is skipped, and the skip action: it sets the step's key (and,
 * for values, the store's `comeupValue` flag), so the flow leaves the page out from now on.
 */
export function useComeupSkip(step: CardSortStep | null): { isSkipped: boolean; skip: () => void } {
  const dispatch = useDispatch();
  const flag = useSelector(selectComeupValue);
  // Storage does not notify in the same tab, so the read is kept in state and updated on skip.
  const [stored, setStored] = useState(() => (step ? hasSkippedComeup(step) : false));

  const skip = () => {
    if (!step) return;
    writeItem('local', SKIP_COMEUP_KEYS[step], 'true');
    setStored(true);
    if (step === 'value') dispatch(skipComeupValue());
  };

  return { isSkipped: step !== null && (stored || (step === 'value' && flag)), skip };
}
