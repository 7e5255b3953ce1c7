import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/common';
import {
  changeReminderTimeBodySchema,
  reminderSettingsResponseSchema,
  turnOnRemindersBodySchema,
  unsubscribeBodySchema,
  vapidKeyResponseSchema,
  weeklySummaryResponseSchema,
} from '../../../shared/contracts/reminders';
import { requireUser, requireUserHook } from '../../plugins/session';
import { createReminderScheduler, type ReminderClock, settableClock, systemClock } from './reminder-scheduler';
import {
  changeTime,
  ensureVapidKeys,
  settingsOf,
  turnOff,
  turnOn,
  unsubscribeEndpoint,
  weeklySummary,
} from './reminders.service';

export interface RemindersOptions {
  /** HTTPS agent for push services (tests: one that trusts the local push service). */
  pushAgent?: Agent | undefined;
  /** Run the minute scheduler (the server does; API tests drive it themselves). */
  schedule?: boolean;
}

const tags = ['reminders'];
const errors = { 400: errorBodySchema, 401: errorBodySchema };

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily reminders' scheduler and the clock it goes by. */
    reminders: { clock: ReminderClock; runOnce: () => Promise<{ sent: number; gone: number; failed: number }> };
  }
}

/**
 * Daily reminders of today's missions as Web Push, and the weekly summary (issue 30). Every route
 * but the VAPID key and the notification's own stop button needs a session.
 */
export async function registerReminders(root: FastifyInstance, options: RemindersOptions): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const testClock = app.config.testHooks ? settableClock(new Date()) : undefined;
  const clock = testClock ?? systemClock;
  const scheduler = createReminderScheduler(
    db,
    clock,
    { vapidSubject: app.config.vapidSubject, agent: options.pushAgent },
    app.log,
  );
  app.decorate('reminders', { clock, runOnce: scheduler.runOnce });
  // Made at the first start and kept in the database, so every instance signs with the same keys.
  app.addHook('onReady', async () => {
    await ensureVapidKeys(db);
    if (options.schedule) scheduler.start();
  });
  app.addHook('onClose', async () => scheduler.stop());

  app.get(
    '/api/reminders/vapid-key',
    { schema: { summary: '알림 구독에 쓰는 VAPID 공개 키', tags, response: { 200: vapidKeyResponseSchema } } },
    async () => ({ data: { publicKey: (await ensureVapidKeys(db)).publicKey } }),
  );

  app.get(
    '/api/reminders',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '내 미션 알림 설정',
        tags,
        response: { 200: reminderSettingsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await settingsOf(db, requireUser(request).id) }),
  );

  app.put(
    '/api/reminders',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '미션 알림 켜기: 이 브라우저의 구독과 알림 시간 (브라우저 허락 뒤, 본인이 고른 때만)',
        description: '밤 10시부터 아침 7시 사이의 시간은 400이에요. 오늘 그 시간이 이미 지났으면 내일부터 보내요.',
        tags,
        body: turnOnRemindersBodySchema,
        response: { 200: reminderSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await turnOn(db, requireUser(request).id, request.body, clock.now()) }),
  );

  app.patch(
    '/api/reminders',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '미션 알림 시간 바꾸기',
        tags,
        body: changeReminderTimeBodySchema,
        response: { 200: reminderSettingsResponseSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await changeTime(db, requireUser(request).id, request.body.time, clock.now()) }),
  );

  app.delete(
    '/api/reminders',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '미션 알림 그만 받기 (모든 브라우저)',
        tags,
        response: { 204: z.null().describe('껐어요'), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await turnOff(db, requireUser(request).id, clock.now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/reminders/unsubscribe',
    {
      schema: {
        summary: '이 브라우저에 알림 그만 보내기 (알림의 "알림 끄기" 버튼: 구독 주소로, 로그인 없이)',
        description: '모르는 주소여도 204예요.',
        tags,
        body: unsubscribeBodySchema,
        response: { 204: z.null().describe('껐어요'), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await unsubscribeEndpoint(db, request.body.endpoint, clock.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/reminders/weekly-summary',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '이번 주 기록: 얻은 XP, 끝낸 미션, 연속 기록',
        tags,
        response: { 200: weeklySummaryResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await weeklySummary(db, requireUser(request).id, clock.now()) };
    },
  );

  if (testClock) {
    // Test-only (JINRO_TEST_HOOKS=1): moves the reminders' clock and runs one scheduler pass.
    app.post(
      '/api/test/reminders/clock',
      {
        schema: {
          hide: true,
          body: z.object({ now: z.iso.datetime({ offset: true }), run: z.boolean().default(true) }),
        },
      },
      async (request) => {
        testClock.set(new Date(request.body.now));
        return { data: request.body.run ? await scheduler.runOnce() : { reminded: 0, sent: 0, gone: 0, failed: 0 } };
      },
    );
  }
}
