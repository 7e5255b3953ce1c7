import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/articles', '/articles'],
    ['/job-browser?q=%EA%B0%84', '/job-browser?q=%EA%B0%84'],
    ['/', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['articles', '/'],
    ['/a\nb', '/'],
    ['/a\\b', '/'],
    ['', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it('never answers anything a browser would read as another site', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = safeRedirectPath(value);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://jinro.example').origin).toBe('https://jinro.example');
      }),
      { numRuns: 3_000 },
    );
  });
});
