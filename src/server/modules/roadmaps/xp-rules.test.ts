import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_XP_CAP } from '../../../shared/contracts/roadmaps';
import {
  callApi,
  createSecondTestApp,
  createTestApp,
  type HttpMethod,
  loginAs,
  type TestApp,
} from '../../test/test-app';
import { getJobCatalog } from '../jobs/jobs.service';
import { getMissionMarket } from '../missions/mission-market';
import { completeMission, getRoadmap, type RoadmapContent, undoMissionCompletion } from './roadmaps.service';
import { getRoadmapTemplates } from './templates';

/**
 * Issue 21: XP that cannot be farmed. Completing and undoing, taps at once, two devices and
 * many missions in a minute never give more than each mission's XP once per roadmap and
 * DAILY_XP_CAP a day; undo and complete again never makes a new streak day.
 */
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Another server instance on the same database: on PostgreSQL its own pool, as a second device
  // reaching another instance behind the load balancer would.
  second = await createSecondTestApp(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

interface Mission {
  id: string;
  xp: number;
  isCompleted: boolean;
  earnedXp: number | null;
}
interface Detail {
  _id: string;
  xp: number;
  game: { xp: number; dailyXp: { earned: number; cap: number }; streak: { current: number } };
  milestones: Array<{ title: string; missions: Mission[] }>;
}

const call = (method: HttpMethod, url: string, cookie?: string, payload?: unknown, app = t) =>
  callApi(app, method, url, cookie, payload);

async function create(cookie: string, jobName: string): Promise<Detail> {
  const res = await call('POST', '/api/user-roadmap', cookie, { jobName });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const completeUrl = (roadmapId: string, missionId: string) =>
  `/api/user-roadmap/${roadmapId}/missions/${missionId}/complete`;
const detailOf = async (cookie: string, id: string): Promise<Detail> =>
  (await call('GET', `/api/user-roadmap/${id}`, cookie)).json().data;
const missionsOf = (roadmap: Detail) => roadmap.milestones.flatMap((milestone) => milestone.missions);

describe('complete and undo', () => {
  it('complete → undo → complete, five times over, gives one completion’s XP', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, '웹 개발자');
    const mission = missionsOf(roadmap)[0];
    if (!mission) throw new Error('no missions');
    let sum = 0;
    for (let round = 0; round < 5; round++) {
      const done = await call('POST', completeUrl(roadmap._id, mission.id), cookie);
      expect(done.statusCode, done.body).toBe(200);
      sum += done.json().data.xpChange;
      const undone = await call('DELETE', completeUrl(roadmap._id, mission.id), cookie);
      sum += undone.json().data.xpChange;
    }
    const last = (await call('POST', completeUrl(roadmap._id, mission.id), cookie)).json().data;
    sum += last.xpChange;
    expect(sum).toBe(mission.xp);
    expect(last.game).toMatchObject({ xp: mission.xp, dailyXp: { earned: mission.xp, cap: DAILY_XP_CAP } });
    const detail = await detailOf(cookie, roadmap._id);
    expect(detail.xp).toBe(mission.xp);
    expect(missionsOf(detail)[0]).toMatchObject({ isCompleted: true, earnedXp: mission.xp });
  });

  it('two devices completing the same mission at once award it once', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, '간호사');
    const mission = missionsOf(roadmap)[0];
    if (!mission) throw new Error('no missions');
    const answers = await Promise.all(
      [t, second, t, second].map((app) => call('POST', completeUrl(roadmap._id, mission.id), cookie, {}, app)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.map((res) => res.json().data.xpChange).reduce((a: number, b: number) => a + b, 0)).toBe(mission.xp);
    // The first completion's achievement is reported by exactly one of the answers.
    const celebrated = answers.flatMap((res) => res.json().data.newAchievements.map((a: { id: string }) => a.id));
    expect(celebrated.filter((id: string) => id === 'first-mission')).toHaveLength(1);
    expect((await detailOf(cookie, roadmap._id)).game.dailyXp.earned).toBe(mission.xp);
  });

  it('completes and undoes racing each other never leave more XP than one completion', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, '마케터');
    const mission = missionsOf(roadmap)[0];
    if (!mission) throw new Error('no missions');
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(
          index % 2 === 0 ? 'POST' : 'DELETE',
          completeUrl(roadmap._id, mission.id),
          cookie,
          undefined,
          index % 3 ? t : second,
        ),
      ),
    );
    await call('POST', completeUrl(roadmap._id, mission.id), cookie);
    const detail = await detailOf(cookie, roadmap._id);
    expect(detail.xp).toBe(mission.xp);
    expect(detail.game.dailyXp.earned).toBe(mission.xp);
  });
});

