import { Agent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../../db/schema/index';
import { type LocalPushService, PUSH_SERVICE_CERT, startLocalPushService } from '../../test/push-service/push-service';
import { callApi, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let push: LocalPushService;

beforeAll(async () => {
  push = await startLocalPushService();
  t = await createTestApp({ testHooks: true }, { pushAgent: new Agent({ ca: PUSH_SERVICE_CERT }) });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** Moves the server's reminder clock (test hook) and runs one scheduler pass. */
async function at(now: string) {
  const res = await callApi(t, 'POST', '/api/test/reminders/clock', undefined, { now });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { sent: number; gone: number };
}

function pushesTo(endpoint: string) {
  return push.received.filter((received) => received.path === new URL(endpoint).pathname);
}

describe('without a session', () => {
  it.each([
    ['GET', '/api/reminders', undefined],
    ['PUT', '/api/reminders', { time: '08:00' }],
    ['PATCH', '/api/reminders', { time: '08:00' }],
    ['DELETE', '/api/reminders', undefined],
    ['GET', '/api/reminders/weekly-summary', undefined],
  ] as const)('%s %s answers 401', async (method, url, payload) => {
    const res = await callApi(t, method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
  });
});

describe('VAPID keys', () => {
  it('are made once, kept in the database, and never written to the log', async () => {
    const res = await callApi(t, 'GET', '/api/reminders/vapid-key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json().data as { publicKey: string };
    // An uncompressed P-256 point: 65 bytes, base64url without padding.
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const rows = await t.database.db.select().from(serverSecrets);
    // Beside the cookie-signing key (auth/device-cookie.ts), one row of VAPID keys.
    expect(rows.map((row) => row.name).sort()).toEqual(['cookie-signing', 'vapid']);
    const { privateKey } = (rows.find((row) => row.name === 'vapid')?.value ?? {}) as { privateKey: string };
    expect(t.logs.join('\n')).not.toContain(privateKey);
    expect((await callApi(t, 'GET', '/api/reminders/vapid-key')).json().data.publicKey).toBe(publicKey);
  });
});

describe('turning reminders on', () => {
  it('refuses a time between 22:00 and 07:00 with a Korean message', async () => {
    const { cookie } = await loginAs(t);
    const subscription = push.subscriber('night');
    for (const time of ['22:00', '23:30', '00:00', '06:59']) {
      const res = await callApi(t, 'PUT', '/api/reminders', cookie, { time, subscription });
      expect(res.statusCode, time).toBe(400);
      expect(res.json().error.fields.time).toBe(
        '밤 10시부터 아침 7시 사이에는 알림을 보내지 않아요. 오전 7:00부터 오후 9:59 사이로 골라 주세요.',
      );
    }
    const res = await callApi(t, 'PUT', '/api/reminders', cookie, { time: '8시', subscription });
    expect(res.statusCode).toBe(400);
    expect((await callApi(t, 'GET', '/api/reminders', cookie)).json().data).toEqual({
      enabled: false,
      time: null,
      devices: 0,
    });
  });

  it('sends nothing before the person turns reminders on', async () => {
    const { cookie } = await loginAs(t);
    expect((await callApi(t, 'GET', '/api/reminders', cookie)).json().data.enabled).toBe(false);
    const before = push.received.length;
    await at('2026-12-01T00:30:00+09:00');
    await at('2026-12-01T12:00:00+09:00');
    expect(push.received.length).toBe(before);
  });
});

describe('the daily reminder', () => {
  it('reaches the push service at the chosen time once a day, encrypted, opening today’s missions', async () => {
    const { cookie } = await loginAs(t);
    const phone = push.subscriber('phone-a');
    await at('2026-12-02T07:30:00+09:00');
    const on = await callApi(t, 'PUT', '/api/reminders', cookie, { time: '08:15', subscription: phone });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toEqual({ enabled: true, time: '08:15', devices: 1 });

    await at('2026-12-02T08:14:00+09:00');
    expect(pushesTo(phone.endpoint)).toHaveLength(0);
    await at('2026-12-02T08:15:00+09:00');
    const [first] = pushesTo(phone.endpoint);
    expect(first?.headers['content-encoding']).toBe('aes128gcm');
    expect(first?.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(JSON.parse(phone.decrypt(first?.body ?? Buffer.alloc(0)))).toEqual({
      title: '오늘의 미션을 할 시간이에요',
      body: '오늘의 미션이 기다리고 있어요. 작은 미션 하나로 연속 기록을 이어 가요.',
      url: '/roadmap/mission-market/random',
    });

    // Later the same day: not again. The next day at its time: again.
    await at('2026-12-02T09:00:00+09:00');
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    await at('2026-12-03T08:15:00+09:00');
    expect(pushesTo(phone.endpoint)).toHaveLength(2);
  });

  it('two instances passing at the same moment send it once', async () => {
    const { cookie } = await loginAs(t);
    const phone = push.subscriber('phone-twice');
    await at('2026-12-04T07:00:00+09:00');
    await callApi(t, 'PUT', '/api/reminders', cookie, { time: '10:00', subscription: phone });
    await callApi(t, 'POST', '/api/test/reminders/clock', undefined, { now: '2026-12-04T10:00:00+09:00', run: false });
    await Promise.all([t.app.reminders.runOnce(), t.app.reminders.runOnce(), t.app.reminders.runOnce()]);
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
  });

  it('turned on after its time today, it starts tomorrow', async () => {
    const { cookie } = await loginAs(t);
    const phone = push.subscriber('phone-late');
    await at('2026-12-05T11:00:00+09:00');
    await callApi(t, 'PUT', '/api/reminders', cookie, { time: '09:00', subscription: phone });
    await at('2026-12-05T11:01:00+09:00');
    expect(pushesTo(phone.endpoint)).toHaveLength(0);
    await at('2026-12-06T09:00:00+09:00');
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
  });

  it('never at night, even when a server was down at the chosen time', async () => {
    const { cookie } = await loginAs(t);
    const phone = push.subscriber('phone-night');
    await at('2026-12-07T07:00:00+09:00');
    await callApi(t, 'PUT', '/api/reminders', cookie, { time: '21:30', subscription: phone });
    await at('2026-12-07T22:10:00+09:00');
    expect(pushesTo(phone.endpoint)).toHaveLength(0);
  });

  it('a subscription the push service calls gone (410, 404) is removed', async () => {
    const { cookie } = await loginAs(t);
    const gone = push.subscriber('phone-gone');
    const kept = push.subscriber('phone-kept');
    push.answer(gone.endpoint, 410);
    await at('2026-12-08T07:00:00+09:00');
    await callApi(t, 'PUT', '/api/reminders', cookie, { time: '12:00', subscription: gone });
    await callApi(t, 'PUT', '/api/reminders', cookie, { time: '12:00', subscription: kept });
    expect((await callApi(t, 'GET', '/api/reminders', cookie)).json().data.devices).toBe(2);
    await at('2026-12-08T12:00:00+09:00');
    expect((await callApi(t, 'GET', '/api/reminders', cookie)).json().data.devices).toBe(1);
    await at('2026-12-09T12:00:00+09:00');
    expect(pushesTo(gone.endpoint)).toHaveLength(1);
    expect(pushesTo(kept.endpoint)).toHaveLength(2);
  });

  it('stops with one tap: in the settings (DELETE) or from the notification (its endpoint)', async () => {
    const a = await loginAs(t);
    const phoneA = push.subscriber('phone-stop-settings');
    const b = await loginAs(t);
    const phoneB = push.subscriber('phone-stop-notification');
    await at('2026-12-10T07:00:00+09:00');
    await callApi(t, 'PUT', '/api/reminders', a.cookie, { time: '08:00', subscription: phoneA });
    await callApi(t, 'PUT', '/api/reminders', b.cookie, { time: '08:00', subscription: phoneB });
    expect((await callApi(t, 'DELETE', '/api/reminders', a.cookie)).statusCode).toBe(204);
    const stop = await callApi(t, 'POST', '/api/reminders/unsubscribe', undefined, { endpoint: phoneB.endpoint });
    expect(stop.statusCode).toBe(204);
    await at('2026-12-10T08:00:00+09:00');
    expect(pushesTo(phoneA.endpoint)).toHaveLength(0);
    expect(pushesTo(phoneB.endpoint)).toHaveLength(0);
    expect((await callApi(t, 'GET', '/api/reminders', a.cookie)).json().data).toEqual({
      enabled: false,
      time: '08:00',
      devices: 0,
    });
    expect((await callApi(t, 'GET', '/api/reminders', b.cookie)).json().data.enabled).toBe(false);
  });

  it('changes its time', async () => {
    const { cookie } = await loginAs(t);
    const phone = push.subscriber('phone-change');
    await at('2026-12-11T07:00:00+09:00');
    await callApi(t, 'PUT', '/api/reminders', cookie, { time: '08:00', subscription: phone });
    const changed = await callApi(t, 'PATCH', '/api/reminders', cookie, { time: '19:30' });
    expect(changed.json().data).toEqual({ enabled: true, time: '19:30', devices: 1 });
    await at('2026-12-11T08:00:00+09:00');
    expect(pushesTo(phone.endpoint)).toHaveLength(0);
    await at('2026-12-11T19:30:00+09:00');
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    expect((await callApi(t, 'PATCH', '/api/reminders', cookie, { time: '23:00' })).statusCode).toBe(400);
  });
});

describe('GET /api/reminders/weekly-summary', () => {
  it('starts at zero for a person who has done nothing', async () => {
    const { cookie } = await loginAs(t);
    await at('2026-12-03T12:00:00+09:00');
    const res = await callApi(t, 'GET', '/api/reminders/weekly-summary', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ weekStart: '2026-11-30', xp: 0, missionsDone: 0, activeDays: 0, streakDays: 0 });
  });
});
