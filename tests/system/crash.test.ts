import { afterEach, describe, expect, it } from 'vitest';
import { type HttpAnswer, HttpUser } from '../../scripts/lib/http-user';
import { type ServerProcess, startServer } from '../../scripts/lib/server-process';
import { DREAM_LIST_LIMITS } from '../../src/shared/contracts/dream-list';
import { migratedDataDir, PASSWORD, scratchPostgres, TEST_DATABASE_URL, uniqueEmail } from './scratch';

/**
 * Crashes lose nothing: a stream of writes, each awaited for its 2xx acknowledgment, is cut by
 * SIGKILL (no shutdown hook runs, nothing is flushed on the way out); after a restart on the
 * same data every acknowledged write is there.
 */
const WRITERS = 4;
/** Acknowledged writes before the kill: enough that the kill lands mid-stream, not at the start. */
const KILL_AFTER = 80;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function track(server: ServerProcess): ServerProcess {
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

/** A new account on the server, signed in: its browser. */
async function newUser(server: ServerProcess): Promise<HttpUser> {
  const user = new HttpUser(server.url, server.origin);
  const answer = await user.post('/api/auth/register', { email: uniqueEmail('crash'), password: PASSWORD });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return user;
}

async function crashAndRestart(env: Record<string, string>): Promise<void> {
  const first = track(await startServer({ env }));

  /** Dream-list names acknowledged with 201, by the browser (account) that added them. */
  const acknowledgedJobs = new Map<HttpUser, string[]>();
  let acknowledgedCount = 0;
  let lastAcknowledgedSave = -1;
  const unexpected: string[] = [];
  let killing: Promise<unknown> | undefined;
  const acknowledged = () => {
    acknowledgedCount += 1;
    if (!killing && acknowledgedCount >= KILL_AFTER) killing = first.kill('SIGKILL');
  };

  // Each writer adds dream-list entries (moving to a new account before the 50-entry limit);
  // one more overwrites the value step's draft with a counter.
  const dreamWriter = async (writer: number) => {
    let user = await newUser(first);
    for (let i = 0; ; i += 1) {
      let names = acknowledgedJobs.get(user) ?? [];
      if (names.length >= DREAM_LIST_LIMITS.maxItems - 1) {
        try {
          user = await newUser(first);
        } catch {
          return;
        }
        names = [];
      }
      acknowledgedJobs.set(user, names);
      const name = `꿈 ${writer}-${i}`;
      let answer: HttpAnswer;
      try {
        answer = await user.post('/api/my-job', { custom: { name } }, 10_000);
      } catch {
        return; // The connection died with the server: this write was never acknowledged.
      }
      if (answer.status !== 201) {
        unexpected.push(`POST /api/my-job → ${answer.status} ${JSON.stringify(answer.body)}`);
        return;
      }
      names.push(name);
      acknowledged();
    }
  };
  const drafter = await newUser(first);
  const draftWriter = async () => {
    for (let i = 0; ; i += 1) {
      let answer: HttpAnswer;
      try {
        answer = await drafter.put('/api/value', { comeup: [`저장 ${i}`] }, 10_000);
      } catch {
        return;
      }
      if (answer.status !== 200) {
        unexpected.push(`PUT /api/value → ${answer.status} ${JSON.stringify(answer.body)}`);
        return;
      }
      lastAcknowledgedSave = i;
      acknowledged();
    }
  };
  await Promise.all([...Array.from({ length: WRITERS }, (_, w) => dreamWriter(w)), draftWriter()]);

  expect(unexpected).toEqual([]);
  expect(killing, 'the stream reached the kill').toBeDefined();
  expect((await first.exited).signal).toBe('SIGKILL');
  expect(lastAcknowledgedSave).toBeGreaterThanOrEqual(0);

  // Same data, same port (so the same origin), the same browsers with their session cookies.
  const port = Number(new URL(first.url).port);
  const second = track(await startServer({ env, port }));
  let checked = 0;
  for (const [user, names] of acknowledgedJobs) {
    const list = await user.get('/api/my-job');
    expect(list.status, 'the session survived the crash').toBe(200);
    const stored = new Set((list.body.data as Array<{ name: string }>).map((entry) => entry.name));
    const lost = names.filter((name) => !stored.has(name));
    expect(lost, `${lost.length} of ${names.length} acknowledged dream-list adds were lost`).toEqual([]);
    checked += names.length;
  }
  expect(checked).toBeGreaterThan(0);

  const draft = await drafter.get('/api/value');
  expect(draft.status).toBe(200);
  const savedCounter = Number(String(draft.body.data.comeup[0]).replace('저장 ', ''));
  // The last acknowledged save is there, or one sent after it whose answer the crash cut off.
  expect(savedCounter).toBeGreaterThanOrEqual(lastAcknowledgedSave);
  expect(savedCounter).toBeLessThanOrEqual(lastAcknowledgedSave + 1);
  await second.kill('SIGTERM');
}

describe('a server killed with SIGKILL mid-stream loses no acknowledged write', () => {
  it('on the embedded database (same DATA_DIR)', async () => {
    const data = await migratedDataDir();
    cleanups.push(data.remove);
    await crashAndRestart({ DATA_DIR: data.dir, RATE_LIMIT_FACTOR: '10' });
  });

  it.skipIf(!TEST_DATABASE_URL)('on PostgreSQL (TEST_DATABASE_URL)', async () => {
    const database = await scratchPostgres(TEST_DATABASE_URL ?? '');
    cleanups.push(database.drop);
    await crashAndRestart({ DATABASE_URL: database.url, RATE_LIMIT_FACTOR: '10' });
  });
});
