import { useEffect, useState } from 'react';

/**
 * How many items of a long list to render now: `first` at once, then `step` more in each
 * following task, until all `total` are there. A phone then paints the first screenful without
 * building two hundred cards in one long task, and stays responsive while the rest arrive. A new
 * `list` (another search, another filter) starts again from `first`.
 */
export function useProgressiveCount(list: unknown, total: number, first = 12, step = 24): number {
  const [state, setState] = useState({ list, shown: first });
  const shown = Math.min(total, state.list === list ? state.shown : first);
  if (state.list !== list) setState({ list, shown: first });

  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => {
      setState((current) => (current.list === list ? { list, shown: shown + step } : current));
    }, 0);
    return () => clearTimeout(timer);
  }, [list, shown, total, step]);

  return shown;
}
