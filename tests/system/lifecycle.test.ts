import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, SERVER_ENTRY, startServer } from '../../scripts/lib/server-process';
import { migratedDataDir } from './scratch';

/**
 * Stopping and refusing to start: SIGTERM lets a request in flight finish, and a bad setting
 * stops the server with a message that names it (no stack trace).
 */
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A POST to /api/voc sent in two halves. Resolves `started` once the server has read the headers
 * (it answers `100 Continue`), so the request is surely in flight; `finish()` sends the rest.
 */
function splitRequest(url: string, origin: string) {
  const body = Buffer.from(JSON.stringify({ category: 'other', message: '종료 중에도 끝까지 받아 주세요.' }));
  const half = Math.floor(body.length / 2);
  const request = http.request(`${url}/api/voc`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      origin,
      expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve) =>
    request.once('continue', () => request.write(body.subarray(0, half), () => resolve())),
  );
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.once('error', reject);
    });
  });
  request.flushHeaders();
  return { started, response, finish: () => request.end(body.subarray(half)) };
}

/** Resolves to what `poll` answers once it equals `expected`, or to its last answer after `timeoutMs`. */
async function pollUntil<T>(poll: () => Promise<T>, expected: T, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let answer = await poll();
  while (answer !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await poll();
  }
  return answer;
}

describe('the server process', () => {
  it('stops gracefully on SIGTERM, finishing a request in flight', async () => {
    const data = await migratedDataDir();
    cleanups.push(data.remove);
    const server = await startServer({ env: { DATA_DIR: data.dir } });
    cleanups.push(() => server.kill('SIGKILL'));

    const upload = splitRequest(server.url, server.origin);
    await upload.started;
    const stopped = server.kill('SIGTERM');
    // The listener closes (new connections are refused) while the upload is still half sent.
    const healthz = () =>
      fetch(`${server.url}/healthz`).then(
        (res) => res.status,
        () => 'refused',
      );
    expect(await pollUntil(healthz, 'refused', 5_000)).toBe('refused');
    upload.finish();

    const answer = await upload.response;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toHaveProperty('data');
    expect(await stopped).toEqual({ code: 0, signal: null });
  });

  it('stops at a bad setting with a message naming it', async () => {
    const env: Record<string, string | undefined> = { ...process.env, PORT: 'eighty', LOG_LEVEL: 'warn' };
    const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT');
    expect(output).not.toMatch(/at .+\.js:\d+/);
  });
});
