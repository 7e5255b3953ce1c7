import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './route-match';

const routes = [
  '/',
  '/login',
  '/job-browser',
  '/job-browser/:jobName',
  '/map/:fromJR',
  '/:username',
  '/:username/:postid',
].map((path) => ({ path }));
const match = (pathname: string) => createRouteMatcher(routes)(pathname)?.path;

describe('createRouteMatcher', () => {
  it('prefers a static segment over a parameter, as the router does', () => {
    expect(match('/')).toBe('/');
    expect(match('/login')).toBe('/login');
    expect(match('/job-browser')).toBe('/job-browser');
    expect(match('/someone')).toBe('/:username');
  });

  it('matches parameters, encoded or not, and ignores a trailing slash', () => {
    expect(match('/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC')).toBe('/job-browser/:jobName');
    expect(match('/job-browser/간호사/')).toBe('/job-browser/:jobName');
    expect(match('/map/true')).toBe('/map/:fromJR');
    expect(match('/someone/42')).toBe('/:username/:postid');
  });

  it('finds nothing for a path with more segments than any route', () => {
    expect(match('/a/b/c/d')).toBeUndefined();
  });
});
