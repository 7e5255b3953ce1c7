import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRouteMeta, pageHead, routeMetaByPath } from './route-heads';
import { paths } from './route-paths';

describe('page heads', () => {
  it('titles a job page with the job, from its data or from its URL', () => {
    expect(pageHead(paths.job, { jobName: '간호사' }).title).toBe('간호사 — 하는 일과 필요한 능력 | 진로의 시간');
    const fromData = pageHead(paths.job, { jobName: '간호사' }, { name: '간호사', summary: '환자를 돌봐요.' });
    expect(fromData).toEqual({
      title: '간호사 — 하는 일과 필요한 능력 | 진로의 시간',
      description: '환자를 돌봐요.',
      named: true,
    });
    expect(pageHead(paths.job, { jobName: '간호사' }).description).toContain('간호사가 하는 일');
  });

  it('names the subject of every detail page', () => {
    expect(pageHead(paths.article, { id: 'a' }, { name: '번아웃의 신호' }).title).toBe('번아웃의 신호 | 진로의 시간');
    expect(pageHead(paths.story, { id: 's' }, { name: '첫 이야기' }).title).toBe('첫 이야기 | 진로의 시간');
    expect(pageHead(paths.roadmap, { roadmapId: '1' }, { name: '간호사 로드맵' }).title).toBe(
      '간호사 로드맵 — 나의 로드맵 | 진로의 시간',
    );
    expect(pageHead(paths.milestone, { roadmapId: '1', milestoneTitle: '첫걸음' }).title).toBe(
      '첫걸음 — 마일스톤 | 진로의 시간',
    );
    expect(pageHead(paths.mission, { missionId: 'm1' }, { name: '병원 견학하기' }).title).toBe(
      '병원 견학하기 — 미션 | 진로의 시간',
    );
    expect(pageHead(paths.missionCategory, { categoryId: 'self' }, { name: '자기이해' }).title).toBe(
      '자기이해 미션 — 미션 마켓 | 진로의 시간',
    );
    expect(
      pageHead(
        paths.missionSubCategory,
        { categoryId: 'self', subCategory: 'r' },
        { name: '돌아보기', parent: '자기이해' },
      ).title,
    ).toBe('돌아보기 — 자기이해 미션 | 진로의 시간');
    expect(pageHead(paths.jobExp, { jobName: '요리사' }).title).toBe('요리사 직업 체험 | 진로의 시간');
    expect(pageHead(paths.myJobCustom, { jobName: '우주 여행 가이드' }).title).toBe(
      '우주 여행 가이드 — 나만의 꿈 직업 | 진로의 시간',
    );
  });

  it('keeps the generic title, marked as not named, when nothing names the subject', () => {
    expect(pageHead(paths.article, { id: 'missing' })).toEqual({
      title: '지혜의 시간 | 진로의 시간',
      description: routeMetaByPath.get(paths.article)?.description,
      named: false,
    });
    expect(pageHead(paths.home).title).toBe('진로의 시간');
    expect(pageHead(paths.login)).toMatchObject({ title: '로그인 | 진로의 시간', named: true });
  });

  it('cuts a long name from the URL and keeps every title one line of text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (jobName) => {
        const { title } = pageHead(paths.job, { jobName });
        expect([...title].length).toBeLessThanOrEqual(60 + ' — 하는 일과 필요한 능력 | 진로의 시간'.length);
      }),
    );
  });

  it('finds the route of a path as the router ranks them', () => {
    expect(matchRouteMeta('/job-browser/간호사')?.path).toBe(paths.job);
    expect(matchRouteMeta('/login')?.path).toBe(paths.login);
    expect(matchRouteMeta('/someone')?.path).toBe(paths.userHome);
    expect(matchRouteMeta('/LOGIN')?.path).toBe(paths.login);
    expect(matchRouteMeta('/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC')?.path).toBe(paths.job);
    expect(matchRouteMeta('/job-browser/간호사/')?.path).toBe(paths.job);
    expect(matchRouteMeta('/someone/42')?.path).toBe(paths.userPost);
    expect(matchRouteMeta('/a/b/c/d/e')).toBeUndefined();
  });
});
