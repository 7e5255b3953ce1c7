import { describe, expect, it } from 'vitest';
import { normalizeRequestUrl } from './request-url';

describe('normalizeRequestUrl', () => {
  it.each([
    ['/share/AB', '/share/AB'],
    ['/./share/AB', '/share/AB'],
    ['/x/../share/AB', '/share/AB'],
    ['/../../share/AB', '/share/AB'],
    ['//share/AB', '/share/AB'],
    ['/share//AB', '/share/AB'],
    ['/%73hare/AB', '/share/AB'],
    ['/%2e/share/AB', '/share/AB'],
    ['/%2E%2E/share/AB', '/share/AB'],
    ['http://host/share/AB', '/share/AB'],
    ['HTTPS://host:8080/x/../share/AB?x=1', '/share/AB?x=1'],
    ['http://host', '/'],
    ['/job-browser?q=a/../b', '/job-browser?q=a/../b'],
    ['/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC', '/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC'],
    ['/a%2fb', '/a%2Fb'],
    ['/', '/'],
    ['/a/', '/a/'],
    ['/a/.', '/a/'],
    ['/a/b/..', '/a/'],
    ['*', '*'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeRequestUrl(raw)).toBe(expected);
  });
});
