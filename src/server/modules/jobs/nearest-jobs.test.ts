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

  it('covers the jobs students often ask for that the catalog lacks (issue 28)', () => {
    const asked = new Set(table.groups.flatMap((group) => group.asked));
    const often = ['군인', '부사관', '장교', '직업군인', '외교관', '동물보건사', '사육사', '프로게이머'];
    for (const name of [...often, '해외영업원', '무역사무원', '성우', '경호원']) expect(asked, name).toContain(name);
  });
});

describe('createNearestJobsFinder', () => {
  const nearest = createNearestJobsFinder(catalog, table);
  const names = (name: string) => nearest(name).map((job) => job.name);

  it('takes the table first, however the name is spaced', () => {
    expect(names('프로게이머')).toEqual(['게임 기획자', '프로 운동선수', '영상 크리에이터']);
    expect(names('직업 군인')).toEqual(['경찰관', '소방관', '교도관']);
  });

  it("else the catalog's search, without typo-tolerant guesses, at most three", () => {
    expect(names('웹소설 작가')).toEqual(['소설가']);
    expect(names('동물')).toHaveLength(3);
    expect(names('ㅁㄴㅇㄹ')).toEqual([]);
  });
});
