import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../shared/constants';
import { loadWebFont } from './web-font';

describe('loadWebFont', () => {
  afterEach(() => vi.useRealTimers());

  it('on a first visit, fetches the font only after the first screen, then remembers it is cached', async () => {
    expect(document.readyState).toBe('complete');
    vi.useFakeTimers();
    loadWebFont();
    expect(window.localStorage.getItem(LOCAL_KEYS.webFontCached)).toBeNull();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await vi.waitFor(() => expect(window.localStorage.getItem(LOCAL_KEYS.webFontCached)).toBe('true'));
  });

  it('with the font cached, loads its rules at once and leaves the marker as it is', async () => {
    window.localStorage.setItem(LOCAL_KEYS.webFontCached, 'true');
    const timeout = vi.spyOn(window, 'setTimeout');
    const idle = 'requestIdleCallback' in window ? vi.spyOn(window, 'requestIdleCallback') : undefined;
    const listen = vi.spyOn(window, 'addEventListener');
    loadWebFont();
    expect(timeout).not.toHaveBeenCalled();
    expect(idle ?? timeout).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalledWith('load', expect.anything(), expect.anything());
    expect(window.localStorage.getItem(LOCAL_KEYS.webFontCached)).toBe('true');
  });
});
