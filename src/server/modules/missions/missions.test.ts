import { describe, expect, it } from 'vitest';
import { MISSION_MESSAGES } from '../../../shared/contracts/missions';
import { callApi, loginAs, SAME_ORIGIN, testAppForFile } from '../../test/test-app';
import { getAssessments, saveDraft, submitStep } from '../assessments/assessments.service';
import { getMissionMarket, type MarketMission } from './mission-market';

const t = testAppForFile();

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
const q = (text: string) => encodeURIComponent(text);
const market = getMissionMarket();

describe('GET /api/missions/categories', () => {
  it('lists the categories with sub-categories and counts', async () => {
    const res = await get('/api/missions/categories');
    expect(res.statusCode).toBe(200);
    const categories = res.json().data;
    expect(categories).toHaveLength(8);
    const explore = categories.find((category: { id: string }) => category.id === 'explore');
    expect(explore).toMatchObject({ name: '직업 탐색', count: 53 });
    expect(explore.subs[0]).toEqual({ id: 'research', name: '직업 조사', count: expect.any(Number) });
  });
});

describe('GET /api/missions', () => {
  it('pages through the whole market with a total and a cursor', async () => {
    const first = (await get('/api/missions')).json();
    expect(first.data).toHaveLength(20);
    expect(first.total).toBe(market.missions.length);
    expect(Object.keys(first.data[0]).sort()).toEqual(
      ['category', 'cost', 'difficulty', 'id', 'minutes', 'sub', 'title', 'xp'].sort(),
    );
    const seen = new Set<string>(first.data.map((mission: { id: string }) => mission.id));
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const page = (await get(`/api/missions?limit=100&cursor=${q(cursor)}`)).json();
      for (const mission of page.data) seen.add(mission.id);
      cursor = page.nextCursor;
    }
    expect(seen.size).toBe(market.missions.length);
  });

  it('filters by category and sub-category', async () => {
    const byCategory = (await get('/api/missions?category=habit&limit=100')).json();
    expect(byCategory.total).toBe(50);
    expect(byCategory.data.every((mission: MarketMission) => mission.category.id === 'habit')).toBe(true);
    const bySub = (await get('/api/missions?category=habit&sub=rest&limit=100')).json();
    expect(bySub.total).toBe(10);
    expect(bySub.data.every((mission: MarketMission) => mission.sub.id === 'rest')).toBe(true);
  });

  it('finds missions by title, by 초성 and by description, best match first', async () => {
    const byTitle = (await get(`/api/missions?q=${q('포트폴리오')}`)).json();
    expect(byTitle.total).toBeGreaterThan(3);
    expect(byTitle.data[0].title).toContain('포트폴리오');

    const byChoseong = (await get(`/api/missions?q=${q('ㅌㅈㅇㅅ')}`)).json();
    expect(byChoseong.data.map((mission: { title: string }) => mission.title)).toContain(
      '타자 연습 15분 하고 타수 기록하기',
    );

    const withinCategory = (await get(`/api/missions?category=learning&q=${q('영어')}`)).json();
    expect(withinCategory.total).toBeGreaterThan(2);
    expect(withinCategory.data.every((mission: MarketMission) => mission.category.id === 'learning')).toBe(true);

    const none = (await get(`/api/missions?q=${q('우주정거장수리')}`)).json();
    expect(none).toEqual({ data: [], nextCursor: null, total: 0 });
  });

  it('refuses unknown categories and bad paging with Korean messages', async () => {
    const cases: Array<[string, string, string]> = [
      ['category=space', 'category', MISSION_MESSAGES.unknownCategory],
      ['category=habit&sub=nowhere', 'sub', MISSION_MESSAGES.unknownSub],
      ['sub=rest', 'sub', MISSION_MESSAGES.subWithoutCategory],
      ['limit=0', 'limit', MISSION_MESSAGES.limitRange],
      ['limit=101', 'limit', MISSION_MESSAGES.limitRange],
      ['limit=abc', 'limit', MISSION_MESSAGES.limitNotNumber],
      ['cursor=nonsense', 'cursor', MISSION_MESSAGES.badCursor],
      [`q=${'가'.repeat(51)}`, 'q', MISSION_MESSAGES.queryTooLong],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/missions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields[field], query).toBe(message);
    }
  });
});

describe('GET /api/missions/{id}', () => {
  it('answers the whole mission, and 404 for an unknown one', async () => {
    const res = await get('/api/missions/m-self-012');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 'm-self-012',
      category: { id: 'self', name: '자기이해' },
      description: expect.any(String),
      doneWhen: expect.any(String),
      tags: { riasec: expect.any(Array) },
    });
    const missing = await get('/api/missions/m-self-999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: MISSION_MESSAGES.missionNotFound });
  });
});

