import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type PushTransport, type ReminderRun, sendDueReminders } from './reminders.service';

/** The time the reminders go by: the system's, or one a test sets (`JINRO_TEST_HOOKS`). */
export interface ReminderClock {
  now(): Date;
}

export const systemClock: ReminderClock = { now: () => new Date() };

/** A clock that stands where a test puts it. */
export function settableClock(start: Date): ReminderClock & { set(now: Date): void } {
  let current = start;
  return {
    now: () => current,
    set: (now) => {
      current = now;
    },
  };
}

export interface ReminderScheduler {
  /** One pass: sends what is due at the clock's time. */
  runOnce(): Promise<ReminderRun>;
  /** Runs a pass every minute until `stop`; passes never overlap. */
  start(): void;
  stop(): void;
}

/**
 * Sends the daily reminders once a minute. Several instances may each run it: a reminder is
 * claimed by a row update before it is sent (reminders.queries.ts), so it goes out once, and a
 * restarted instance finds what is still due today in the database.
 */
export function createReminderScheduler(
  db: Db,
  clock: ReminderClock,
  transport: PushTransport,
  log: FastifyBaseLogger,
): ReminderScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runOnce = async () => {
    const run = await sendDueReminders(db, clock.now(), transport);
    // Counts only: endpoints and people stay out of the log.
    if (run.reminded > 0) log.info(run, 'daily reminders sent');
    return run;
  };
  const tick = () => {
    running = running
      .then(runOnce)
      .catch((err: unknown) => log.warn({ err }, 'daily reminders failed; next minute retries'));
  };
  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(tick, 60_000);
      timer.unref();
      tick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
