import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { getJobCatalog, type JobCatalog } from './catalog';
import {
  deleteJobs,
  type JobRow,
  listReferencedJobIds,
  listStoredJobs,
  lockJobSeed,
  releaseJobNames,
  retireJobs,
  upsertJobs,
} from './jobs.queries';

export interface SeedResult {
  written: number;
  deleted: number;
  retired: number;
}

/**
 * Brings the `jobs` table in line with the catalog file, in one transaction, safe to run again:
 * new and changed jobs are written (unchanged ones are skipped by their content hash), jobs
 * that left the catalog are deleted unless a dream list still holds them, in which case they
 * are kept, marked as no longer in the catalog, so nobody loses a saved job.
 */
export async function seedJobs(db: Db, catalog: JobCatalog = getJobCatalog()): Promise<SeedResult> {
  const rows: JobRow[] = catalog.jobs.map((job) => ({
    id: job.id,
    name: job.name,
    industry: job.industry,
    summary: job.summary,
    profile: job,
    contentHash: createHash('sha256').update(JSON.stringify(job)).digest('hex'),
    inCatalog: true,
  }));

  return db.transaction(async (tx) => {
    await lockJobSeed(tx);
    const stored = new Map((await listStoredJobs(tx)).map((job) => [job.id, job]));
    const wanted = new Set(rows.map((row) => row.id));

    const gone = [...stored.keys()].filter((id) => !wanted.has(id));
    const referenced = await listReferencedJobIds(tx, gone);
    const toDelete = gone.filter((id) => !referenced.has(id));
    const toRetire = gone.filter((id) => referenced.has(id));
    await deleteJobs(tx, toDelete);
    await retireJobs(tx, toRetire);

    const changed = rows.filter((row) => {
      const before = stored.get(row.id);
      return !before || before.contentHash !== row.contentHash || !before.inCatalog;
    });
    const renamed = changed.filter((row) => {
      const before = stored.get(row.id);
      return before !== undefined && before.name !== row.name;
    });
    await releaseJobNames(
      tx,
      renamed.map((row) => row.id),
    );
    await upsertJobs(tx, changed);
    return { written: changed.length, deleted: toDelete.length, retired: toRetire.length };
  });
}
