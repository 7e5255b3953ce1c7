import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpUser } from '../../scripts/lib/http-user';
import { type ServerProcess, startServer } from '../../scripts/lib/server-process';
import { LIMITS } from '../../src/server/modules/auth/rate-limit';
import { PERSONAS } from '../personas/personas';
import { PASSWORD, scratchPostgres, TEST_DATABASE_URL, TEST_REDIS_URL, uniqueClientIp, uniqueEmail } from './scratch';

/**
 * Two server processes behind one (imaginary) load balancer, on one PostgreSQL and one Redis:
 * whichever instance a request reaches, the person is the same person, the attempt limits are the
 * same limits, and a logout is a logout everywhere.
 */
const canRun = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (!canRun) {
  console.warn(
    'tests/system/two-instances.test.ts skipped: set TEST_DATABASE_URL and TEST_REDIS_URL (as CI does) to run two instances.',
  );
}

/** The address the load balancer shows both instances (`PUBLIC_ORIGIN`), as in production. */
const PUBLIC_ORIGIN = 'http://localhost:3000';

describe.skipIf(!canRun)('two instances on one PostgreSQL and Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: (() => Promise<void>) | undefined;
  /** One client address for this run: the limits it meets are its own, not another run's. */
  const clientIp = uniqueClientIp();
  const browserOn = (server: ServerProcess) =>
    new HttpUser(server.url, PUBLIC_ORIGIN, undefined, { 'x-forwarded-for': clientIp });

  beforeAll(async () => {
    const database = await scratchPostgres(TEST_DATABASE_URL ?? '');
    drop = database.drop;
    const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, PUBLIC_ORIGIN, TRUST_PROXY: 'true' };
    // Migrations and the job seed take a lock, so the two may start at the same time.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    await drop?.();
  });

  it('a session made on one instance is valid on the other, and a logout on one ends it on both', async () => {
    const onA = browserOn(a);
    const email = uniqueEmail('two');
    const registered = await onA.post('/api/auth/register', { email, password: PASSWORD });
    expect(registered.status).toBe(201);

    const onB = browserOn(b);
    onB.copyCookiesFrom(onA);
    const checked = await onB.get('/api/auth/check');
    expect(checked.status).toBe(200);
    expect(checked.body.data.user).toMatchObject({ id: registered.body.data.user.id, email });

    // What one instance writes, the other reads.
    expect((await onB.post('/api/my-job', { custom: { name: '두 서버에서 본 꿈' } })).status).toBe(201);
    const list = await onA.get('/api/my-job');
    expect(list.body.data.map((item: { name: string }) => item.name)).toEqual(['두 서버에서 본 꿈']);

    expect((await onB.post('/api/auth/logout')).status).toBe(204);
    // A still holds the old cookie: the session is gone server-side, so it no longer opens.
    expect(onA.cookieHeader).toContain('sid=');
    const afterLogout = await onA.get('/api/auth/check');
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.error.code).toBe('NOT_AUTHENTICATED');
    expect((await onA.get('/api/my-job')).status).toBe(401);
  });

  it('log-in attempts made on one instance count on the other (429 with Retry-After)', async () => {
    const email = uniqueEmail('limit');
    expect((await browserOn(a).post('/api/auth/register', { email, password: PASSWORD })).status).toBe(201);

    const limit = LIMITS.loginPerAccountAndAddress.limit;
    const onA = browserOn(a);
    for (let i = 0; i < limit; i += 1) {
      const wrong = await onA.post('/api/auth/login', { email, password: `${PASSWORD}x` });
      expect(wrong.status, `attempt ${i + 1} on A`).toBe(401);
    }
    const onB = browserOn(b);
    const blocked = await onB.post('/api/auth/login', { email, password: `${PASSWORD}x` });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now, on either instance.
    expect((await onB.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    expect((await onA.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
  });

  it('recommendations read on one instance follow a rating or a retaken step made on the other at once', async () => {
    const onA = browserOn(a);
    expect((await onA.post('/api/auth/register', { email: uniqueEmail('rec'), password: PASSWORD })).status).toBe(201);
    const [software, teacher] = ['software', 'teacher'].map((id) => PERSONAS.find((p) => p.id === id));
    if (!software || !teacher) throw new Error('personas missing');
    for (const step of ['value', 'interest', 'kskill'] as const) {
      expect((await onA.put(`/api/${step}`, software.answers[step])).status).toBe(200);
      expect((await onA.post(`/api/${step}/submit`)).status).toBeLessThan(300);
    }
    const onB = browserOn(b);
    onB.copyCookiesFrom(onA);
    const before = await onA.get('/api/job-rec?limit=100');
    expect(before.body.meta.enough).toBe(true);
    // Both instances remember the list now.
    expect((await onB.get('/api/job-rec?limit=100')).body).toEqual(before.body);
    const top: string = before.body.data[0].job.name;

    const rate = await onB.put(`/api/job-rec/${encodeURIComponent(top)}/rating`, { rating: 'down', reason: 'pay' });
    expect(rate.status).toBe(200);
    const rated = await onA.get('/api/job-rec?limit=100');
    expect(rated.body.data[0].job.name).not.toBe(top);
    const ratedTop = rated.body.data.find((item: { job: { name: string } }) => item.job.name === top);
    expect(ratedTop.myRating).toEqual({ rating: 'down', reason: 'pay' });

    expect((await onA.request('DELETE', `/api/job-rec/${encodeURIComponent(top)}/rating`)).status).toBe(204);
    expect((await onB.get('/api/job-rec?limit=100')).body).toEqual(before.body);

    expect((await onB.post('/api/interest/retake')).status).toBeLessThan(300);
    expect((await onB.put('/api/interest', teacher.answers.interest)).status).toBe(200);
    expect((await onB.post('/api/interest/submit')).status).toBeLessThan(300);
    const retaken = await onA.get('/api/job-rec?limit=100');
    expect(retaken.body.data.map((item: { job: { name: string } }) => item.job.name)).not.toEqual(
      before.body.data.map((item: { job: { name: string } }) => item.job.name),
    );
  });
});
