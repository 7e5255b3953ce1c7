import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A port nothing listens on now (a random one could be the browser tests' own server's). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A POST to /api/voc sent in two halves. Resolves `started` once the server has read the headers
 * (it answers `100 Continue`), so the request is surely in flight; `finish()` sends the rest.
 */
function splitRequest(port: number) {
  const body = Buffer.from(JSON.stringify({ category: 'other', message: '종료 중에도 끝까지 받아 주세요.' }));
  const half = Math.floor(body.length / 2);
  const origin = `http://localhost:${port}`;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/voc',
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

test('the server stops gracefully on SIGTERM, finishing a request in flight', async () => {
  // A fresh embedded database is created, migrated and seeded first: slow on a busy 2-core machine.
  test.setTimeout(90_000);
  const port = await freePort();
  const server = startServer({ PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jinro-life-')) });
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  await expect
    .poll(
      async () => {
        // A server that stopped will never be ready: fail at once, with what it said.
        if (exitCode !== undefined) return `exited with ${exitCode}: ${server.output()}`;
        return (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status;
      },
      { timeout: 60_000 },
    )
    .toBe(200);

  const upload = splitRequest(port);
  await upload.started;
  server.child.kill('SIGTERM');
  // The listener closes (new connections are refused) while the upload is still half sent.
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? 'refused', {
      timeout: 5_000,
    })
    .toBe('refused');
  upload.finish();

  const answer = await upload.response;
  expect(answer.status).toBe(201);
  expect(JSON.parse(answer.body)).toHaveProperty('data');
  expect(await server.exited).toBe(0);
});

test('a bad setting stops the server with a message naming it', async () => {
  const server = startServer({ PORT: 'eighty' });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('PORT');
  expect(server.output()).not.toMatch(/at .+\.js:\d+/);
});
