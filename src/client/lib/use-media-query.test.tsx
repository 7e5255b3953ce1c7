import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery } from './use-media-query';

function Probe() {
  return <output>{useMediaQuery('(min-width: 1150px)') ? 'wide' : 'narrow'}</output>;
}

const resizeTo = (width: number) =>
  act(() => {
    // happy-dom re-evaluates its media queries and fires their change events on resize.
    (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width });
  });

describe('useMediaQuery', () => {
  afterEach(() => resizeTo(1024));

  it('answers for the viewport now and follows it as it changes', () => {
    resizeTo(390);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('narrow');
    resizeTo(1280);
    expect(screen.getByRole('status')).toHaveTextContent('wide');
    resizeTo(800);
    expect(screen.getByRole('status')).toHaveTextContent('narrow');
  });
});
