import { useEffect, useState } from 'react';

/**
 * The part of a long list to render now: the `first` items at once, then `step` more in each
 * following task, until all are there. A phone then paints the first screenful without building
 * two hundred cards in one long task, and stays responsive while the rest arrive. Another list
 * (another search, another filter) starts again from `first`.
 */
export function useProgressiveList<T>(items: readonly T[], first = 12, step = 24): readonly T[] {
  const [state, setState] = useState({ items, shown: first });
  if (state.items !== items) setState({ items, shown: first });
  const shown = Math.min(items.length, state.items === items ? state.shown : first);

  useEffect(() => {
    if (shown >= items.length) return;
    const timer = setTimeout(() => {
      setState((current) => (current.items === items ? { items, shown: current.shown + step } : current));
    }, 0);
    return () => clearTimeout(timer);
  }, [items, shown, step]);

  return shown === items.length ? items : items.slice(0, shown);
}
