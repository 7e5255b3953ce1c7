import { hash, randomBytes, randomUUID } from 'node:crypto';

/** A 256-bit random token for a cookie or an OAuth state. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak yields no usable session. */
export function hashToken(token: string): string {
  // One-shot: every signed-in request hashes its cookie, and a Hash object per call showed in profiles.
  return hash('sha256', token, 'hex');
}

export function newId(): string {
  return randomUUID();
}
