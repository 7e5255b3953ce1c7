import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../../shared/korean-search';
import { getJobCatalog } from './catalog';
import { createNearestJobsFinder, readNearestJobsFile } from './nearest-jobs';

const catalog = getJobCatalog();
const table = readNearestJobsFile();

describe('content/jobs/nearest-jobs.json', () => {
  it('names only catalog jobs, each once in a group, and no asked name twice', () => {
    const asked = table.groups.flatMap((group) => group.asked.map(normalizeForSearch));
    expect(new Set(asked).size).toBe(asked.length);
    for (const group of table.groups) {
      expect(new Set(group.nearest).size, group.asked[0]).toBe(group.nearest.length);
      for (const name of group.nearest) expect(catalog.findByName(name), name).toBeDefined();
      for (const name of group.asked) expect(catalog.findByName(name), name).toBeUndefined();
    }
  });

  it('asks for no name a catalog job already answers as another name or search word (the table would never be read)', () => {
    const answered = new Set(
      catalog.jobs.flatMap((job) =>
        [...(job.aliases ?? []), ...(catalog.koreaFacts.get(job.id)?.searchWords ?? [])].map(normalizeForSearch),
      ),
    );
    const asked = table.groups.flatMap((group) => group.asked);
    expect(asked.filter((name) => answered.has(normalizeForSearch(name)))).toEqual([]);
  });

  it('keeps the names the catalog still lacks; the jobs issue 28 asked for are catalog jobs now', () => {
    const asked = new Set(table.groups.flatMap((group) => group.asked));
    for (const name of ['군무원', '무역사무원', '해외영업사원']) expect(asked, name).toContain(name);
    for (const name of ['직업군인', '외교관', '동물보건사', '사육사', '프로게이머', '해외 영업원', '성우', '경호원']) {
      expect(catalog.findByName(name), name).toBeDefined();
    }
  });
});

describe('createNearestJobsFinder', () => {
  const nearest = createNearestJobsFinder(catalog, table);
  const names = (name: string) => nearest(name).map((job) => job.name);

  it('takes the table first, however the name is spaced', () => {
    expect(names('군무원')).toEqual(['행정 공무원', '직업군인']);
    expect(names('영화 감독')).toEqual(['방송 PD', '영상 편집자', '영상 크리에이터']);
    expect(names('해양생물 학자')).toEqual(['생명과학 연구원', '기상 연구원', '사육사']);
    expect(names('무역 사무원')).toEqual(['해외 영업원', '관세사', '영업 사원']);
    // Wishes Korean students often name (2026-11-29): a prosecutor is not an inspection, a model
    // not a data model, whatever the catalog's search would match.
    expect(names('검사')).toEqual(['판사', '변호사', '형사']);
    expect(names('모델')).toEqual(['배우', '쇼호스트', '패션 디자이너']);
    expect(names('게임개발자')).toEqual(['소프트웨어 개발자', '게임 기획자', '애니메이터']);
    expect(names('피아니스트')).toEqual(['뮤지션', '작곡가', '예체능 강사']);
    expect(names('웹소설작가')).toEqual(['소설가', '웹툰 작가', '방송작가']);
  });

  it("else the catalog's search, without typo-tolerant guesses, at most three", () => {
    expect(names('만화가')).toEqual(['웹툰 작가']);
    expect(names('동물')).toHaveLength(3);
    expect(names('ㅁㄴㅇㄹ')).toEqual([]);
  });
});
