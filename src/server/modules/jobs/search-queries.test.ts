import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexJobs } from '../../../client/features/jobs/job-filter';
import { searchAdvice } from '../../../shared/job-search-advice';
import { searchIndex } from '../../../shared/korean-search';
import { getJobCatalog, readLatinSearchWords } from './catalog';

/**
 * The search guard: real queries people type (job names, fields, everyday words, 초성, typos,
 * half-typed words) with the jobs that must come first. A query that names a job or a field
 * (kind job/field) may show nothing else in its first five but the jobs listed.
 */
interface QueryCase {
  query: string;
  first: string[];
  kind: 'job' | 'field' | 'word' | 'choseong' | 'typo' | 'typing' | 'task' | 'wish';
  alsoFine?: string[];
  /** Jobs that must not be in the answer at all. */
  never?: string[];
}

const { queries } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'search-queries.json'), 'utf8')) as {
  queries: QueryCase[];
};
const catalog = getJobCatalog();

/** What is wrong with the names a search answered for `c` (empty when nothing is). */
function problemsOf(c: QueryCase, names: readonly string[]): string[] {
  const problems: string[] = [];
  const head = names.slice(0, c.first.length);
  if ([...head].sort().join() !== [...c.first].sort().join()) {
    problems.push(`${c.query}: first ${JSON.stringify(head)}, expected ${JSON.stringify(c.first)}`);
  }
  if (c.first.length === 0 && names.length > 0)
    problems.push(`${c.query}: expected nothing, found ${names.join(', ')}`);
  const unwanted = names.filter((name) => c.never?.includes(name));
  if (unwanted.length > 0) problems.push(`${c.query}: must not list ${unwanted.join(', ')}`);
  if (c.kind === 'job' || c.kind === 'field') {
    const fine = new Set([...c.first, ...(c.alsoFine ?? [])]);
    const strangers = names.slice(0, 5).filter((name) => !fine.has(name));
    if (strangers.length > 0) problems.push(`${c.query}: unrelated in the first five: ${strangers.join(', ')}`);
  }
  return problems;
}

describe('job search finds what a person means', () => {
  it('has at least 150 real queries, each naming catalog jobs', () => {
    expect(queries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(queries.map((c) => c.query)).size).toBe(queries.length);
    for (const c of queries) {
      for (const name of [...c.first, ...(c.alsoFine ?? []), ...(c.never ?? [])]) {
        expect(catalog.findByName(name), name).toBeDefined();
      }
    }
  });

  it('has English and romanised words only for jobs the catalog has', () => {
    for (const name of readLatinSearchWords().keys()) expect(catalog.findByName(name), name).toBeDefined();
  });

  it('answers a wish (돈 많이) with what search does and what to try, never with guessed jobs', () => {
    const wishes = queries.filter((c) => c.kind === 'wish');
    expect(wishes.map((c) => c.query)).toEqual(['돈 많이', '돈 많이 버는 직업', '연봉 높은']);
    for (const c of wishes) {
      expect(searchAdvice(c.query), c.query).toEqual({
        title: '수입으로는 아직 찾을 수 없어요',
        text: '직업 검색은 직업 이름과 하는 일, 평소에 쓰는 말로 찾아요. 직업별 수입은 믿을 만한 자료를 갖추지 못해 보여 드리지 않아요.',
        tryInstead: ['금융', '경영', '창업'],
      });
    }
    // Any other query that finds nothing gets the page's general advice.
    expect(searchAdvice('간호')).toBeUndefined();
    expect(searchAdvice('돈가스')).toBeUndefined();
  });

  it('answers every query with its expected jobs first (server: GET /api/jobs?q=)', () => {
    const problems = queries.flatMap((c) =>
      problemsOf(
        c,
        searchIndex(catalog.searchIndex, c.query).map((hit) => hit.item.name),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('answers the same in the web app, which searches the search index itself', () => {
    const index = indexJobs(catalog.searchEntries);
    for (const c of queries) {
      expect(
        searchIndex(index, c.query).map((hit) => hit.item.name),
        c.query,
      ).toEqual(searchIndex(catalog.searchIndex, c.query).map((hit) => hit.item.name));
    }
  });
});
