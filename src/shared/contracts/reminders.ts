import { z } from 'zod';
import { isDaytime, REMINDER_MESSAGES, TIME_PATTERN } from '../validation/reminder-rules';
import { dataOf } from './common';

export {
  minuteOfTime,
  REMINDER_OPEN_PATH,
  timeOfMinute,
} from '../validation/reminder-rules';

/**
 * Daily reminders of today's missions (Web Push, opt-in) and the weekly summary of XP and streak.
 * Times are Asia/Seoul wall-clock `HH:MM`; no reminder from 22:00 to 07:00.
 */
const reminderTimeSchema = z
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
const pushSubscriptionSchema = z
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

const reminderSettingsSchema = z
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

const weeklySummarySchema = z
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
