import { randomUUID } from 'node:crypto';
import { josa } from 'es-hangul';
import {
  type AddDreamJobInput,
  DREAM_LIST_LIMITS,
  DREAM_LIST_MESSAGES,
  type DreamJob,
} from '../../../shared/contracts/dream-list';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findJobByName, findJobSummary, getJobByName, type JobCatalog } from '../jobs/jobs.service';
import {
  countDreamJobs,
  type DreamJobRow,
  deleteDreamJobRow,
  findDreamJobRow,
  insertDreamJob,
  isUniqueViolation,
  listDreamJobRows,
  lockPersonDreamList,
  type NewDreamJob,
  setDreamJobPositions,
  updateDreamJobNote,
} from './dream-list.queries';

/**
 * The dream list ('꿈 목록'): catalog jobs and custom jobs in the person's own order.
 * Someone else's item is answered exactly like a missing one (NOT_FOUND), so ids reveal nothing.
 */

function present(catalog: JobCatalog, row: DreamJobRow): DreamJob {
  const isCatalogJob = row.jobId !== null;
  return {
    id: row.id,
    kind: isCatalogJob ? 'catalog' : 'custom',
    name: (isCatalogJob ? row.jobName : row.customName) ?? '',
    note: row.note,
    job: row.jobId ? (findJobSummary(catalog, row.jobId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDreamJobs(db: Db, catalog: JobCatalog, userId: string): Promise<DreamJob[]> {
  return (await listDreamJobRows(db, userId)).map((row) => present(catalog, row));
}

/** Throws NOT_FOUND (unknown job), CONFLICT (already on the list), VALIDATION_ERROR (list full, or a custom name that is a catalog job). */
export async function addDreamJob(
  db: Db,
  catalog: JobCatalog,
  userId: string,
  input: AddDreamJobInput,
): Promise<DreamJob> {
  const item: NewDreamJob = { id: randomUUID(), userId, jobId: null, customName: null, note: null };
  if (input.custom) {
    const sameAsCatalogJob = findJobByName(catalog, input.custom.name);
    if (sameAsCatalogJob) {
      throw new AppError('VALIDATION_ERROR', {
        fields: {
          'custom.name': `${sameAsCatalogJob.name}${josa.pick(sameAsCatalogJob.name, '은/는')} 직업 목록에 있는 직업이에요. 직업 탐색에서 담아 주세요.`,
        },
      });
    }
    item.customName = input.custom.name;
    item.note = input.custom.note;
  } else {
    item.jobId = getJobByName(catalog, input.jobName ?? '').id;
  }

  try {
    // The count and the insert in one transaction, under the person's lock: the cap holds however
    // many requests arrive at once.
    await db.transaction(async (tx) => {
      await lockPersonDreamList(tx, userId);
      if ((await countDreamJobs(tx, userId)) >= DREAM_LIST_LIMITS.maxItems) {
        throw new AppError('VALIDATION_ERROR', {
          message: DREAM_LIST_MESSAGES.listFull,
          fields: { [input.custom ? 'custom' : 'jobName']: DREAM_LIST_MESSAGES.listFull },
        });
      }
      await insertDreamJob(tx, item);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { message: DREAM_LIST_MESSAGES.alreadyOnList });
    throw error;
  }
  return getDreamJob(db, catalog, userId, item.id);
}

/** Throws NOT_FOUND. */
async function getDreamJob(db: Db, catalog: JobCatalog, userId: string, id: string): Promise<DreamJob> {
  const row = await findDreamJobRow(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', { message: DREAM_LIST_MESSAGES.itemNotFound });
  return present(catalog, row);
}

/** Throws NOT_FOUND. */
export async function updateDreamJob(
  db: Db,
  catalog: JobCatalog,
  userId: string,
  id: string,
  note: string | null,
): Promise<DreamJob> {
  if (!(await updateDreamJobNote(db, userId, id, note))) {
    throw new AppError('NOT_FOUND', { message: DREAM_LIST_MESSAGES.itemNotFound });
  }
  return getDreamJob(db, catalog, userId, id);
}

/** Throws VALIDATION_ERROR unless `ids` are exactly the person's items, each once. */
export async function reorderDreamJobs(
  db: Db,
  catalog: JobCatalog,
  userId: string,
  ids: string[],
): Promise<DreamJob[]> {
  return db.transaction(async (tx) => {
    await lockPersonDreamList(tx, userId);
    const current = await listDreamJobRows(tx, userId);
    const mine = new Set(current.map((row) => row.id));
    const given = new Set(ids);
    const isExactly = given.size === ids.length && given.size === mine.size && ids.every((id) => mine.has(id));
    if (!isExactly) throw new AppError('VALIDATION_ERROR', { fields: { ids: DREAM_LIST_MESSAGES.orderMismatch } });
    await setDreamJobPositions(tx, userId, ids);
    return (await listDreamJobRows(tx, userId)).map((row) => present(catalog, row));
  });
}

/** Throws NOT_FOUND. */
export async function deleteDreamJob(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteDreamJobRow(db, userId, id))) {
    throw new AppError('NOT_FOUND', { message: DREAM_LIST_MESSAGES.itemNotFound });
  }
}

/** The dream list in 'download my data'. */
export async function exportDreamList(db: Db, userId: string) {
  return (await listDreamJobRows(db, userId)).map((row) => ({
    name: row.jobName ?? row.customName,
    kind: row.jobId ? 'catalog' : 'custom',
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}
