import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PageSubject, pageHead, type RouteHead } from '../../shared/route-head';
import { createRouteFinder, paths, ROUTES } from '../../shared/route-list';
import { headOf } from './route-module';
import { loadNotFoundPage, pageLoaders } from './route-table';

/** Every route's head, as its route module declares it. */
const heads = new Map<string, RouteHead>();

beforeAll(async () => {
  for (const route of ROUTES) {
    const load = pageLoaders[route.page];
    if (!load) throw new Error(`no module ${route.page}`);
    heads.set(route.path, headOf(await load(), route.path));
  }
  heads.set('*', headOf(await loadNotFoundPage(), '*'));
}, 60_000);

function head(
  pattern: string,
  params: Readonly<Record<string, string | undefined>> = {},
  subject?: PageSubject,
): ReturnType<typeof pageHead> {
  const routeHead = heads.get(pattern);
  if (!routeHead) throw new Error(`no head for ${pattern}`);
  return pageHead(routeHead, params, subject);
}

describe('page heads, from each route module', () => {
  it('has a Korean title and description for every route and the not-found page', () => {
    expect(heads.size).toBe(ROUTES.length + 1);
    for (const [pattern, routeHead] of heads) {
      expect(routeHead.title, pattern).toMatch(/[가-힣]/);
      expect(routeHead.description.length, pattern).toBeGreaterThan(10);
    }
    expect(head('*').title).toBe('페이지를 찾을 수 없어요 | 진로의 시간');
  });

  it("names each flow page's step and page", () => {
    expect(head('/inner-und/value/comeup').title).toBe('가치관 찾기 · 떠올리기 | 진로의 시간');
    expect(head('/inner-und/interest/priority').title).toBe('흥미 찾기 · 순위 정하기 | 진로의 시간');
    expect(head('/inner-und/strength/definition').description).toBe(
      '나의 시간: 강점 카드를 고르고 순서를 정해 나에게 중요한 강점을 알아봐요.',
    );
    expect(head('/trt-phys-cond/phys-cond/survey').title).toBe('성향·신체 조건 · 신체 조건 설문 | 진로의 시간');
    expect(head('/kskill/knw/select').title).toBe('지식·기술 · 지식 고르기 | 진로의 시간');
    expect(head('/jpref/submitted').title).toBe('직업 선호 · 완료 | 진로의 시간');
    expect(head(paths.mapFromJobRec).description).toBe(
      '추천 직업을 더 정확하게 만들기 위해 남은 검사 단계를 이어서 해요.',
    );
    expect(head(paths.map).description).toContain('여섯 단계의 진로 검사 지도예요.');
  });

  it('titles a job page with the job, from its data or from its URL', () => {
    expect(head(paths.job, { jobName: '간호사' }).title).toBe('간호사 — 하는 일과 필요한 능력 | 진로의 시간');
    const fromData = head(paths.job, { jobName: '간호사' }, { name: '간호사', summary: '환자를 돌봐요.' });
    expect(fromData).toEqual({
      title: '간호사 — 하는 일과 필요한 능력 | 진로의 시간',
      description: '환자를 돌봐요.',
      named: true,
    });
    expect(head(paths.job, { jobName: '간호사' }).description).toContain('간호사가 하는 일');
  });

  it('names the subject of every detail page', () => {
    expect(head(paths.article, { id: 'a' }, { name: '번아웃의 신호' }).title).toBe('번아웃의 신호 | 진로의 시간');
    expect(head(paths.story, { id: 's' }, { name: '첫 이야기' }).title).toBe('첫 이야기 | 진로의 시간');
    expect(head(paths.roadmap, { roadmapId: '1' }, { name: '간호사 로드맵' }).title).toBe(
      '간호사 로드맵 — 나의 로드맵 | 진로의 시간',
    );
    expect(head(paths.milestone, { roadmapId: '1', milestoneTitle: '첫걸음' }).title).toBe(
      '첫걸음 — 마일스톤 | 진로의 시간',
    );
    expect(head(paths.mission, { missionId: 'm1' }, { name: '병원 견학하기' }).title).toBe(
      '병원 견학하기 — 미션 | 진로의 시간',
    );
    expect(head(paths.missionCategory, { categoryId: 'self' }, { name: '자기이해' }).title).toBe(
      '자기이해 미션 — 미션 마켓 | 진로의 시간',
    );
    expect(
      head(paths.missionSubCategory, { categoryId: 'self', subCategory: 'r' }, { name: '돌아보기', parent: '자기이해' })
        .title,
    ).toBe('돌아보기 — 자기이해 미션 | 진로의 시간');
    expect(head(paths.jobExp, { jobName: '요리사' }).title).toBe('요리사 직업 체험 | 진로의 시간');
    expect(head(paths.myJobCustom, { jobName: '우주 여행 가이드' }).title).toBe(
      '우주 여행 가이드 — 나만의 꿈 직업 | 진로의 시간',
    );
  });

  it('keeps the generic title, marked as not named, when nothing names the subject', () => {
    expect(head(paths.article, { id: 'missing' })).toEqual({
      title: '지혜의 시간 | 진로의 시간',
      description: '진로와 취업 준비에 도움이 되는 글이에요.',
      named: false,
    });
    expect(head(paths.home).title).toBe('진로의 시간');
    expect(head(paths.userHome).title).toBe('진로의 시간');
    expect(head(paths.login)).toMatchObject({ title: '로그인 | 진로의 시간', named: true });
  });

  it('places a sub-category under its category in the trail, once the data names it', () => {
    const subHead = heads.get(paths.missionSubCategory);
    const params = { categoryId: 'self', subCategory: 'r' };
    expect(subHead?.parents?.({ params, subject: { name: '돌아보기', parent: '자기이해' } })).toEqual([
      { name: '실천의 시간', path: '/roadmaps' },
      { name: '미션 마켓', path: '/roadmap/mission-market' },
      { name: '자기이해 미션', path: '/roadmap/mission-market/category/self' },
    ]);
    expect(subHead?.parents?.({ params, subject: { name: '돌아보기' } })).toBeUndefined();
    expect(heads.get(paths.job)?.parents?.({ params: {}, subject: { name: '간호사' } })).toEqual([
      { name: '직업 탐색', path: '/job-browser' },
    ]);
  });

  it('cuts a long name from the URL and keeps every title one line of text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (jobName) => {
        const { title } = head(paths.job, { jobName });
        expect([...title].length).toBeLessThanOrEqual(60 + ' — 하는 일과 필요한 능력 | 진로의 시간'.length);
      }),
    );
  });

  it('finds the route of a path as the router ranks them', () => {
    const find = createRouteFinder(ROUTES);
    expect(find('/job-browser/간호사')?.path).toBe(paths.job);
    expect(find('/login')?.path).toBe(paths.login);
    expect(find('/someone')?.path).toBe(paths.userHome);
    expect(find('/LOGIN')?.path).toBe(paths.login);
    expect(find('/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC')?.path).toBe(paths.job);
    expect(find('/job-browser/간호사/')?.path).toBe(paths.job);
    expect(find('/someone/42')?.path).toBe(paths.userPost);
    expect(find('/a/b/c/d/e')).toBeUndefined();
  });
});
