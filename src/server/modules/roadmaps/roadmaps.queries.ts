import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyXp, roadmapMilestones, roadmapMissions, roadmapPauses, roadmaps } from '../../db/schema/index';

export type RoadmapRow = typeof roadmaps.$inferSelect;
export type MilestoneRow = typeof roadmapMilestones.$inferSelect;
export type RoadmapMissionRow = typeof roadmapMissions.$inferSelect;
export type PauseRow = typeof roadmapPauses.$inferSelect;

// Any fixed number, different from other features' advisory locks.
const ROADMAP_LOCK_KEY = 727_002;

/**
 * Serialises one person's rank-changing writes (create, re-rank, delete) until the transaction
 * ends, so that ranks stay 1..n even when two tabs write at once. Works with no rows to lock.
 */
export async function lockPersonRoadmaps(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ROADMAP_LOCK_KEY}, hashtext(${userId}))`);
}

export async function listRoadmapRows(db: Db, userId: string): Promise<RoadmapRow[]> {
  return db
    .select()
    .from(roadmaps)
    .where(eq(roadmaps.userId, userId))
    .orderBy(asc(roadmaps.rank), asc(roadmaps.createdAt), asc(roadmaps.id));
}

export async function findRoadmapRow(db: Db, userId: string, id: string): Promise<RoadmapRow | undefined> {
  const [row] = await db
    .select()
    .from(roadmaps)
    .where(and(eq(roadmaps.userId, userId), eq(roadmaps.id, id)));
  return row;
}

export async function findRoadmapRowByJob(db: Db, userId: string, jobId: string): Promise<RoadmapRow | undefined> {
  const [row] = await db
    .select()
    .from(roadmaps)
    .where(and(eq(roadmaps.userId, userId), eq(roadmaps.jobId, jobId)))
    .limit(1);
  return row;
}

export async function listMilestoneRows(db: Db, roadmapIds: string[]): Promise<MilestoneRow[]> {
  if (roadmapIds.length === 0) return [];
  return db
    .select()
    .from(roadmapMilestones)
    .where(inArray(roadmapMilestones.roadmapId, roadmapIds))
    .orderBy(asc(roadmapMilestones.position));
}

export async function listRoadmapMissionRows(db: Db, roadmapIds: string[]): Promise<RoadmapMissionRow[]> {
  if (roadmapIds.length === 0) return [];
  return db
    .select()
    .from(roadmapMissions)
    .where(inArray(roadmapMissions.roadmapId, roadmapIds))
    .orderBy(asc(roadmapMissions.position), asc(roadmapMissions.createdAt));
}

export async function listPauseRows(db: Db, roadmapIds: string[]): Promise<PauseRow[]> {
  if (roadmapIds.length === 0) return [];
  return db
    .select()
    .from(roadmapPauses)
    .where(inArray(roadmapPauses.roadmapId, roadmapIds))
    .orderBy(asc(roadmapPauses.startedOn));
}

/** The ids of every mission the person has completed, in any of their roadmaps. */
export async function listCompletedMissionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ missionId: roadmapMissions.missionId })
    .from(roadmapMissions)
    .innerJoin(roadmaps, eq(roadmaps.id, roadmapMissions.roadmapId))
    .where(and(eq(roadmaps.userId, userId), isNotNull(roadmapMissions.completedAt)));
  return rows.map((row) => row.missionId);
}

export interface NewRoadmap {
  roadmap: typeof roadmaps.$inferInsert;
  milestones: Array<typeof roadmapMilestones.$inferInsert>;
  missions: Array<typeof roadmapMissions.$inferInsert>;
}

export async function insertRoadmap(db: Db, { roadmap, milestones, missions }: NewRoadmap): Promise<void> {
  await db.insert(roadmaps).values(roadmap);
  if (milestones.length > 0) await db.insert(roadmapMilestones).values(milestones);
  if (missions.length > 0) await db.insert(roadmapMissions).values(missions);
}

/** Numbers the person's roadmaps 1..n in the order of `ids`, in one statement. */
export async function setRoadmapRanks(db: Db, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index + 1}::integer`),
    sql` `,
  );
  await db
    .update(roadmaps)
    .set({ rank: sql`case ${roadmaps.id} ${cases} end`, updatedAt: sql`now()` })
    .where(and(eq(roadmaps.userId, userId), inArray(roadmaps.id, ids)));
}

