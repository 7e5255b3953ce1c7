import { describe, expect, it } from 'vitest';
import { makeStore } from '../../store';
import { prefetchPersonalHome } from './personal-data';

/** The server's fetch for the store (`entry-server.tsx` passes one through app.inject): records the paths asked. */
function serverFetch(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    asked.push(path);
    const body = answers[path];
    return new Response(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: '없어요.' } }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const report = (completedSteps: string[]) => ({
  data: { notice: '', completedSteps, nextStep: 'strength', steps: {}, changes: [] },
});
const ROADMAP = { _id: 'r1', rank: 1, title: '로드맵', jobName: null, level: 1, xp: 0, progress: {} };

describe('the signed-in home, loaded by the server before it renders', () => {
  it('for someone who has not begun: only what decides it (no daily missions picked, no recommendations)', async () => {
    const { fetch, asked } = serverFetch({ '/api/report': report([]), '/api/user-roadmap': { data: [] } });
    const result = await prefetchPersonalHome(makeStore({}, { fetch }));
    expect(result).toEqual({});
    expect(asked.sort()).toEqual(['/api/report', '/api/user-roadmap']);
  });

  it('for someone who has begun: every part, the top roadmap included', async () => {
    const { fetch, asked } = serverFetch({
      '/api/report': report(['value']),
      '/api/user-roadmap': { data: [ROADMAP] },
      '/api/user-roadmap/r1': { data: ROADMAP },
      '/api/job-rec': { data: [], meta: {}, variety: [], kept: [] },
      '/api/missions/daily': { data: [], day: '2026-11-25' },
      '/api/my-job': { data: [] },
    });
    const store = makeStore({}, { fetch });
    expect(await prefetchPersonalHome(store)).toEqual({});
    expect(asked.sort()).toEqual([
      '/api/job-rec',
      '/api/missions/daily',
      '/api/my-job',
      '/api/report',
      '/api/user-roadmap',
      '/api/user-roadmap/r1',
    ]);
  });

  it('reports a failed part as a failure, never as a missing page (404)', async () => {
    const { fetch } = serverFetch({ '/api/report': report(['value']), '/api/user-roadmap': { data: [ROADMAP] } });
    const result = await prefetchPersonalHome(makeStore({}, { fetch }));
    expect(result).toEqual({ error: { status: 500 } });
  });
});
