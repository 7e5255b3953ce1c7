import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROADMAP_LIMITS, ROADMAP_MESSAGES } from '../../../shared/contracts/roadmaps';
import { dailyMissionPicks, roadmapMilestones, roadmapMissions, roadmapPauses, roadmaps } from '../../db/schema/index';
import { callApi, type HttpMethod, itRequiresSignIn, loginAs, testAppForFile } from '../../test/test-app';
import { getMissionMarket } from '../missions/mission-market';

const t = testAppForFile();

function call(method: HttpMethod, url: string, cookie?: string, payload?: unknown) {
  return callApi(t, method, url, cookie, payload);
}

interface Detail {
  _id: string;
  rank: number;
  title: string;
  jobName: string | null;
  xp: number;
  level: number;
  family: { id: string; name: string };
  nextStep: { milestoneTitle: string; missionId: string; missionTitle: string } | null;
  progress: { completed: number; total: number; percent: number };
  game: { xp: number; level: number; streak: { current: number; isPaused: boolean; pausedSince: string | null } };
  milestones: Array<{
    title: string;
    position: number;
    missions: Array<{ id: string; xp: number; isCompleted: boolean; reflection: string | null; addedBy: string }>;
  }>;
}

async function create(cookie: string, payload: unknown): Promise<Detail> {
  const res = await call('POST', '/api/user-roadmap', cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function list(cookie: string) {
  const res = await call('GET', '/api/user-roadmap', cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ _id: string; rank: number; title: string }>;
}

const complete = (cookie: string, roadmapId: string, missionId: string, payload?: unknown) =>
  call('POST', `/api/user-roadmap/${roadmapId}/missions/${missionId}/complete`, cookie, payload);

const milestoneUrl = (roadmapId: string, title: string) =>
  `/api/user-roadmap/${roadmapId}/milestones/${encodeURIComponent(title)}/missions`;

describe('without a session', () => {
  itRequiresSignIn(t, [
    ['GET', '/api/user-roadmap', undefined],
    ['POST', '/api/user-roadmap', { jobName: '간호사' }],
    ['POST', '/api/user-roadmap', { nonsense: true }],
    ['GET', '/api/user-roadmap/some-id', undefined],
    ['PATCH', '/api/user-roadmap/some-id', { rank: 1 }],
    ['DELETE', '/api/user-roadmap/some-id', undefined],
    ['POST', '/api/user-roadmap/some-id/milestones/x/missions', { missionId: 'm-self-001' }],
    ['POST', '/api/user-roadmap/some-id/missions/m-self-001/complete', {}],
    ['DELETE', '/api/user-roadmap/some-id/missions/m-self-001/complete', undefined],
  ]);
});

describe('GET /api/roadmap/sample', () => {
  it('is public: the software developer roadmap, complete, with nothing done', async () => {
    const res = await call('GET', '/api/roadmap/sample');
    expect(res.statusCode).toBe(200);
    const sample: Detail = res.json().data;
    expect(sample).toMatchObject({
      _id: 'sample',
      title: '소프트웨어 개발자',
      jobName: '소프트웨어 개발자',
      xp: 0,
      level: 1,
    });
    expect(sample.family.id).toBe('it');
    expect(sample.milestones.length).toBeGreaterThanOrEqual(4);
    expect(sample.milestones.every((milestone) => milestone.missions.length >= 3)).toBe(true);
    expect(sample.nextStep?.milestoneTitle).toBe(sample.milestones[0]?.title);
  });
});

describe('POST /api/user-roadmap', () => {
  it('builds a roadmap from the job family template, ranked last', async () => {
    const { cookie } = await loginAs(t);
    const first = await create(cookie, { jobName: '데이터 분석가' });
    expect(first).toMatchObject({ rank: 1, title: '데이터 분석가', jobName: '데이터 분석가', xp: 0, level: 1 });
    expect(first.family).toEqual({ id: 'it', name: 'IT·소프트웨어' });
    expect(first.progress.completed).toBe(0);
    expect(first.progress.total).toBeGreaterThanOrEqual(12);
    expect(first.milestones.map((milestone) => milestone.position)).toEqual(
      first.milestones.map((_milestone, index) => index + 1),
    );
    expect(first.milestones[0]?.missions.every((mission) => mission.addedBy === 'template')).toBe(true);

    const second = await create(cookie, { title: '나만의 창업 준비' });
    expect(second).toMatchObject({ rank: 2, title: '나만의 창업 준비', jobName: null });
    expect(second.family.id).toBe('general');
    const third = await create(cookie, { jobName: '간호사', title: '간호사 되기' });
    expect(third).toMatchObject({ rank: 3, title: '간호사 되기', jobName: '간호사' });
    expect((await list(cookie)).map((roadmap) => roadmap.title)).toEqual([
      '데이터 분석가',
      '나만의 창업 준비',
      '간호사 되기',
    ]);
  });

  it('answers the list with the spec fields, ordered by rank', async () => {
    const { cookie } = await loginAs(t);
    await create(cookie, { jobName: '약사' });
    const [item] = await list(cookie);
    expect(Object.keys(item ?? {}).sort()).toEqual(['_id', 'jobName', 'level', 'progress', 'rank', 'title', 'xp']);
  });

  it('answers 404 for a job not in the catalog and 409 for a job that already has a roadmap', async () => {
    const { cookie } = await loginAs(t);
    const unknown = await call('POST', '/api/user-roadmap', cookie, { jobName: '우주 해적' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('직업 목록에 없는 직업이에요. 직업 이름을 다시 확인해 주세요.');
    await create(cookie, { jobName: '변호사' });
    const again = await call('POST', '/api/user-roadmap', cookie, { jobName: '변호사' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: ROADMAP_MESSAGES.jobAlreadyHasRoadmap });
  });

  it('refuses bad input with Korean messages', async () => {
    const { cookie } = await loginAs(t);
    const cases: Array<[unknown, string, string]> = [
      [{}, 'body', ROADMAP_MESSAGES.jobOrTitleRequired],
      [{ title: '   ' }, 'title', ROADMAP_MESSAGES.titleRequired],
      [{ title: '가'.repeat(ROADMAP_LIMITS.titleMax + 1) }, 'title', ROADMAP_MESSAGES.titleTooLong],
      [{ title: 42 }, 'title', ROADMAP_MESSAGES.titleRequired],
      [{ jobName: '' }, 'jobName', ROADMAP_MESSAGES.jobNameInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/user-roadmap', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields[field], JSON.stringify(payload)).toBe(message);
    }
  });

  it(`stops at ${ROADMAP_LIMITS.maxRoadmaps} roadmaps`, async () => {
    const { cookie } = await loginAs(t);
    for (let i = 0; i < ROADMAP_LIMITS.maxRoadmaps; i++) await create(cookie, { title: `로드맵 ${i + 1}` });
    const res = await call('POST', '/api/user-roadmap', cookie, { title: '하나 더' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: ROADMAP_MESSAGES.tooManyRoadmaps,
      fields: { title: ROADMAP_MESSAGES.tooManyRoadmaps },
    });
  });

  it('holds the roadmap cap when many creations arrive at once', async () => {
    const { cookie, userId } = await loginAs(t);
    const tries = ROADMAP_LIMITS.maxRoadmaps + 10;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) => call('POST', '/api/user-roadmap', cookie, { title: `동시 ${i}` })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(ROADMAP_LIMITS.maxRoadmaps);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(10);
    expect(await t.database.db.select().from(roadmaps).where(eq(roadmaps.userId, userId))).toHaveLength(
      ROADMAP_LIMITS.maxRoadmaps,
    );
  });
});

describe('at once', () => {
  it('awards a mission’s XP once when it is completed by several taps or devices at the same moment', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { jobName: '웹 개발자' });
    const mission = roadmap.milestones[0]?.missions[0];
    if (!mission) throw new Error('no missions');
    // A transaction's connection runs one query at a time: node-postgres warns when queries queue on it.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const answers = await Promise.all(Array.from({ length: 4 }, () => complete(cookie, roadmap._id, mission.id)));
    process.off('warning', onWarning);
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const changes = answers.map((res) => res.json().data.xpChange as number).sort((a, b) => b - a);
    expect(changes).toEqual([mission.xp, 0, 0, 0]);
    expect(answers.filter((res) => res.json().data.wasAlreadyInState)).toHaveLength(3);
    const [summary] = await list(cookie);
    expect(summary).toMatchObject({ xp: mission.xp });
  });

  it('holds a milestone’s mission cap when many additions arrive at once', async () => {
    const { cookie, userId } = await loginAs(t);
    const roadmap = await create(cookie, { title: '많이 담기' });
    const milestone = roadmap.milestones[0];
    if (!milestone) throw new Error('no milestone');
    const inRoadmap = new Set(roadmap.milestones.flatMap((m) => m.missions.map((x) => x.id)));
    const room = ROADMAP_LIMITS.maxMissionsPerMilestone - milestone.missions.length;
    const extras = getMissionMarket()
      .missions.filter((candidate) => !inRoadmap.has(candidate.id))
      .slice(0, room + 8);
    const answers = await Promise.all(
      extras.map((extra) => call('POST', milestoneUrl(roadmap._id, milestone.title), cookie, { missionId: extra.id })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(room);
    const full = answers.filter((res) => res.statusCode === 400);
    expect(full).toHaveLength(8);
    expect(full[0]?.json().error.fields).toEqual({ missionId: ROADMAP_MESSAGES.milestoneFull });
    const [own] = await t.database.db.select().from(roadmaps).where(eq(roadmaps.userId, userId));
    const rows = await t.database.db
      .select()
      .from(roadmapMissions)
      .where(eq(roadmapMissions.roadmapId, own?.id ?? ''));
    expect(rows.filter((row) => row.milestoneId !== undefined)).toHaveLength(
      roadmap.milestones.reduce((sum, m) => sum + m.missions.length, 0) + room,
    );
  });
});

describe('GET/PATCH/DELETE /api/user-roadmap/{id}', () => {
  it("answers someone else's roadmap like a missing one: 404", async () => {
    const owner = await loginAs(t);
    const other = await loginAs(t);
    const roadmap = await create(owner.cookie, { jobName: '사회복지사' });
    const missionId = roadmap.milestones[0]?.missions[0]?.id ?? '';
    const milestoneTitle = roadmap.milestones[0]?.title ?? '';
    const attempts = [
      call('GET', `/api/user-roadmap/${roadmap._id}`, other.cookie),
      call('PATCH', `/api/user-roadmap/${roadmap._id}`, other.cookie, { title: '가로채기' }),
      call('DELETE', `/api/user-roadmap/${roadmap._id}`, other.cookie),
      call('POST', milestoneUrl(roadmap._id, milestoneTitle), other.cookie, { missionId: 'm-habit-001' }),
      complete(other.cookie, roadmap._id, missionId, {}),
      call('DELETE', `/api/user-roadmap/${roadmap._id}/missions/${missionId}/complete`, other.cookie),
      call('GET', '/api/user-roadmap/no-such-id', owner.cookie),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: ROADMAP_MESSAGES.roadmapNotFound });
    }
    const mine = await call('GET', `/api/user-roadmap/${roadmap._id}`, owner.cookie);
    expect(mine.json().data.title).toBe('사회복지사');
    expect(mine.json().data.progress.completed).toBe(0);
  });

  it('renames, and re-numbers ranks 1..n when one moves', async () => {
    const { cookie } = await loginAs(t);
    const a = await create(cookie, { title: 'A' });
    const b = await create(cookie, { title: 'B' });
    const c = await create(cookie, { title: 'C' });
    const d = await create(cookie, { title: 'D' });

    const moved = await call('PATCH', `/api/user-roadmap/${d._id}`, cookie, { rank: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.rank).toBe(1);
    expect((await list(cookie)).map((r) => [r.title, r.rank])).toEqual([
      ['D', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
    ]);

    await call('PATCH', `/api/user-roadmap/${a._id}`, cookie, { rank: 4, title: 'A 다시' });
    expect((await list(cookie)).map((r) => [r.title, r.rank])).toEqual([
      ['D', 1],
      ['B', 2],
      ['C', 3],
      ['A 다시', 4],
    ]);

    const tooHigh = await call('PATCH', `/api/user-roadmap/${b._id}`, cookie, { rank: 5 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.fields).toEqual({ rank: ROADMAP_MESSAGES.rankTooHigh });

    const deleted = await call('DELETE', `/api/user-roadmap/${b._id}`, cookie);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(cookie)).map((r) => [r.title, r.rank])).toEqual([
      ['D', 1],
      ['C', 2],
      ['A 다시', 3],
    ]);
    expect((await call('GET', `/api/user-roadmap/${b._id}`, cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user-roadmap/${b._id}`, cookie)).statusCode).toBe(404);
    expect(c._id).toBeTruthy();
  });

  it('keeps ranks 1..n when re-ranks arrive at once', async () => {
    const { cookie } = await loginAs(t);
    const made = [];
    for (const title of ['가', '나', '다', '라', '마']) made.push(await create(cookie, { title }));
    await Promise.all(
      made.map((roadmap, index) => call('PATCH', `/api/user-roadmap/${roadmap._id}`, cookie, { rank: 5 - index })),
    );
    expect((await list(cookie)).map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses bad updates with Korean messages', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { title: '검사용' });
    const cases: Array<[unknown, string, string]> = [
      [{}, 'body', ROADMAP_MESSAGES.nothingToUpdate],
      [{ rank: 0 }, 'rank', ROADMAP_MESSAGES.rankInvalid],
      [{ rank: 1.5 }, 'rank', ROADMAP_MESSAGES.rankInvalid],
      [{ rank: '1' }, 'rank', ROADMAP_MESSAGES.rankInvalid],
      [{ title: '' }, 'title', ROADMAP_MESSAGES.titleRequired],
      [{ examPause: 'yes' }, 'examPause', ROADMAP_MESSAGES.examPauseInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('PATCH', `/api/user-roadmap/${roadmap._id}`, cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(payload)).toBe(message);
    }
  });

  it('switches the exam-period pause on and off', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { jobName: '고등학교 교사' });
    const on = await call('PATCH', `/api/user-roadmap/${roadmap._id}`, cookie, { examPause: true });
    expect(on.json().data.game.streak).toMatchObject({ isPaused: true, pausedSince: expect.any(String) });
    const again = await call('PATCH', `/api/user-roadmap/${roadmap._id}`, cookie, { examPause: true });
    expect(again.json().data.game.streak.isPaused).toBe(true);
    const off = await call('PATCH', `/api/user-roadmap/${roadmap._id}`, cookie, { examPause: false });
    expect(off.json().data.game.streak).toMatchObject({ isPaused: false, pausedSince: null });
  });
});

describe('missions on a roadmap', () => {
  it('completes a mission: XP, level and streak after it; twice counts once; undo gives it back', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { jobName: '웹 개발자' });
    const missions = roadmap.milestones.flatMap((milestone) => milestone.missions);
    const first = missions[0];
    if (!first) throw new Error('no missions');

    const done = await complete(cookie, roadmap._id, first.id, { reflection: '  생각보다 재밌었어요  ' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      missionId: first.id,
      isCompleted: true,
      reflection: '생각보다 재밌었어요',
      xpChange: first.xp,
      wasAlreadyInState: false,
      game: { xp: first.xp, streak: { current: 1, isActiveToday: true } },
      progress: { completed: 1 },
    });
    expect(done.json().data.completedAt).toEqual(expect.any(String));

    const twice = await complete(cookie, roadmap._id, first.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data).toMatchObject({
      isCompleted: true,
      xpChange: 0,
      wasAlreadyInState: true,
      reflection: '생각보다 재밌었어요',
      game: { xp: first.xp },
    });
    expect(twice.json().data.completedAt).toBe(done.json().data.completedAt);

    const detail: Detail = (await call('GET', `/api/user-roadmap/${roadmap._id}`, cookie)).json().data;
    expect(detail.xp).toBe(first.xp);
    expect(detail.nextStep?.missionId).toBe(missions[1]?.id);
    expect(detail.milestones[0]?.missions[0]).toMatchObject({ isCompleted: true, reflection: '생각보다 재밌었어요' });

    const undo = await call('DELETE', `/api/user-roadmap/${roadmap._id}/missions/${first.id}/complete`, cookie);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data).toMatchObject({
      isCompleted: false,
      completedAt: null,
      xpChange: -first.xp,
      wasAlreadyInState: false,
      game: { xp: 0, level: 1, streak: { current: 0 } },
      // The note is the person's own writing: undo keeps it.
      reflection: '생각보다 재밌었어요',
    });
    const undoAgain = await call('DELETE', `/api/user-roadmap/${roadmap._id}/missions/${first.id}/complete`, cookie);
    expect(undoAgain.json().data).toMatchObject({ xpChange: 0, wasAlreadyInState: true });
  });

  it('levels up when the XP crosses a level, and the list shows it', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { jobName: '마케터' });
    const missions = roadmap.milestones.flatMap((milestone) => milestone.missions);
    let xp = 0;
    let leveledUp = false;
    for (const mission of missions) {
      const res = (await complete(cookie, roadmap._id, mission.id)).json().data;
      xp += mission.xp;
      leveledUp ||= res.leveledUp;
      if (xp >= 50) break;
    }
    expect(leveledUp).toBe(true);
    const [summary] = (await call('GET', '/api/user-roadmap', cookie)).json().data;
    expect(summary).toMatchObject({ xp, level: 2 });
  });

  it('completes without a body, and refuses a too long reflection', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { title: '빈 몸으로' });
    const missionId = roadmap.milestones[0]?.missions[0]?.id ?? '';
    const bare = await callApi(t, 'POST', `/api/user-roadmap/${roadmap._id}/missions/${missionId}/complete`, cookie);
    expect(bare.statusCode, bare.body).toBe(200);
    const long = await complete(cookie, roadmap._id, missionId, { reflection: '가'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ reflection: ROADMAP_MESSAGES.reflectionTooLong });
    const notText = await complete(cookie, roadmap._id, missionId, { reflection: 5 });
    expect(notText.json().error.fields).toEqual({ reflection: ROADMAP_MESSAGES.reflectionNotText });
  });

  it('answers 404 for a mission that is not on the roadmap', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { title: '미션 없음' });
    const res = await complete(cookie, roadmap._id, 'm-trend-050', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ROADMAP_MESSAGES.missionNotInRoadmap);
  });

  it('adds a market mission to a milestone, once', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { jobName: '간호사' });
    const milestone = roadmap.milestones[1];
    if (!milestone) throw new Error('no milestone');
    const inRoadmap = new Set(roadmap.milestones.flatMap((m) => m.missions.map((mission) => mission.id)));
    const extra = getMissionMarket().missions.find((mission) => !inRoadmap.has(mission.id));
    if (!extra) throw new Error('no extra mission');

    const added = await call('POST', milestoneUrl(roadmap._id, milestone.title), cookie, { missionId: extra.id });
    expect(added.statusCode, added.body).toBe(201);
    const after: Detail = added.json().data;
    const missions = after.milestones[1]?.missions ?? [];
    expect(missions.at(-1)).toMatchObject({ id: extra.id, addedBy: 'person', isCompleted: false });
    expect(after.progress.total).toBe(roadmap.progress.total + 1);

    const again = await call('POST', milestoneUrl(roadmap._id, milestone.title), cookie, { missionId: extra.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ROADMAP_MESSAGES.missionAlreadyInRoadmap);

    const done = await complete(cookie, roadmap._id, extra.id);
    expect(done.json().data.xpChange).toBe(extra.xp);
  });

  it('answers 404 for an unknown milestone or market mission, and 400 for a missing id', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { title: '담기 시험' });
    const title = roadmap.milestones[0]?.title ?? '';
    const noMilestone = await call('POST', milestoneUrl(roadmap._id, '없는 마일스톤'), cookie, {
      missionId: 'm-self-001',
    });
    expect(noMilestone.statusCode).toBe(404);
    expect(noMilestone.json().error.message).toBe(ROADMAP_MESSAGES.milestoneNotFound);
    const noMission = await call('POST', milestoneUrl(roadmap._id, title), cookie, { missionId: 'm-none-000' });
    expect(noMission.statusCode).toBe(404);
    expect(noMission.json().error.message).toBe('미션 마켓에 없는 미션이에요. 미션을 다시 골라 주세요.');
    const missing = await call('POST', milestoneUrl(roadmap._id, title), cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ missionId: ROADMAP_MESSAGES.missionIdRequired });
  });
});

describe('withdrawal', () => {
  it('deletes every roadmap row of the person, and their daily suggestions', async () => {
    const { userId, cookie } = await loginAs(t);
    const roadmap = await create(cookie, { jobName: '영양사' });
    await complete(cookie, roadmap._id, roadmap.milestones[0]?.missions[0]?.id ?? '', { reflection: '메모' });
    await call('PATCH', `/api/user-roadmap/${roadmap._id}`, cookie, { examPause: true });
    expect((await call('GET', '/api/missions/daily', cookie)).statusCode).toBe(200);

    const res = await call('DELETE', '/api/auth/withdraw', cookie);
    expect(res.statusCode).toBe(204);
    const { db } = t.database;
    expect(await db.select().from(roadmaps).where(eq(roadmaps.userId, userId))).toEqual([]);
    expect(await db.select().from(roadmapMissions).where(eq(roadmapMissions.roadmapId, roadmap._id))).toEqual([]);
    expect(await db.select().from(roadmapMilestones).where(eq(roadmapMilestones.roadmapId, roadmap._id))).toEqual([]);
    expect(await db.select().from(roadmapPauses).where(eq(roadmapPauses.roadmapId, roadmap._id))).toEqual([]);
    expect(await db.select().from(dailyMissionPicks).where(eq(dailyMissionPicks.userId, userId))).toEqual([]);
  });
});

describe('download my data', () => {
  it('includes roadmaps with milestones, completions and reflections', async () => {
    const { cookie } = await loginAs(t);
    const roadmap = await create(cookie, { jobName: '물리치료사' });
    const missionId = roadmap.milestones[0]?.missions[0]?.id ?? '';
    await complete(cookie, roadmap._id, missionId, { reflection: '기록으로 남겨요' });
    const res = await call('GET', '/api/auth/export', cookie);
    expect(res.statusCode).toBe(200);
    const exported = JSON.parse(res.body);
    const section = exported.data?.roadmaps ?? exported.roadmaps;
    expect(section[0]).toMatchObject({ title: '물리치료사', jobName: '물리치료사', rank: 1 });
    const missions = section[0].milestones.flatMap((m: { missions: unknown[] }) => m.missions);
    expect(missions).toContainEqual(expect.objectContaining({ missionId, reflection: '기록으로 남겨요' }));
  });
});
