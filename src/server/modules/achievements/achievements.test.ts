import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, type AchievementFacts, achievementsMet } from '../../../shared/achievements';
import { STEPS } from '../../../shared/contracts/assessments';
import { callApi, type HttpMethod, loginAs, testAppForFile } from '../../test/test-app';
import { loadItemBanks } from '../assessments/item-banks';
import { completeAnswers } from '../assessments/test-answers';
import { completeMission } from '../roadmaps/roadmaps.service';
import { achievementContent } from './achievements.routes';
import { earnAchievements } from './achievements.service';

const t = testAppForFile();

const call = (method: HttpMethod, url: string, cookie?: string, payload?: unknown) =>
  callApi(t, method, url, cookie, payload);

interface Achievement {
  id: string;
  title: string;
  howTo: string;
  earnedAt: string | null;
  progress: { current: number; target: number };
}
interface Mission {
  id: string;
}
interface Roadmap {
  _id: string;
  milestones: Array<{ title: string; missions: Mission[] }>;
}

async function achievements(cookie: string): Promise<Map<string, Achievement>> {
  const res = await call('GET', '/api/achievements', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().data as Achievement[]).map((achievement) => [achievement.id, achievement]));
}
const earned = async (cookie: string) =>
  [...(await achievements(cookie)).values()].filter((a) => a.earnedAt !== null).map((a) => a.id);

async function createRoadmap(cookie: string, jobName: string): Promise<Roadmap> {
  const res = await call('POST', '/api/user-roadmap', cookie, { jobName });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const completeUrl = (roadmapId: string, missionId: string) =>
  `/api/user-roadmap/${roadmapId}/missions/${missionId}/complete`;

describe('the table', () => {
  it('has at least 12 achievements with unique ids, each reachable by its fact', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    const none: AchievementFacts = {
      roadmaps: 0,
      missionsCompleted: 0,
      reflections: 0,
      bestStreak: 0,
      bestLevel: 0,
      milestonesCompleted: 0,
      roadmapsCompleted: 0,
      dreamJobs: 0,
      stepsSubmitted: 0,
    };
    expect(achievementsMet(none)).toEqual([]);
    expect(achievementsMet({ ...none, bestStreak: 7 })).toEqual(['streak-3', 'streak-7']);
    expect(achievementsMet({ ...none, stepsSubmitted: 6 })).toEqual(['first-step', 'all-steps']);
  });
});

describe('GET /api/achievements', () => {
  it('lists every achievement, none earned, with what each takes, for a new person', async () => {
    const { cookie } = await loginAs(t);
    const list = await achievements(cookie);
    expect([...list.keys()]).toEqual(ACHIEVEMENTS.map((a) => a.id));
    expect(list.get('missions-10')).toMatchObject({
      title: '미션 10개',
      howTo: '미션을 10개 완료해요.',
      earnedAt: null,
      progress: { current: 0, target: 10 },
    });
  });

  it('earns the first roadmap and the first mission once, keeps them through an undo, and celebrates once', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await createRoadmap(cookie, '웹 개발자');
    expect(await earned(cookie)).toEqual(['first-roadmap']);
    const [mission] = roadmap.milestones[0]?.missions ?? [];
    if (!mission) throw new Error('no missions');

    const done = (await call('POST', completeUrl(roadmap._id, mission.id), cookie, { reflection: '좋았어요' })).json()
      .data;
    expect(done.newAchievements.map((a: { id: string }) => a.id)).toEqual(['first-mission', 'first-reflection']);
    expect(done.newAchievements[0]).toMatchObject({ title: '첫 미션 완료', emoji: expect.any(String) });
    const firstEarnedAt = (await achievements(cookie)).get('first-mission')?.earnedAt;
    expect(firstEarnedAt).toEqual(expect.any(String));

    await call('DELETE', completeUrl(roadmap._id, mission.id), cookie);
    const list = await achievements(cookie);
    // Earned stays earned; how far along shows the present.
    expect(list.get('first-mission')).toMatchObject({ earnedAt: firstEarnedAt, progress: { current: 0 } });
    const again = (await call('POST', completeUrl(roadmap._id, mission.id), cookie)).json().data;
    expect(again.newAchievements).toEqual([]);
  });

  it('earns the first milestone when its last mission is done', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await createRoadmap(cookie, '간호사');
    const missions = roadmap.milestones[0]?.missions ?? [];
    const answers = [];
    for (const mission of missions)
      answers.push((await call('POST', completeUrl(roadmap._id, mission.id), cookie)).json().data);
    const ids = answers.map((answer) => answer.newAchievements.map((a: { id: string }) => a.id));
    expect(ids.at(-1)).toContain('first-milestone');
    expect(ids.slice(0, -1).flat()).not.toContain('first-milestone');
  });

  it('earns the first dream job when a job is added to the dream list', async () => {
    const { cookie } = await loginAs(t);
    const added = await call('POST', '/api/my-job', cookie, { jobName: '간호사' });
    expect(added.statusCode, added.body).toBe(201);
    expect(await earned(cookie)).toEqual(['first-dream-job']);
  });

  it('earns the first step and then all six steps as the assessment steps are submitted', async () => {
    const { cookie } = await loginAs(t);
    const answers = completeAnswers(loadItemBanks());
    for (const [index, step] of STEPS.entries()) {
      expect((await call('PUT', `/api/${step}`, cookie, answers[step])).statusCode).toBe(200);
      expect((await call('POST', `/api/${step}/submit`, cookie)).statusCode).toBe(200);
      const list = await achievements(cookie);
      expect(list.get('first-step')?.earnedAt).toEqual(expect.any(String));
      expect(list.get('all-steps')?.earnedAt ?? null).toEqual(index === STEPS.length - 1 ? expect.any(String) : null);
    }
  });

  it('earns a 3-day streak on the third day in a row', async () => {
    const { cookie, userId } = await loginAs(t);
    const roadmap = await createRoadmap(cookie, '마케터');
    const missions = roadmap.milestones.flatMap((milestone) => milestone.missions);
    const db = t.database.db;
    const content = achievementContent();
    const days = ['2026-04-06T03:00:00Z', '2026-04-07T03:00:00Z', '2026-04-08T03:00:00Z'].map((d) => new Date(d));
    const newOnDay: string[][] = [];
    for (const [index, day] of days.entries()) {
      const mission = missions[index];
      if (!mission) throw new Error('no missions');
      await completeMission(db, content, userId, roadmap._id, mission.id, undefined, day);
      newOnDay.push((await earnAchievements(db, content, userId, day)).map((a) => a.id));
    }
    expect(newOnDay[1]).not.toContain('streak-3');
    expect(newOnDay[2]).toContain('streak-3');
  });
});
