import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../features/assessments/testing';
import { renderWithApp } from '../../test/render';
import { useRouteEffects } from './use-route-effects';

function Shell() {
  useRouteEffects();
  return <Link to="/articles?page=2">진로 아티클</Link>;
}

describe('page views', () => {
  it('reports each new page with its path only, in a request that may outlive the page', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    vi.stubGlobal('scrollTo', () => {});
    const api = fakeApi({ 'POST /api/analytics/pageview': { status: 204 } });
    renderWithApp(<Shell />);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));

    await userEvent.click(screen.getByRole('link', { name: '진로 아티클' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.callsTo('POST', '/api/analytics/pageview').map((call) => call.body)).toEqual([
      { path: '/' },
      { path: '/articles' },
    ]);
    expect(api.fetchMock.mock.calls.every(([, init]) => init?.keepalive === true)).toBe(true);
  });
});
