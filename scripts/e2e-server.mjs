// Starts the built server for the browser tests: a fresh embedded database each run, and local
// mock Google and Naver providers (fixed accounts), so social sign-in runs end to end offline.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'jinro-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

/** The accounts the mock providers sign in as (see e2e/accounts.spec.ts). */
export const MOCK_ACCOUNTS = {
  google: { id: 'e2e-google-1', email: 'e2e.google@example.com' },
  naver: { id: 'e2e-naver-1', email: 'e2e.naver@naver.com' },
};

async function startProvider(kind) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const account = MOCK_ACCOUNTS[kind];
  server.service.on('beforeUserinfo', (response) => {
    response.body =
      kind === 'google'
        ? { sub: account.id, email: account.email, email_verified: true }
        : { resultcode: '00', message: 'success', response: { id: account.id, email: account.email } };
  });
  const base = server.issuer.url;
  const prefix = kind.toUpperCase();
  process.env[`${prefix}_CLIENT_ID`] = `${kind}-e2e-client`;
  process.env[`${prefix}_CLIENT_SECRET`] = `${kind}-e2e-secret`;
  process.env[`${prefix}_AUTHORIZATION_URL`] = `${base}/authorize`;
  process.env[`${prefix}_TOKEN_URL`] = `${base}/token`;
  process.env[`${prefix}_USERINFO_URL`] = `${base}/userinfo`;
}

await startProvider('google');
await startProvider('naver');
process.env.DATA_DIR = dataDir;
process.env.RATE_LIMIT_FACTOR ??= '20';
await import('../dist/server/main.js');
