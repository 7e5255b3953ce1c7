import { and, count, countDistinct, eq, gte, isNotNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dailyXp,
  pushSubscriptions,
  reminderSettings,
  roadmapMissions,
  roadmaps,
  serverSecrets,
} from '../../db/schema/index';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The shared VAPID keys, or undefined before the first start made them. */
export async function readVapidKeys(db: Db): Promise<VapidKeys | undefined> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'vapid'));
  return row?.value as VapidKeys | undefined;
}

/** Keeps `keys` unless another instance kept its own first (then those stay). */
export async function insertVapidKeysOnce(db: Db, keys: VapidKeys): Promise<void> {
  await db.insert(serverSecrets).values({ name: 'vapid', value: keys }).onConflictDoNothing();
}

export async function readSettings(db: Db, userId: string) {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row;
}

export async function countSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function upsertSettings(
  db: Db,
  values: { userId: string; remindAtMinute: number; enabled: boolean; lastSentOn: string | null; now: Date },
): Promise<void> {
  const { userId, remindAtMinute, enabled, lastSentOn, now } = values;
  await db
    .insert(reminderSettings)
    .values({ userId, remindAtMinute, enabled, lastSentOn, consentedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { remindAtMinute, enabled, lastSentOn, consentedAt: now, updatedAt: now },
    });
}

export async function updateTime(db: Db, userId: string, remindAtMinute: number, lastSentOn: string | null, now: Date) {
  const rows = await db
    .update(reminderSettings)
    .set({ remindAtMinute, lastSentOn, updatedAt: now })
    .where(and(eq(reminderSettings.userId, userId), eq(reminderSettings.enabled, true)))
    .returning({ userId: reminderSettings.userId });
  return rows.length > 0;
}

export async function disable(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(reminderSettings).set({ enabled: false, updatedAt: now }).where(eq(reminderSettings.userId, userId));
}

/** Keeps a browser's subscription for `userId` (a subscription that moved to another person moves with it). */
export async function upsertSubscription(
  db: Db,
  values: { id: string; userId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
    });
}

export async function deleteSubscriptionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Deletes the subscription at `endpoint`; answers whose it was, if anyone's. */
export async function deleteSubscriptionAt(db: Db, endpoint: string): Promise<string | undefined> {
  const [row] = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ userId: pushSubscriptions.userId });
  return row?.userId;
}

export async function subscriptionsOf(db: Db, userId: string) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/**
 * Claims every reminder due by `minute` on `today` that has not gone out today, in one row update:
 * an instance that runs the same update at the same moment waits on the rows and then finds them
 * claimed, so each reminder is sent by one instance, once a day.
 */
export async function claimDueReminders(db: Db, today: string, minute: number): Promise<string[]> {
  const rows = await db
    .update(reminderSettings)
    .set({ lastSentOn: today })
    .where(
      and(
        eq(reminderSettings.enabled, true),
        lte(reminderSettings.remindAtMinute, minute),
        or(sql`${reminderSettings.lastSentOn} is null`, lt(reminderSettings.lastSentOn, today)),
      ),
    )
    .returning({ userId: reminderSettings.userId });
  return rows.map((row) => row.userId);
}

/** XP awarded to the person from `from` (a Seoul day) on. */
export async function xpSince(db: Db, userId: string, from: string): Promise<number> {
  const [row] = await db
    .select({ xp: sum(dailyXp.xp) })
    .from(dailyXp)
    .where(and(eq(dailyXp.userId, userId), gte(dailyXp.day, from)));
  return Number(row?.xp ?? 0);
}

/** Missions completed (and not undone) from `from` on, and on how many days. */
export async function missionsDoneSince(db: Db, userId: string, from: string) {
  const [row] = await db
    .select({ missions: count(), days: countDistinct(roadmapMissions.completedOn) })
    .from(roadmapMissions)
    .innerJoin(roadmaps, eq(roadmaps.id, roadmapMissions.roadmapId))
    .where(
      and(eq(roadmaps.userId, userId), isNotNull(roadmapMissions.completedAt), gte(roadmapMissions.completedOn, from)),
    );
  return { missions: row?.missions ?? 0, days: row?.days ?? 0 };
}

/** Every Seoul day on which the person completed a mission (any roadmap). */
export async function activeDaysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: roadmapMissions.completedOn })
    .from(roadmapMissions)
    .innerJoin(roadmaps, eq(roadmaps.id, roadmapMissions.roadmapId))
    .where(and(eq(roadmaps.userId, userId), isNotNull(roadmapMissions.completedAt)));
  return rows.flatMap((row) => (row.day ? [row.day] : []));
}
