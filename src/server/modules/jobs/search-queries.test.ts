import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexJobs } from '../../../client/features/jobs/job-filter';
import { searchIndex } from '../../../shared/korean-search';
import { getJobCatalog } from './catalog';

/**
 * The search guard: real queries people type (job names, fields, everyday words, 초성, typos,
 * half-typed words) with the jobs that must come first. A query that names a job or a field
 * (kind job/field) may show nothing else in its first five but the jobs listed.
 */
interface QueryCase {
  query: string;
  first: string[];
  kind: 'job' | 'field' | 'word' | 'choseong' | 'typo' | 'typing' | 'task';
  alsoFine?: string[];
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
      for (const name of [...c.first, ...(c.alsoFine ?? [])]) expect(catalog.findByName(name), name).toBeDefined();
    }
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
