/**
 * Days as people in Korea live them. A day is a `YYYY-MM-DD` string in Asia/Seoul; Korea has
 * kept UTC+9 without daylight saving since 1988, so a fixed offset is exact and needs no
 * time-zone database.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Day = string;

/** The day in Seoul at the instant `now`. */
export function seoulDay(now: Date): Day {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

function toUtcMidnight(day: Day): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: Day, count: number): Day {
  return new Date(toUtcMidnight(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday that starts the day's week (weeks run Monday to Sunday, as in Korean calendars). */
export function weekStart(day: Day): Day {
  const weekday = new Date(toUtcMidnight(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