describe('GET /api/missions/random', () => {
  it('gives a visitor 50 random missions by default, reproducible by the seed', async () => {
    const res = (await get('/api/missions/random')).json();
    expect(res.mode).toBe('random');
    expect(res.data).toHaveLength(50);
    expect(new Set(res.data.map((mission: { id: string }) => mission.id)).size).toBe(50);
    expect(res.data[0].why).toBeNull();
    const again = (await get(`/api/missions/random?seed=${res.seed}`)).json();
    expect(again.data).toEqual(res.data);
    expect((await get('/api/missions/random?count=100')).json().data).toHaveLength(100);
  });

  it('refuses counts outside 1–100 and a bad seed', async () => {
    for (const query of ['count=0', 'count=101', 'count=abc', 'seed=%3Cscript%3E']) {
      const res = await get(`/api/missions/random?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.values(res.json().error.fields).join(' '), query).toMatch(/[가-힣]/);
    }
    expect((await get('/api/missions/random?count=101')).json().error.fields.count).toBe(MISSION_MESSAGES.countRange);
  });

  it('stays random for a logged-in person of whom nothing is known yet', async () => {
    const { cookie } = await loginAs(t);
    expect((await get('/api/missions/random', cookie)).json().mode).toBe('random');
  });

  it('personalises by the roadmap jobs: an AI engineer gets more I/R and IT missions than a visitor', async () => {
    const { cookie } = await loginAs(t);
    const created = await callApi(t, 'POST', '/api/user-roadmap', cookie, { jobName: 'AI 엔지니어' });
    expect(created.statusCode).toBe(201);
    const fits = (mission: MarketMission) =>
      mission.tags.riasec.some((letter) => letter === 'I' || letter === 'R') || mission.tags.industries.includes('it');

    const personal = (await get('/api/missions/random?seed=persona', cookie)).json();
    const random = (await get('/api/missions/random?seed=persona')).json();
    expect(personal.mode).toBe('personalised');
    const hits = (list: { id: string }[]) =>
      list.filter((item) => fits(market.findById(item.id) as MarketMission)).length;
    expect(hits(personal.data)).toBeGreaterThan(hits(random.data) + 15);
    expect(personal.data[0].why).toMatch(/[가-힣]/);
  });
});

describe('personalisation by the interest test (through the assessments service)', () => {
  it('uses the submitted interest code: an I-R person reads why in terms of their interest types', async () => {
    const { userId, cookie } = await loginAs(t);
    const assessments = getAssessments();
    await saveDraft(t.database.db, assessments, userId, 'interest', {
      comeup: [],
      selected: [
        'i-i-lab-experiment',
        'i-i-analyze-substance',
        'i-i-observe-stars',
        'i-i-human-body',
        'i-r-assemble-electronics',
        'i-r-test-machines',
      ],
      priority: ['i-i-lab-experiment', 'i-i-analyze-substance', 'i-r-test-machines'],
    });
    await submitStep(t.database.db, assessments, userId, 'interest');

    const res = (await get('/api/missions/random?seed=interest', cookie)).json();
    expect(res.mode).toBe('personalised');
    expect(res.data[0].why).toMatch(/^흥미 유형 I\(탐구형\)과 잘 맞아요$/);
    const fits = res.data.filter((item: { id: string }) => {
      const mission = market.findById(item.id);
      return mission?.tags.riasec.includes('I') || mission?.tags.riasec.includes('R');
    });
    expect(fits.length).toBeGreaterThanOrEqual(45);
  });
});

describe('the API documentation', () => {
  it('describes the roadmap and mission routes', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of ['/api/user-roadmap', '/api/user-roadmap/{id}', '/api/missions/daily', '/api/roadmap/sample']) {
      expect(paths).toContain(path);
    }
  });
});

describe('GET /api/missions/daily', () => {
  it('needs a session', async () => {
    const res = await get('/api/missions/daily');
    expect(res.statusCode).toBe(401);
  });

  it("answers today's 3–5 missions with why, the same on a second call", async () => {
    const { cookie } = await loginAs(t);
    const first = await get('/api/missions/daily', cookie);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data.length).toBeLessThanOrEqual(5);
    for (const item of body.data) {
      expect(item.why).toMatch(/[가-힣]/);
      expect(item.isCompleted).toBe(false);
    }
    expect((await get('/api/missions/daily', cookie)).json()).toEqual(body);
  });
});
