import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, setCookie } from '../test/cookies';
import { readCookie } from './cookies';

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['jinro_signed_in', 'other', 'xjinro_signed_in']) deleteCookie(name);
});

describe('readCookie', () => {
  it('reads one cookie among others, by its exact name', () => {
    setCookie('xjinro_signed_in', 'no');
    expect(readCookie('jinro_signed_in')).toBeNull();
    setCookie('other', 'a=b');
    setCookie('jinro_signed_in', '1');
    expect(readCookie('jinro_signed_in')).toBe('1');
    expect(readCookie('other')).toBe('a=b');
  });

  it('answers null when the page may not read cookies', () => {
    setCookie('jinro_signed_in', '1');
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readCookie('jinro_signed_in')).toBeNull();
  });
});
