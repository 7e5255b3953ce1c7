import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../../shared/constants';
import { renderWithApp } from '../../test/render';
import BetaModal from './beta-modal';

beforeAll(() => {
  // happy-dom's <dialog> lacks showModal; the open attribute is enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

describe('beta modal', () => {
  it('goes to the career test and is not shown again', async () => {
    renderWithApp(<BetaModal />);
    await userEvent.click(screen.getByRole('button', { name: '지금 바로 진로 검사 하러 가기' }));
    expect(window.localStorage.getItem(LOCAL_KEYS.hasSeenBetaModal)).toBe('true');
    expect(screen.getByTestId('location')).toHaveTextContent('/map');
    expect(screen.queryByRole('button', { name: '나중에 할게요' })).toBeNull();
  });

  it('"later" closes it and remembers', async () => {
    renderWithApp(<BetaModal />);
    await userEvent.click(screen.getByRole('button', { name: '나중에 할게요' }));
    expect(window.localStorage.getItem(LOCAL_KEYS.hasSeenBetaModal)).toBe('true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('is not shown to someone who saw it', () => {
    window.localStorage.setItem(LOCAL_KEYS.hasSeenBetaModal, 'true');
    renderWithApp(<BetaModal />);
    expect(screen.queryByRole('button', { name: '나중에 할게요' })).toBeNull();
  });
});
