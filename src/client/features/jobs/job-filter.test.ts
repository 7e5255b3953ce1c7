import { describe, expect, it } from 'vitest';
import type { JobSearchEntry } from '../../../shared/contracts/jobs';
import { filterJobs, indexJobs, popularJobs } from './job-filter';

const job = (name: string, industry: JobSearchEntry['industry'], tasks: string[] = []): JobSearchEntry => ({
  id: name,
  name,
  industry,
  summary: '',
  riasec: 'S',
  tags: [],
  aliases: [],
  tasks,
  skills: [],
});

const jobs = [
  job('간호사', 'healthcare'),
  job('웹 개발자', 'it'),
  job('보건 교사', 'education', ['학생의 건강을 돌본다']),
];
const index = indexJobs(jobs);

describe('filterJobs', () => {
  it('shows every job without a query, and counts them per industry', () => {
    const result = filterJobs(index, jobs, '  ', null);
    expect(result.jobs).toEqual(jobs);
    expect(result.countsByIndustry.get('it')).toBe(1);
    expect(result.matchingAnyIndustry).toBe(3);
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

describe('popularJobs', () => {
  it('suggests only jobs that exist', () => {
    expect(popularJobs(jobs).map((item) => item.name)).toEqual(['간호사']);
  });
});
