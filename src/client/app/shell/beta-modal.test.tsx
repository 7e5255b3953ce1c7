import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BETA_SEEN_COOKIE, LOCAL_KEYS } from '../../../shared/constants';
import { readCookie } from '../../lib/cookies';
import { deleteCookie } from '../../test/cookies';
import { renderWithApp } from '../../test/render';
import BetaModal from './beta-modal';
import { shouldShowBetaModal } from './notice-conditions';

beforeAll(() => {
  // happy-dom's <dialog> lacks showModal; the open attribute is enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
beforeEach(() => deleteCookie(BETA_SEEN_COOKIE));

describe('beta modal', () => {
  it('goes to the career test and is not shown again', async () => {
    const onClose = vi.fn();
    renderWithApp(<BetaModal onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '지금 바로 진로 검사하러 가기' }));
    expect(window.localStorage.getItem(LOCAL_KEYS.hasSeenBetaModal)).toBe('true');
    expect(readCookie(BETA_SEEN_COOKIE)).toBe('1');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent('/map');
    expect(shouldShowBetaModal()).toBe(false);
  });

  it('"later" and the close button close it and remember', async () => {
    for (const close of [
      () => userEvent.click(screen.getByRole('button', { name: '나중에 할게요' })),
      () => userEvent.click(screen.getByRole('button', { name: '닫기' })),
    ]) {
      window.localStorage.clear();
      deleteCookie(BETA_SEEN_COOKIE);
      const onClose = vi.fn();
      const { unmount } = renderWithApp(<BetaModal onClose={onClose} />);
      await close();
      expect(onClose).toHaveBeenCalledOnce();
      expect(window.localStorage.getItem(LOCAL_KEYS.hasSeenBetaModal)).toBe('true');
      expect(readCookie(BETA_SEEN_COOKIE)).toBe('1');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      unmount();
    }
  });

  it('is due while local storage has no hasSeenBetaModal, whatever the cookie says', () => {
    expect(shouldShowBetaModal()).toBe(true);
    window.localStorage.setItem(LOCAL_KEYS.hasSeenBetaModal, 'true');
    expect(shouldShowBetaModal()).toBe(false);
  });
});
