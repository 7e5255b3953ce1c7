import { and, desc, eq, lt } from 'drizzle-orm';
import type { Step } from '../../../shared/contracts/assessments';
import type { Db } from '../../db/client';
import { assessmentTakes } from '../../db/schema/index';

export type TakeRow = typeof assessmentTakes.$inferSelect;

const ofUserStep = (userId: string, step: Step) =>
  and(eq(assessmentTakes.userId, userId), eq(assessmentTakes.step, step));

/**
 * The person's latest take of the step (the one GET/PUT work on), or undefined. `lock` (inside a
 * transaction) holds the row until commit, so read-merge-write of a draft is not interleaved.
 */
export async function findLatestTake(
  db: Db,
  userId: string,
  step: Step,
  options: { lock?: boolean } = {},
): Promise<TakeRow | undefined> {
  const query = db
    .select()
    .from(assessmentTakes)
    .where(ofUserStep(userId, step))
    .orderBy(desc(assessmentTakes.take))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Submitted takes of one step, newest first. */
/** Submitted takes of a step, newest first; `page` keeps `limit` of them older than take `before`. */
export async function listSubmittedTakes(
  db: Db,
  userId: string,
  step: Step,
  page?: { limit: number; before: number | undefined },
): Promise<TakeRow[]> {
  const query = db
    .select()
    .from(assessmentTakes)
    .where(
      and(
        ofUserStep(userId, step),
        eq(assessmentTakes.status, 'submitted'),
        page?.before === undefined ? undefined : lt(assessmentTakes.take, page.before),
      ),
    )
    .orderBy(desc(assessmentTakes.take));
  return page ? query.limit(page.limit) : query;
}

/** Every submitted take of every step, newest first within a step. */
export async function listAllSubmittedTakes(db: Db, userId: string): Promise<TakeRow[]> {
  return db
    .select()
    .from(assessmentTakes)
    .where(and(eq(assessmentTakes.userId, userId), eq(assessmentTakes.status, 'submitted')))
    .orderBy(assessmentTakes.step, desc(assessmentTakes.take));
}

/** Every take, drafts included ('download my data'). */
export async function listAllTakes(db: Db, userId: string): Promise<TakeRow[]> {
  return db
    .select()
    .from(assessmentTakes)
    .where(eq(assessmentTakes.userId, userId))
    .orderBy(assessmentTakes.step, assessmentTakes.take);
}

export async function hasSubmittedTake(db: Db, userId: string, step: Step): Promise<boolean> {
  const [row] = await db
    .select({ id: assessmentTakes.id })
    .from(assessmentTakes)
    .where(and(ofUserStep(userId, step), eq(assessmentTakes.status, 'submitted')))
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts a take; answers `undefined` when the person already has a take with that number (a
 * concurrent save, retake or import got there first).
 */
export async function insertTake(db: Db, values: typeof assessmentTakes.$inferInsert): Promise<TakeRow | undefined> {
  const [row] = await db
    .insert(assessmentTakes)
    .values(values)
    .onConflictDoNothing({ target: [assessmentTakes.userId, assessmentTakes.step, assessmentTakes.take] })
    .returning();
  return row;
}

/** Replaces a draft's answers; `undefined` when the take is no longer a draft. */
export async function updateDraftAnswers(db: Db, takeId: string, answers: unknown): Promise<TakeRow | undefined> {
  const [row] = await db
    .update(assessmentTakes)
    .set({ answers, updatedAt: new Date() })
    .where(and(eq(assessmentTakes.id, takeId), eq(assessmentTakes.status, 'draft')))
    .returning();
  return row;
}

/** Marks a draft submitted with its final answers and scores; `undefined` when it was not a draft. */
export async function markSubmitted(
  db: Db,
  takeId: string,
  answers: unknown,
  scores: unknown,
): Promise<TakeRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(assessmentTakes)
    .set({ answers, scores, status: 'submitted', submittedAt: now, updatedAt: now })
    .where(and(eq(assessmentTakes.id, takeId), eq(assessmentTakes.status, 'draft')))
    .returning();
  return row;
}

/** Renumbers a take (a draft in progress moving after a result imported before it); `undefined` if gone. */
export async function moveTake(db: Db, takeId: string, take: number): Promise<TakeRow | undefined> {
  const [row] = await db
    .update(assessmentTakes)
    .set({ take, updatedAt: new Date() })
    .where(eq(assessmentTakes.id, takeId))
    .returning();
  return row;
}
