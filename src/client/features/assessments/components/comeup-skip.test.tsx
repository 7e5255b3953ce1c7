import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../../../shared/constants';
import { forgetStepDrafts } from '../draft-store';
import { fakeApi, renderLoaded } from '../testing';
import { ComeupPage } from './card-sort-pages';
import { DefinitionPage } from './common-pages';

beforeEach(() => {
  forgetStepDrafts();
  fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('skipping the comeup page', () => {
  it('remembers the skip in local storage and the comeupValue flag, and goes on to the myth page', async () => {
    const { store } = await renderLoaded(<ComeupPage step="value" page="comeup" userId={null} />, {
      path: '/inner-und/value/comeup',
    });
    await userEvent.click(await screen.findByRole('button', { name: '건너뛰기' }));
    expect(window.localStorage.getItem(LOCAL_KEYS.skipComeupValue)).toBe('true');
    expect(store.getState().assessments.comeupValue).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/inner-und/value/miss-und');
  });

  it('leaves the comeup page out next time: the definition page starts at the myth page', async () => {
    window.localStorage.setItem(LOCAL_KEYS.skipComeupStrength, 'true');
    await renderLoaded(<DefinitionPage step="strength" page="definition" userId={null} />);
    expect(await screen.findByRole('link', { name: '시작하기' })).toHaveAttribute(
      'href',
      '/inner-und/strength/miss-und',
    );
    // One page fewer in the progress.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '5');
  });

  it('is asked by default, and the skip of one step does not skip another', async () => {
    window.localStorage.setItem(LOCAL_KEYS.skipComeupValue, 'true');
    const { store } = await renderLoaded(<DefinitionPage step="interest" page="definition" userId={null} />);
    expect(await screen.findByRole('link', { name: '시작하기' })).toHaveAttribute('href', '/inner-und/interest/comeup');
    expect(store.getState().assessments.comeupValue).toBe(false);
  });

  it('skipping strengths sets only its own key, not the value flag', async () => {
    const { store } = await renderLoaded(<ComeupPage step="strength" page="comeup" userId={null} />);
    await userEvent.click(await screen.findByRole('button', { name: '건너뛰기' }));
    expect(window.localStorage.getItem(LOCAL_KEYS.skipComeupStrength)).toBe('true');
    expect(window.localStorage.getItem(LOCAL_KEYS.skipComeupValue)).toBeNull();
    expect(store.getState().assessments.comeupValue).toBe(false);
  });
});
