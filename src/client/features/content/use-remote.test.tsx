import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemote } from './use-remote';

describe('useRemote', () => {
  it('is ready at once with data the page carried, and asks the server only for a new key', async () => {
    const load = vi.fn(async () => '새로 받은 글');
    const { result, rerender } = renderHook(
      ({ key }) => useRemote(key, load, key === 'a' ? '페이지의 글' : undefined),
      {
        initialProps: { key: 'a' },
      },
    );
    expect(result.current.state).toEqual({ status: 'ready', data: '페이지의 글' });
    expect(load).not.toHaveBeenCalled();

    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: '새로 받은 글' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads when the page carried nothing', async () => {
    const load = vi.fn(async () => 42);
    const { result } = renderHook(() => useRemote('n', load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 42 }));
  });
});
