import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { NEAREST_JOBS_MAX } from '../../../shared/contracts/jobs';
import { normalizeForSearch, searchIndex } from '../../../shared/korean-search';
import { CONTENT_DIR } from '../../lib/app-root';
import type { JobCatalog } from './catalog';
import type { CatalogJob } from './catalog-file';

/**
 * The nearest catalog jobs for a name the catalog does not have ('이 직업은 왜 없을까요?'):
 * first the team's table for the jobs students often ask for (content/jobs/nearest-jobs.json,
 * a counsellor's judgement), then the catalog's own search on the name (names, other names,
 * search words, skills, tasks). Typo-tolerant hits are left out: 경호원 is not 조경원, and a
 * wrong suggestion is worse than none.
 */

const NEAREST_JOBS_FILE = path.join(CONTENT_DIR, 'jobs/nearest-jobs.json');

const nearestJobsFileSchema = z.object({
  groups: z.array(
    z.object({
      asked: z.array(z.string().min(1)).min(1),
      nearest: z.array(z.string().min(1)).min(1).max(NEAREST_JOBS_MAX),
      note: z.string().min(1),
    }),
  ),
});
export type NearestJobsFile = z.infer<typeof nearestJobsFileSchema>;

export function readNearestJobsFile(file = NEAREST_JOBS_FILE): NearestJobsFile {
  return nearestJobsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Finds the nearest catalog jobs for a name, nearest first, at most NEAREST_JOBS_MAX. */
export type NearestJobsFinder = (name: string) => CatalogJob[];

/**
 * Built once at start-up. A table entry naming a job this catalog lacks is skipped (test catalogs
 * are small); nearest-jobs.test.ts keeps every entry of the real table a catalog job.
 */
export function createNearestJobsFinder(
  catalog: JobCatalog,
  table: NearestJobsFile = readNearestJobsFile(),
): NearestJobsFinder {
  const byAsked = new Map<string, CatalogJob[]>();
  for (const group of table.groups) {
    const jobs = group.nearest.flatMap((name) => catalog.findByName(name) ?? []);
    for (const asked of group.asked) byAsked.set(normalizeForSearch(asked), jobs);
  }
  return (name) => {
    const fromTable = byAsked.get(normalizeForSearch(name)) ?? [];
    const fromSearch = searchIndex(catalog.searchIndex, name)
      .filter((hit) => !hit.isTypo)
      .map((hit) => hit.item);
    return [...new Set([...fromTable, ...fromSearch])].slice(0, NEAREST_JOBS_MAX);
  };
}
