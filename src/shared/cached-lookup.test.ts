import { describe, expect, it, vi } from 'vitest';
import { cachedByPath } from './cached-lookup';
import { createRouteFinder } from './route-list';

describe('a route lookup kept per path', () => {
  it('ranks the routes once for each path, a path no route knows included', () => {
    const find = vi.fn(createRouteFinder([{ path: '/login' }, { path: '/job-browser/:jobName' }]));
    const lookup = cachedByPath(find);
    for (let i = 0; i < 3; i++) {
      expect(lookup('/job-browser/간호사')?.path).toBe('/job-browser/:jobName');
      expect(lookup('/a/b/c')).toBeUndefined();
    }
    expect(lookup('/login')?.path).toBe('/login');
    expect(find.mock.calls.map(([pathname]) => pathname)).toEqual(['/job-browser/간호사', '/a/b/c', '/login']);
  });
});
