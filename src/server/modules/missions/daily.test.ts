import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { getJobCatalog } from '../jobs/jobs.service';
import { getRoadmapTemplates } from '../roadmaps/roadmaps.service';
import { getMissionMarket } from './mission-market';
import { getDailyMissions, type MissionsContext } from './missions.service';

/**
 * Today's missions with the clock in the test's hands: the service takes `now`, so a day, the
 * next day and the stroke of midnight in Seoul are just dates.
 */
let t: TestApp;
let context: MissionsContext;
beforeAll(async () => {
  t = await createTestApp();
  const market = getMissionMarket();
  context = {
    roadmapContent: { market, templates: getRoadmapTemplates(market), catalog: getJobCatalog() },
    ai: undefined,
  };
});
afterAll(async () => {
  await t.close();
});

// 2026-03-02 00:05 and 23:55 in Seoul (UTC+9), and the next day's first minute.
const EARLY = new Date('2026-03-01T15:05:00Z');
const LATE = new Date('2026-03-02T14:55:00Z');
const NEXT_DAY = new Date('2026-03-02T15:00:00Z');

const daily = (userId: string, now: Date) => getDailyMissions(t.database.db, context, userId, now);
const ids = (answer: Awaited<ReturnType<typeof daily>>) => answer.data.map((item) => item.mission.id);

async function createRoadmap(cookie: string, jobName: string) {
  const res = await callApi(t, 'POST', '/api/user-roadmap', cookie, { jobName });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; milestones: Array<{ title: string; missions: Array<{ id: string }> }> };
}

async function completeMission(cookie: string, roadmapId: string, missionId: string) {
  const res = await callApi(t, 'POST', `/api/user-roadmap/${roadmapId}/missions/${missionId}/complete`, cookie, {});
  expect(res.statusCode).toBe(200);
}

describe("today's missions", () => {
  it('are the same all day in Seoul, even after completing one and adding a roadmap', async () => {
    const { userId, cookie } = await loginAs(t);
    const roadmap = await createRoadmap(cookie, '데이터 분석가');
    const morning = await daily(userId, EARLY);
    expect(morning.day).toBe('2026-03-02');
    expect(morning.data).toHaveLength(4); // one for the roadmap's next milestone, three by fit
    expect(morning.data[0]?.roadmap).toMatchObject({ _id: roadmap._id, milestoneTitle: roadmap.milestones[0]?.title });
    expect(morning.data[0]?.why).toBe(
      `로드맵 ‘데이터 분석가’의 다음 마일스톤 ‘${roadmap.milestones[0]?.title}’에 도움이 돼요`,
    );

    const first = morning.data[0]?.mission.id ?? '';
    await completeMission(cookie, roadmap._id, first);
    await createRoadmap(cookie, '간호사');

    const night = await daily(userId, LATE);
    expect(ids(night)).toEqual(ids(morning));
    expect(night.data.map((item) => item.why)).toEqual(morning.data.map((item) => item.why));
    // The one done today stays on today's list, marked done.
    expect(night.data[0]?.isCompleted).toBe(true);
    expect(night.data.slice(1).every((item) => !item.isCompleted)).toBe(true);
  });

  it('change the next day and never suggest a completed mission', async () => {
    const { userId, cookie } = await loginAs(t);
    const roadmap = await createRoadmap(cookie, '간호사');
    const today = await daily(userId, EARLY);

    // Complete everything of today's list that is on the roadmap, and the whole first milestone.
    const onRoadmap = new Set(roadmap.milestones.flatMap((milestone) => milestone.missions.map((m) => m.id)));
    const done = new Set([...(roadmap.milestones[0]?.missions.map((m) => m.id) ?? [])]);
    for (const id of ids(today)) if (onRoadmap.has(id)) done.add(id);
    for (const id of done) await completeMission(cookie, roadmap._id, id);

    const tomorrow = await daily(userId, NEXT_DAY);
    expect(tomorrow.day).toBe('2026-03-03');
    expect(ids(tomorrow)).not.toEqual(ids(today));
    expect(ids(tomorrow).some((id) => done.has(id))).toBe(false);
    // The next milestone is now the second one.
    expect(tomorrow.data[0]?.roadmap?.milestoneTitle).toBe(roadmap.milestones[1]?.title);
    expect(tomorrow.data.every((item) => !item.isCompleted)).toBe(true);
  });

  it('keep changing day after day, and give each person their own list', async () => {
    const a = await loginAs(t);
    const b = await loginAs(t);
    const week = [];
    for (let i = 0; i < 5; i++) week.push(ids(await daily(a.userId, new Date(EARLY.getTime() + i * 86_400_000))));
    for (let i = 1; i < week.length; i++) expect(week[i]).not.toEqual(week[i - 1]);
    expect(ids(await daily(b.userId, EARLY))).not.toEqual(week[0]);
  });
});
