import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, readJson, removeItem, writeItem, writeJson } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('round-trips values in both areas', () => {
    writeItem('local', 'a', '1');
    writeJson('session', 'b', { x: 1 });
    expect(readItem('local', 'a')).toBe('1');
    expect(readJson('session', 'b')).toEqual({ x: 1 });
    removeItem('local', 'a');
    expect(readItem('local', 'a')).toBeNull();
  });

  it('tolerates a full storage, silently', () => {
    // A stand-in storage, not a spy on happy-dom's own: its Storage keeps unknown properties as items.
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full as unknown as Storage);
    expect(() => writeItem('local', 'a', '1')).not.toThrow();
    expect(readItem('local', 'a')).toBeNull();
  });

  it('tolerates storage that is blocked altogether, silently', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeItem('session', 'a', '1')).not.toThrow();
    expect(readItem('session', 'a')).toBeNull();
    expect(() => removeItem('session', 'a')).not.toThrow();
  });

  it('answers null for JSON it cannot parse', () => {
    writeItem('local', 'bad', '{not json');
    expect(readJson('local', 'bad')).toBeNull();
  });
});
