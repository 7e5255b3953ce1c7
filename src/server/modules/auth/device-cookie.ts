import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findServerSecret, insertServerSecretOnce } from './auth.queries';
import { hashToken, newToken } from './tokens';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has logged in to an account before carries a signed cookie naming that account, and its log-ins
 * are counted per cookie instead of against the account's and the address's lockouts, so an
 * attacker behind a school's shared address cannot lock the students there out of their accounts
 * (docs/decisions/011-attempt-limits.md).
 */

/** Long enough to outlast a school year's holidays; a new one is set at every log-in. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const COOKIE_SECRET_NAME = 'cookie-signing';

function deviceCookieName(config: Config): string {
  // As the session cookie: the __Host- prefix makes the browser refuse it unless Secure, path=/, host-only.
  return config.isHttps ? '__Host-jinro_device' : 'jinro_device';
}

/**
 * The key @fastify/cookie signs with, made at the first start and kept in the database so that
 * every instance accepts the cookies another one signed.
 */
export async function ensureCookieSecret(db: Db): Promise<string> {
  const kept = await findServerSecret(db, COOKIE_SECRET_NAME);
  if (typeof kept === 'string') return kept;
  await insertServerSecretOnce(db, COOKIE_SECRET_NAME, newToken());
  const secret = await findServerSecret(db, COOKIE_SECRET_NAME);
  if (typeof secret !== 'string') throw new Error('the cookie-signing secret was not kept');
  return secret;
}

/** The account as the cookie names it: a hash, so the cookie holds no e-mail address. */
function accountTag(email: string): string {
  return hashToken(email).slice(0, 32);
}

/**
 * The id of this browser's device cookie when it is validly signed and was set by a log-in to
 * `email` (already normalised); `undefined` for any other browser.
 */
export function trustedDeviceId(request: FastifyRequest, config: Config, email: string): string | undefined {
  const raw = request.cookies[deviceCookieName(config)];
  if (!raw || raw.length > 200) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return undefined;
  const [tag, id] = value.split('.');
  return tag === accountTag(email) && id ? id : undefined;
}

/** Marks this browser as one that logged in to `email`, with a new id (one account per browser). */
export function setDeviceCookie(reply: FastifyReply, config: Config, email: string): void {
  reply.setCookie(deviceCookieName(config), `${accountTag(email)}.${newToken()}`, {
    path: '/',
    sameSite: 'lax',
    secure: config.isHttps,
    httpOnly: true,
    signed: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
