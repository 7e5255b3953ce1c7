import { z } from 'zod';
import { dataOf } from './common';

/**
 * Daily reminders of today's missions (Web Push, opt-in) and the weekly summary of XP and streak.
 * Times are Asia/Seoul wall-clock `HH:MM`; no reminder from 22:00 to 07:00.
 */
export const REMINDER_HOURS = { earliest: '07:00', latest: '21:59' } as const;

export const REMINDER_MESSAGES = {
  quietHours: '밤 10시부터 아침 7시 사이에는 알림을 보내지 않아요. 오전 7:00부터 오후 9:59 사이로 골라 주세요.',
  timeFormat: '알림 시간은 08:30처럼 시:분으로 골라 주세요.',
  subscriptionInvalid: '이 브라우저의 알림 구독 정보를 읽지 못했어요. 다시 시도해 주세요.',
} as const;

/** Today's missions page, where a reminder's tap opens. */
export const REMINDER_OPEN_PATH = '/roadmap/mission-market/random';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an `HH:MM` time. */
export function minuteOfTime(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Whether a reminder may be sent at this time of day (07:00 ≤ time < 22:00). Plain TS, for the form too. */
export function isDaytime(time: string): boolean {
  const minute = minuteOfTime(time);
  return minute >= minuteOfTime(REMINDER_HOURS.earliest) && minute <= minuteOfTime(REMINDER_HOURS.latest);
}

export const reminderTimeSchema = z
  .string({ error: REMINDER_MESSAGES.timeFormat })
  .regex(TIME_PATTERN, REMINDER_MESSAGES.timeFormat)
  .refine(isDaytime, REMINDER_MESSAGES.quietHours)
  .describe('알림 시간 (한국 시간 HH:MM, 07:00–21:59)');

const base64url = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/);

/** What `PushSubscription.toJSON()` gives, as the browser made it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.url({ protocol: /^https$/ }).max(1000),
    keys: z.object({ p256dh: base64url, auth: base64url }),
  })
  .meta({ id: 'PushSubscription' });

export const turnOnRemindersBodySchema = z.object({
  time: reminderTimeSchema,
  subscription: pushSubscriptionSchema,
});

export const changeReminderTimeBodySchema = z.object({ time: reminderTimeSchema });

export const unsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(1000) });

export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean(),
    time: z.string().nullable().describe('고른 시간 (한국 시간 HH:MM), 켠 적이 없으면 null'),
    devices: z.number().int().describe('알림을 받는 브라우저 수'),
  })
  .meta({ id: 'ReminderSettings' });

export const reminderSettingsResponseSchema = dataOf(reminderSettingsSchema);

export const vapidKeyResponseSchema = dataOf(
  z.object({
    publicKey: z.string().describe('VAPID 공개 키 (base64url): PushManager.subscribe의 applicationServerKey'),
  }),
);

export const weeklySummarySchema = z
  .object({
    weekStart: z.string().describe('이번 주 월요일 (한국 시간 YYYY-MM-DD)'),
    xp: z.number().int().describe('이번 주에 얻은 XP'),
    missionsDone: z.number().int().describe('이번 주에 끝낸 미션 수'),
    activeDays: z.number().int().describe('이번 주에 미션을 한 날 수'),
    streakDays: z.number().int().describe('연속으로 미션을 한 날 수 (모든 로드맵을 합쳐, 주 1일 쉬는 날 허용)'),
  })
  .meta({ id: 'WeeklySummary' });

export const weeklySummaryResponseSchema = dataOf(weeklySummarySchema);

export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export type WeeklySummary = z.infer<typeof weeklySummarySchema>;
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The payload of a reminder push, as the service worker reads it. */
export interface ReminderPush {
  title: string;
  body: string;
  url: string;
}
