import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../shared/constants';
import { renderWithApp } from '../../test/render';
import { aUser } from '../../test/users';
import { fakeApi } from '../assessments/testing';
import { useAfterLogin } from './use-after-login';
import { setUser } from './user-slice';

const USER = aUser();

function LoginPage() {
  useAfterLogin();
  return null;
}

describe('when a user becomes available (spec §4)', () => {
  it('sends the consent chosen on /agree, forgets it, then goes to the remembered page', async () => {
    window.localStorage.setItem(LOCAL_KEYS.marketingConsent, 'true');
    window.sessionStorage.setItem(SESSION_KEYS.loginRedirectPath, '/roadmaps');
    const api = fakeApi({
      'PATCH /api/auth/marketing-consent': {
        status: 200,
        body: { data: { user: { ...USER, marketingConsent: true } } },
      },
    });
    const { store } = renderWithApp(<LoginPage />, { path: '/login' });
    act(() => {
      store.dispatch(setUser(USER));
    });
    expect(await screen.findByText('/roadmaps')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/auth/marketing-consent')[0]?.body).toEqual({ marketingConsent: true });
    expect(window.localStorage.getItem(LOCAL_KEYS.marketingConsent)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.loginRedirectPath)).toBeNull();
    expect(store.getState().user.user?.marketingConsent).toBe(true);
  });

  it('keeps the consent when it could not be sent (the failure only logged) and still goes on', async () => {
    window.localStorage.setItem(LOCAL_KEYS.marketingConsent, 'false');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      'PATCH /api/auth/marketing-consent': { status: 500, body: { error: { code: 'INTERNAL', message: '오류' } } },
    });
    const { store } = renderWithApp(<LoginPage />, { path: '/login' });
    act(() => {
      store.dispatch(setUser(USER));
    });
    expect(await screen.findByText('/')).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEYS.marketingConsent)).toBe('false');
    expect(warn).toHaveBeenCalledWith('marketing consent was not saved', expect.anything());
    expect(store.getState().user.user).toEqual(USER);
  });
});
