/**
 * The rules of daily reminders, as plain TypeScript (no zod), shared by the server's contract and
 * the web app's form. Times are Asia/Seoul wall-clock `HH:MM`; no reminder from 22:00 to 07:00.
 */
export const REMINDER_HOURS = { earliest: '07:00', latest: '21:59' } as const;

export const REMINDER_MESSAGES = {
  quietHours: '밤 10시부터 아침 7시 사이에는 알림을 보내지 않아요. 오전 7:00부터 오후 9:59 사이로 골라 주세요.',
  timeFormat: '알림 시간은 08:30처럼 시:분으로 골라 주세요.',
  subscriptionInvalid: '이 브라우저의 알림 구독 정보를 읽지 못했어요. 다시 시도해 주세요.',
} as const;

/** Today's missions page, where a reminder's tap opens. */
export const REMINDER_OPEN_PATH = '/roadmap/mission-market/random';

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

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