export async function updateRoadmapTitle(db: Db, userId: string, id: string, title: string): Promise<void> {
  await db
    .update(roadmaps)
    .set({ title, updatedAt: sql`now()` })
    .where(and(eq(roadmaps.userId, userId), eq(roadmaps.id, id)));
}

export async function deleteRoadmapRow(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(roadmaps)
    .where(and(eq(roadmaps.userId, userId), eq(roadmaps.id, id)))
    .returning({ id: roadmaps.id });
  return deleted.length > 0;
}

export async function countMilestoneMissions(db: Db, milestoneId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::integer` })
    .from(roadmapMissions)
    .where(eq(roadmapMissions.milestoneId, milestoneId));
  return row?.value ?? 0;
}

/** Adds a market mission at the end of a milestone. Throws the database's unique violation if the roadmap has it. */
export async function insertRoadmapMission(
  db: Db,
  mission: Omit<typeof roadmapMissions.$inferInsert, 'position'>,
): Promise<void> {
  await db.insert(roadmapMissions).values({
    ...mission,
    position: sql`(select coalesce(max(${roadmapMissions.position}) + 1, 0) from ${roadmapMissions} where ${roadmapMissions.milestoneId} = ${mission.milestoneId})`,
  });
}

export async function findRoadmapMissionRow(
  db: Db,
  roadmapId: string,
  missionId: string,
): Promise<RoadmapMissionRow | undefined> {
  const [row] = await db
    .select()
    .from(roadmapMissions)
    .where(and(eq(roadmapMissions.roadmapId, roadmapId), eq(roadmapMissions.missionId, missionId)));
  return row;
}

/** XP the person was awarded on `day` across all roadmaps (0 when none). */
export async function getDailyXp(db: Db, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ xp: dailyXp.xp })
    .from(dailyXp)
    .where(and(eq(dailyXp.userId, userId), eq(dailyXp.day, day)));
  return row?.xp ?? 0;
}

/** Adds to the person's XP of `day`; never subtracts (the cap's room, once used, stays used). */
export async function addDailyXp(db: Db, userId: string, day: string, xp: number): Promise<void> {
  await db
    .insert(dailyXp)
    .values({ userId, day, xp })
    .onConflictDoUpdate({ target: [dailyXp.userId, dailyXp.day], set: { xp: sql`${dailyXp.xp} + ${xp}` } });
}

/** Marks the mission done unless it already is; true when this call completed it. */
export async function markMissionCompleted(
  db: Db,
  rowId: string,
  completion: {
    completedAt: Date;
    completedOn: string;
    reflection: string | null;
    awardedXp?: number | null;
    awardedOn?: string;
  },
): Promise<boolean> {
  const updated = await db
    .update(roadmapMissions)
    .set(completion)
    .where(and(eq(roadmapMissions.id, rowId), isNull(roadmapMissions.completedAt)))
    .returning({ id: roadmapMissions.id });
  return updated.length > 0;
}

export async function updateMissionReflection(db: Db, rowId: string, reflection: string | null): Promise<void> {
  await db.update(roadmapMissions).set({ reflection }).where(eq(roadmapMissions.id, rowId));
}

/** Clears the completion (the reflection note is kept); true when this call undid it. */
export async function clearMissionCompletion(db: Db, rowId: string): Promise<boolean> {
  const updated = await db
    .update(roadmapMissions)
    .set({ completedAt: null, completedOn: null })
    .where(and(eq(roadmapMissions.id, rowId), isNotNull(roadmapMissions.completedAt)))
    .returning({ id: roadmapMissions.id });
  return updated.length > 0;
}

export async function findOpenPause(db: Db, roadmapId: string): Promise<PauseRow | undefined> {
  const [row] = await db
    .select()
    .from(roadmapPauses)
    .where(and(eq(roadmapPauses.roadmapId, roadmapId), isNull(roadmapPauses.endedOn)))
    .limit(1);
  return row;
}

export async function insertPause(db: Db, pause: typeof roadmapPauses.$inferInsert): Promise<void> {
  await db.insert(roadmapPauses).values(pause);
}

export async function endPause(db: Db, pauseId: string, endedOn: string): Promise<void> {
  await db.update(roadmapPauses).set({ endedOn }).where(eq(roadmapPauses.id, pauseId));
}

/** True for PostgreSQL's unique_violation, whichever driver (pg, PGlite) and wrapper raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
