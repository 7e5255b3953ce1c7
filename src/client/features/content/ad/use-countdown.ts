import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second while not paused, and calls `onDone`
 * once when it reaches zero.
 */
export function useCountdown(seconds: number, isPaused: boolean, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    if (isPaused) return;
    if (remaining <= 0) {
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining, isPaused, onDone]);

  return remaining;
}
