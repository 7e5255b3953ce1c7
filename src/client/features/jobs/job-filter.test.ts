import { describe, expect, it } from 'vitest';
import type { JobSearchEntry } from '../../../shared/contracts/jobs';
import { filterJobs, indexJobs, popularJobs, workingSuggestions } from './job-filter';

const job = (
  name: string,
  industry: JobSearchEntry['industry'],
  tasks: string[] = [],
  study: Partial<Pick<JobSearchEntry, 'majorFields' | 'majors' | 'educationLevel'>> = {},
): JobSearchEntry => ({
  id: name,
  name,
  industry,
  summary: '',
  riasec: 'S',
  tags: [],
  aliases: [],
  tasks,
  skills: [],
  searchWords: [],
  majorFields: [],
  majors: [],
  educationLevel: null,
  ...study,
});

const jobs = [
  job('간호사', 'healthcare', [], { majorFields: ['의약계열'], majors: ['간호학과'], educationLevel: '대졸' }),
  job('웹 개발자', 'it', [], { majorFields: ['공학계열'], majors: ['컴퓨터공학과'], educationLevel: '전문대졸' }),
  job('보건 교사', 'education', ['학생의 건강을 돌본다'], {
    majorFields: ['의약계열', '교육계열'],
    majors: ['간호학과'],
    educationLevel: '대졸',
  }),
];
const index = indexJobs(jobs);

describe('filterJobs', () => {
  it('shows every job without a query, and counts them per industry', () => {
    const result = filterJobs(index, jobs, '  ', null);
    expect(result.jobs).toEqual(jobs);
    expect(result.countsByIndustry.get('it')).toBe(1);
    expect(result.matchingAnyIndustry).toBe(3);
  });

  it('lists and narrows the catalog without a search index, but does not search without one', () => {
    const catalog = jobs.map(({ aliases, tasks, skills, searchWords, ...entry }) => entry);
    const result = filterJobs(null, catalog, '', 'education', { major: '간호학과' });
    expect(result.jobs.map((item) => item.name)).toEqual(['보건 교사']);
    expect(result.matchingAnyIndustry).toBe(2);
    expect(filterJobs(null, catalog, ' ', 'it').jobs).toHaveLength(1);
    expect(() => filterJobs(null, catalog, '건강', null)).toThrow(/search index/);
  });

  it('counts the query’s matches per industry and narrows to the chosen one', () => {
    const result = filterJobs(index, jobs, '건강', 'education');
    expect(result.jobs.map((item) => item.name)).toEqual(['보건 교사']);
    const none = filterJobs(index, jobs, 'ㄱㅎㅅ', 'it');
    expect(none.jobs).toEqual([]);
    expect(none.matchingAnyIndustry).toBe(1);
    expect(none.countsByIndustry.get('healthcare')).toBe(1);
  });
});

describe('filterJobs by what one studies', () => {
  it('narrows to a 계열, an education and a single major, and counts only what is left', () => {
    expect(filterJobs(index, jobs, '', null, { field: '의약계열' }).jobs.map((item) => item.name)).toEqual([
      '간호사',
      '보건 교사',
    ]);
    expect(filterJobs(index, jobs, '', null, { education: '전문대졸' }).jobs.map((item) => item.name)).toEqual([
      '웹 개발자',
    ]);
    const byMajor = filterJobs(index, jobs, '', 'education', { major: '간호학과' });
    expect(byMajor.jobs.map((item) => item.name)).toEqual(['보건 교사']);
    expect(byMajor.matchingAnyIndustry).toBe(2);
    expect(byMajor.countsByIndustry.get('healthcare')).toBe(1);
    expect(byMajor.countsByIndustry.get('it')).toBeUndefined();
  });

  it('combines with the query', () => {
    expect(filterJobs(index, jobs, '건강', null, { major: '간호학과' }).jobs.map((item) => item.name)).toEqual([
      '보건 교사',
    ]);
    expect(filterJobs(index, jobs, '건강', null, { field: '공학계열' }).jobs).toEqual([]);
  });
});

describe('popularJobs', () => {
  it('suggests only jobs that exist', () => {
    expect(popularJobs(jobs).map((item) => item.name)).toEqual(['간호사']);
  });
});

describe('workingSuggestions', () => {
  it('offers only everyday words that find a job', () => {
    const withWords = [
      { ...job('웹 개발자', 'it'), searchWords: ['코딩'] },
      { ...job('수의사', 'healthcare'), searchWords: ['동물'] },
    ];
    expect(workingSuggestions(indexJobs(withWords))).toEqual(['코딩', '동물']);
    expect(workingSuggestions(indexJobs([]))).toEqual([]);
  });
});
