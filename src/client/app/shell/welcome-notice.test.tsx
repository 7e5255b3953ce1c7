import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../../shared/constants';
import { shouldShowWelcome } from './notice-conditions';
import WelcomeNotice from './welcome-notice';

beforeEach(() => {
  vi.useFakeTimers();
  window.innerWidth = 1280;
});
afterEach(() => vi.useRealTimers());

describe('desktop welcome notice', () => {
  it('shows only from 1024px wide', () => {
    expect(shouldShowWelcome(1023)).toBe(false);
    expect(shouldShowWelcome(1024)).toBe(true);
  });

  it('shows once, then hides itself after 3000 ms', () => {
    const onClose = vi.fn();
    render(<WelcomeNotice onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('환영해요');
    expect(window.localStorage.getItem(LOCAL_KEYS.hasShownDesktopWelcome)).toBe('true');

    act(() => vi.advanceTimersByTime(2_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();

    expect(shouldShowWelcome(1280)).toBe(false);
  });

  it('hides at once on click', () => {
    const onClose = vi.fn();
    render(<WelcomeNotice onClose={onClose} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is not due on a narrow screen', () => {
    expect(shouldShowWelcome(800)).toBe(false);
    expect(window.localStorage.getItem(LOCAL_KEYS.hasShownDesktopWelcome)).toBeNull();
  });
});
