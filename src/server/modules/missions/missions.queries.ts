import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyMissionPicks } from '../../db/schema/index';

/** A stored day of suggestions, as the service wrote it (see missions.service DailyPick). */
export interface DailyPicksRow {
  day: string;
  picks: unknown;
  createdAt: Date;
}

export async function findDailyPicks(db: Db, userId: string, day: string): Promise<DailyPicksRow | undefined> {
  const [row] = await db
    .select({ day: dailyMissionPicks.day, picks: dailyMissionPicks.picks, createdAt: dailyMissionPicks.createdAt })
    .from(dailyMissionPicks)
    .where(and(eq(dailyMissionPicks.userId, userId), eq(dailyMissionPicks.day, day)));
  return row;
}

/** Keeps the first day's choice when two requests race: the later insert does nothing. */
export async function insertDailyPicks(db: Db, userId: string, day: string, picks: unknown): Promise<void> {
  await db.insert(dailyMissionPicks).values({ userId, day, picks }).onConflictDoNothing();
}

export async function listDailyPicks(db: Db, userId: string): Promise<DailyPicksRow[]> {
  return db
    .select({ day: dailyMissionPicks.day, picks: dailyMissionPicks.picks, createdAt: dailyMissionPicks.createdAt })
    .from(dailyMissionPicks)
    .where(eq(dailyMissionPicks.userId, userId))
    .orderBy(asc(dailyMissionPicks.day));
}
