import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../features/assessments/testing';
import { renderWithApp } from '../../../test/render';
import OAuthSuccessPage, { OAUTH_WAIT_MS } from './oauth-success';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/oauth-success', () => {
  it('without a session says the log-in did not finish and offers the log-in page', async () => {
    fakeApi({
      'GET /api/auth/check': {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: '로그인이 필요해요.' } },
      },
    });
    renderWithApp(<OAuthSuccessPage />, { path: '/oauth-success?provider=google' });
    expect(screen.getByRole('heading', { name: '로그인하고 있어요' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '로그인하지 못했어요' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('다시 로그인해 주세요.');
    expect(screen.getByRole('link', { name: '다시 로그인하기' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  });

  it('while the check has not answered after a short wait, offers a way on and keeps waiting', async () => {
    vi.useFakeTimers();
    // The check never answers (a stalled network).
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithApp(<OAuthSuccessPage />, { path: '/oauth-success' });
    expect(screen.queryByRole('link', { name: '다시 로그인하기' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(OAUTH_WAIT_MS);
    });
    expect(screen.getByText(/생각보다 오래 걸리고 있어요/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: '다시 로그인하기' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: '로그인하고 있어요' })).toBeInTheDocument();
  });

  it('with a session goes on to the remembered page', async () => {
    fakeApi({
      'GET /api/auth/check': {
        status: 200,
        body: {
          data: {
            user: {
              id: 'u1',
              email: 'a@example.com',
              providers: ['google'],
              marketingConsent: false,
              createdAt: '2026-11-01T00:00:00Z',
            },
          },
        },
      },
    });
    renderWithApp(<OAuthSuccessPage />, { path: '/oauth-success?provider=google&redirect=%2Fmyreport' });
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/myreport'));
    expect(screen.queryByRole('heading', { name: '로그인하지 못했어요' })).toBeNull();
  });
});
