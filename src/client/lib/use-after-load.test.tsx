import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterLoad } from './use-after-load';

describe('useAfterLoad', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is true at once when the page has loaded already', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    expect(renderHook(() => useAfterLoad()).result.current).toBe(true);
  });

  it('turns true on the load event', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(true);
  });
});
