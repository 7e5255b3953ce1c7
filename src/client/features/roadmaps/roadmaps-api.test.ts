import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { missionsApi } from '../missions/missions-api';
import { roadmapsApi } from './roadmaps-api';

/** Answers the calls a roadmap page makes; the roadmap's XP grows with each completion. */
function fakeServer() {
  let xp = 0;
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push(`${method} ${path}`);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (method === 'POST' && path === '/api/user-roadmap/r1/missions/m1/complete') {
      xp += 10;
      return json({ data: { missionId: 'm1', isCompleted: true, xpChange: 10 } });
    }
    if (path === '/api/user-roadmap/r1') return json({ data: { _id: 'r1', game: { xp } } });
    if (path === '/api/user-roadmap') return json({ data: [{ _id: 'r1', xp }] });
    if (path === '/api/missions/daily') return json({ day: '2026-11-25', data: [{ xpSeen: xp }] });
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: '찾을 수 없어요.' } }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('completing a mission', () => {
  it('brings the roadmap, its XP, the roadmap list and today’s missions up to date without a manual refetch', async () => {
    const server = fakeServer();
    const store = makeStore();
    // What a roadmap page, the roadmap list and the daily missions page have subscribed to.
    const roadmap = store.dispatch(roadmapsApi.endpoints.getRoadmap.initiate('r1'));
    const list = store.dispatch(roadmapsApi.endpoints.getRoadmaps.initiate());
    const daily = store.dispatch(missionsApi.endpoints.getDailyMissions.initiate());
    await Promise.all([roadmap, list, daily]);
    expect(roadmapsApi.endpoints.getRoadmap.select('r1')(store.getState()).data).toMatchObject({ game: { xp: 0 } });

    await store
      .dispatch(roadmapsApi.endpoints.setMissionCompleted.initiate({ id: 'r1', missionId: 'm1', completed: true }))
      .unwrap();

    await vi.waitFor(() => {
      expect(roadmapsApi.endpoints.getRoadmap.select('r1')(store.getState()).data).toMatchObject({ game: { xp: 10 } });
      expect(roadmapsApi.endpoints.getRoadmaps.select()(store.getState()).data).toEqual([{ _id: 'r1', xp: 10 }]);
      expect(missionsApi.endpoints.getDailyMissions.select()(store.getState()).data?.data).toEqual([{ xpSeen: 10 }]);
    });
    expect(server.calls.filter((call) => call === 'GET /api/user-roadmap/r1')).toHaveLength(2);
    for (const subscription of [roadmap, list, daily]) subscription.unsubscribe();
  });

  it('leaves a failure in the cache with the Korean message and status the pages show', async () => {
    fakeServer();
    const store = makeStore();
    const result = await store.dispatch(roadmapsApi.endpoints.getRoadmap.initiate('missing'));
    expect(result.error).toEqual({ kind: 'status', status: 404, code: 'NOT_FOUND', message: '찾을 수 없어요.' });
  });
});
