import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher, paramsOf } from './route-match';

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

describe('paramsOf', () => {
  it('decodes the parameters of a matching path, and refuses one that does not match', () => {
    expect(paramsOf('/job-browser/:jobName', `/job-browser/${encodeURIComponent('간호사')}`)).toEqual({
      jobName: '간호사',
    });
    expect(paramsOf('/roadmap/:roadmapId/milestone/:milestoneTitle', '/Roadmap/7/milestone/첫걸음/')).toEqual({
      roadmapId: '7',
      milestoneTitle: '첫걸음',
    });
    expect(paramsOf('/login', '/login')).toEqual({});
    expect(paramsOf('/login', '/logout')).toBeUndefined();
    expect(paramsOf('/articles/:id', '/articles/%E0%A4%A')).toBeUndefined();
  });

  it('gives back any name the path was built from', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        expect(paramsOf('/job-browser/:jobName', `/job-browser/${encodeURIComponent(name)}`)).toEqual({
          jobName: name,
        });
      }),
    );
  });
});
