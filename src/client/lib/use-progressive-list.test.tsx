import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

function List({ items }: { items: readonly number[] }) {
  const shown = useProgressiveList(items, 3, 4);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Each step schedules the next one only after it has rendered. */
function runEveryStep() {
  while (vi.getTimerCount() > 0) act(() => vi.advanceTimersToNextTimer());
}

describe('useProgressiveList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the first items at once and the rest a step per task, until all are there', () => {
    render(<List items={range(10)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    // Nothing more is scheduled once the list is complete.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows a short list whole, with nothing scheduled', () => {
    render(<List items={range(2)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from the first items when the list changes', () => {
    const { rerender } = render(<List items={range(10)} />);
    runEveryStep();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);

    rerender(<List items={range(10).map((i) => i + 100)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('100');
    runEveryStep();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});
