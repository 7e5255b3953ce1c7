import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, RouteErrorBoundary } from './route-error-boundary';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('차트를 그리지 못했어요');
}

describe('route error boundary', () => {
  it('shows the generic error page with the message of what went wrong', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('차트를 그리지 못했어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });

  it('describes a status error by status and text', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(describeError('boom')).toBe('boom');
  });
});
