import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import {
  minuteOfTime,
  type PushSubscriptionInput,
  REMINDER_OPEN_PATH,
  type ReminderPush,
  type ReminderSettings,
  timeOfMinute,
  type WeeklySummary,
} from '../../../shared/contracts/reminders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { seoulDay, weekStart } from '../roadmaps/calendar';
import { streakOf } from '../roadmaps/game-rules';
import {
  activeDaysOf,
  claimDueReminders,
  countSubscriptions,
  deleteSubscriptionAt,
  deleteSubscriptionsOf,
  disable,
  insertVapidKeysOnce,
  missionsDoneSince,
  readSettings,
  readVapidKeys,
  subscriptionsOf,
  updateTime,
  upsertSettings,
  upsertSubscription,
  type VapidKeys,
  xpSince,
} from './reminders.queries';

const SEOUL_OFFSET_MINUTES = 9 * 60;

/** Minutes after midnight in Seoul at `now`. */
function seoulMinute(now: Date): number {
  return Math.floor((now.getTime() / 60_000 + SEOUL_OFFSET_MINUTES) % (24 * 60));
}

/** The VAPID keys every instance shares: made and kept in the database at the first start. */
export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const kept = await readVapidKeys(db);
  if (kept) return kept;
  await insertVapidKeysOnce(db, webpush.generateVAPIDKeys());
  const keys = await readVapidKeys(db);
  if (!keys) throw new Error('VAPID keys were not kept');
  return keys;
}

export async function settingsOf(db: Db, userId: string): Promise<ReminderSettings> {
  const row = await readSettings(db, userId);
  return {
    enabled: row?.enabled ?? false,
    time: row ? timeOfMinute(row.remindAtMinute) : null,
    devices: row?.enabled ? await countSubscriptions(db, userId) : 0,
  };
}

/**
 * The day already counted as reminded when the chosen time has passed today: a person who turns
 * reminders on at 10:00 for 09:00 gets the first one tomorrow, not at once.
 */
function lastSentOnFor(minute: number, now: Date): string | null {
  return minute <= seoulMinute(now) ? seoulDay(now) : null;
}

/** Turns reminders on for this browser (the person chose it after the browser's permission). */
export async function turnOn(
  db: Db,
  userId: string,
  input: { time: string; subscription: PushSubscriptionInput },
  now: Date,
): Promise<ReminderSettings> {
  const minute = minuteOfTime(input.time);
  const { endpoint, keys } = input.subscription;
  await upsertSubscription(db, { id: randomUUID(), userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
  await upsertSettings(db, {
    userId,
    remindAtMinute: minute,
    enabled: true,
    lastSentOn: lastSentOnFor(minute, now),
    now,
  });
  return settingsOf(db, userId);
}

export async function changeTime(db: Db, userId: string, time: string, now: Date): Promise<ReminderSettings> {
  const minute = minuteOfTime(time);
  const changed = await updateTime(db, userId, minute, lastSentOnFor(minute, now), now);
  if (!changed) throw new AppError('NOT_FOUND', { message: '알림이 꺼져 있어요. 먼저 알림을 켜 주세요.' });
  return settingsOf(db, userId);
}

/** Stops every reminder of the person, on every browser. */
export async function turnOff(db: Db, userId: string, now: Date): Promise<void> {
  await disable(db, userId, now);
  await deleteSubscriptionsOf(db, userId);
}

/** Stops reminders to one browser (the notification's own stop button, which has no session). */
export async function unsubscribeEndpoint(db: Db, endpoint: string, now: Date): Promise<void> {
  const userId = await deleteSubscriptionAt(db, endpoint);
  if (userId && (await countSubscriptions(db, userId)) === 0) await disable(db, userId, now);
}

export async function weeklySummary(db: Db, userId: string, now: Date): Promise<WeeklySummary> {
  const today = seoulDay(now);
  const monday = weekStart(today);
  const [xp, done, days] = await Promise.all([
    xpSince(db, userId, monday),
    missionsDoneSince(db, userId, monday),
    activeDaysOf(db, userId),
  ]);
  return {
    weekStart: monday,
    xp,
    missionsDone: done.missions,
    activeDays: done.days,
    streakDays: streakOf(days, [], today).current,
  };
}

const REMINDER_PUSH: ReminderPush = {
  title: '오늘의 미션을 할 시간이에요',
  body: '오늘의 미션이 기다리고 있어요. 작은 미션 하나로 연속 기록을 이어 가요.',
  url: REMINDER_OPEN_PATH,
};

export interface PushTransport {
  vapidSubject: string;
  /** The HTTPS agent for push services (tests trust their local push service through it). */
  agent?: Agent | undefined;
}

/** How a push service answered: sent, gone (404/410: the subscription is removed), or failed. */
type Delivery = 'sent' | 'gone' | 'failed';

async function deliver(
  subscription: { endpoint: string; p256dh: string; auth: string },
  keys: VapidKeys,
  transport: PushTransport,
): Promise<Delivery> {
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(REMINDER_PUSH),
      {
        vapidDetails: { subject: transport.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 4 * 60 * 60,
        timeout: 10_000,
        ...(transport.agent ? { agent: transport.agent } : {}),
      },
    );
    return 'sent';
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode;
    return status === 404 || status === 410 ? 'gone' : 'failed';
  }
}

export interface ReminderRun {
  reminded: number;
  sent: number;
  gone: number;
  failed: number;
}

/**
 * Sends the reminders due at `now`: none from 22:00 to 07:00 (a server down at the chosen time
 * catches up when it is back, but never at night), each claimed first so it goes out once.
 */
export async function sendDueReminders(db: Db, now: Date, transport: PushTransport): Promise<ReminderRun> {
  const run: ReminderRun = { reminded: 0, sent: 0, gone: 0, failed: 0 };
  const minute = seoulMinute(now);
  if (minute < minuteOfTime('07:00') || minute >= minuteOfTime('22:00')) return run;
  const userIds = await claimDueReminders(db, seoulDay(now), minute);
  if (userIds.length === 0) return run;
  const keys = await ensureVapidKeys(db);
  for (const userId of userIds) {
    run.reminded++;
    for (const subscription of await subscriptionsOf(db, userId)) {
      const delivery = await deliver(subscription, keys, transport);
      run[delivery]++;
      if (delivery === 'gone') await deleteSubscriptionAt(db, subscription.endpoint);
    }
  }
  return run;
}