describe(`the daily cap of ${DAILY_XP_CAP} XP`, () => {
  it('holds across roadmaps: past it completions count but give no XP, and undo frees no room', async () => {
    const { cookie } = await loginAs(t);
    const first = await create(cookie, '웹 개발자');
    const other = await create(cookie, '간호사');
    const firstMissions = missionsOf(first);
    expect(firstMissions.reduce((sum, mission) => sum + mission.xp, 0)).toBeGreaterThan(DAILY_XP_CAP);

    let total = 0;
    for (const mission of firstMissions) {
      const res = (await call('POST', completeUrl(first._id, mission.id), cookie)).json().data;
      expect(res.xpChange).toBeGreaterThanOrEqual(0);
      expect(res.isCompleted).toBe(true);
      total += res.xpChange;
    }
    expect(total).toBe(DAILY_XP_CAP);
    const detail = await detailOf(cookie, first._id);
    expect(detail).toMatchObject({ xp: DAILY_XP_CAP, game: { dailyXp: { earned: DAILY_XP_CAP } } });
    // Every mission counts as done, the ones past the cap with 0 XP.
    expect(missionsOf(detail).every((mission) => mission.isCompleted)).toBe(true);
    expect(missionsOf(detail).at(-1)?.earnedXp).toBe(0);

    // Undoing a mission that gave XP takes the XP back but does not make room for another one.
    const gave = missionsOf(detail).find((mission) => (mission.earnedXp ?? 0) > 0);
    if (!gave) throw new Error('no mission gave XP');
    await call('DELETE', completeUrl(first._id, gave.id), cookie);
    const otherMission = missionsOf(other)[0];
    if (!otherMission) throw new Error('no missions');
    const onOther = (await call('POST', completeUrl(other._id, otherMission.id), cookie)).json().data;
    expect(onOther).toMatchObject({
      isCompleted: true,
      xpChange: 0,
      game: { xp: 0, dailyXp: { earned: DAILY_XP_CAP } },
    });
    // Completing the undone one again restores what it gave.
    const again = (await call('POST', completeUrl(first._id, gave.id), cookie)).json().data;
    expect(again.xpChange).toBe(gave.earnedXp);
    expect(again.game.xp).toBe(DAILY_XP_CAP);
  });

  it('holds when many missions of two roadmaps are completed at once', async () => {
    const { cookie } = await loginAs(t);
    const roadmaps = [await create(cookie, '웹 개발자'), await create(cookie, '간호사')];
    const requests = roadmaps.flatMap((roadmap, index) =>
      missionsOf(roadmap)
        .slice(0, 8)
        .map((mission) => call('POST', completeUrl(roadmap._id, mission.id), cookie, {}, index ? second : t)),
    );
    const answers = await Promise.all(requests);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const gained = answers.reduce((sum, res) => sum + (res.json().data.xpChange as number), 0);
    const possible = roadmaps.flatMap((roadmap) => missionsOf(roadmap).slice(0, 8)).reduce((s, m) => s + m.xp, 0);
    expect(gained).toBe(Math.min(DAILY_XP_CAP, possible));
    const xps = await Promise.all(roadmaps.map(async (roadmap) => (await detailOf(cookie, roadmap._id)).xp));
    expect(xps.reduce((a, b) => a + b, 0)).toBe(gained);
  });
});

describe('the streak', () => {
  const market = getMissionMarket();
  const content: RoadmapContent = { market, templates: getRoadmapTemplates(market), catalog: getJobCatalog() };

  it('undo and complete again on a later day keeps the first day: no streak or XP farming', async () => {
    const { cookie, userId } = await loginAs(t);
    const roadmap = await create(cookie, '웹 개발자');
    const [a] = missionsOf(roadmap);
    if (!a) throw new Error('no missions');
    const db = t.database.db;
    const day1 = new Date('2026-03-02T03:00:00Z');
    const day2 = new Date('2026-03-03T03:00:00Z');
    await completeMission(db, content, userId, roadmap._id, a.id, undefined, day1);
    await undoMissionCompletion(db, content, userId, roadmap._id, a.id, day2);
    const again = await completeMission(db, content, userId, roadmap._id, a.id, undefined, day2);
    // The completion stays on day 1: day 2 has no completion, so it is not a streak day.
    expect(again.game.streak).toMatchObject({ current: 1, isActiveToday: false });
    expect(again.xpChange).toBe(a.xp);
    // Day 2 awarded nothing: its whole cap is still free.
    expect(again.game.dailyXp.earned).toBe(0);
    const detail = await getRoadmap(db, content, userId, roadmap._id, day2);
    expect(detail.xp).toBe(a.xp);
  });
});
