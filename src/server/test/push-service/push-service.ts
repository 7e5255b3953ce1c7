import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A local Web Push service for tests: an HTTPS server (a self-signed certificate for 127.0.0.1,
 * committed beside this file) that takes pushes as a browser vendor's push service would, and a
 * browser's side of a subscription (a real P-256 key pair and auth secret), so a test can read a
 * push the server encrypted with `web-push` (RFC 8291, aes128gcm).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const PUSH_SERVICE_CERT_PATH = path.join(here, 'cert.pem');
export const PUSH_SERVICE_CERT = readFileSync(PUSH_SERVICE_CERT_PATH);
const PUSH_SERVICE_KEY = readFileSync(path.join(here, 'key.pem'));

interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The browser's side of a subscription: what `PushSubscription.toJSON()` would give, and its private key. */
interface TestSubscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a push sent to this subscription (RFC 8291 / RFC 8188 aes128gcm, one record). */
  decrypt(body: Buffer): string;
}

export interface LocalPushService {
  origin: string;
  received: ReceivedPush[];
  /** The status the service answers pushes to `endpoint` with (201 unless set: 410 = gone). */
  answer(endpoint: string, status: number): void;
  subscriber(name: string): TestSubscriber;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer({ cert: PUSH_SERVICE_CERT, key: PUSH_SERVICE_KEY }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pathname = request.url ?? '/';
      received.push({ path: pathname, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statuses.get(pathname) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (endpoint, status) => statuses.set(new URL(endpoint).pathname, status),
    subscriber: (name) => makeSubscriber(`${origin}/push/${name}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function makeSubscriber(endpoint: string): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then any zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
