import { type AuthProvider, CONSENT_VERSION, type User } from '../../../shared/contracts/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertConsents,
  insertUser,
  listConsents,
  listIdentities,
  listSessions,
  type UserRow,
  updateMarketingConsent,
  updatePasswordHash,
} from './auth.queries';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import { cachedUserAnswer, cacheGeneration, cacheUserAnswer } from './session-cache';
import { newId } from './tokens';

export const PASSWORD_CHANGED_MESSAGE = '비밀번호를 바꿨어요.';

/** E-mail addresses are compared without regard to case. */
export function normaliseEmail(email: string): string {
  return email.toLowerCase();
}

/** The user as the API shows it. */
export async function presentUser(db: Db, user: UserRow): Promise<User> {
  const identities = await listIdentities(db, user.id);
  const providers: AuthProvider[] = [];
  if (user.passwordHash) providers.push('password');
  for (const provider of ['google', 'naver'] as const) {
    if (identities.some((identity) => identity.provider === provider)) providers.push(provider);
  }
  return {
    id: user.id,
    email: user.email,
    providers,
    marketingConsent: user.marketingConsent,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Records the consents given on /agree before an account was made. */
export async function recordSignUpConsents(db: Db, userId: string): Promise<void> {
  await insertConsents(
    db,
    ['terms', 'privacy', 'age'].map((kind) => ({ id: newId(), userId, kind, version: CONSENT_VERSION, agreed: true })),
  );
}

/** Creates a password account. Throws EMAIL_TAKEN. */
export async function registerWithPassword(db: Db, email: string, password: string): Promise<UserRow> {
  const normalised = normaliseEmail(email);
  if (await findUserByEmail(db, normalised)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(password);
  const user = await insertUser(db, { id: newId(), email: normalised, passwordHash });
  if (!user) throw new AppError('EMAIL_TAKEN');
  await recordSignUpConsents(db, user.id);
  return user;
}

/**
 * Test-only (`JINRO_TEST_HOOKS=1`, the journeys' signed-in fixture): an account with no password
 * and the sign-up consents, as a social sign-up leaves it, without the password hash's work.
 * Throws EMAIL_TAKEN.
 */
export async function createTestAccount(db: Db, email: string): Promise<UserRow> {
  const user = await insertUser(db, { id: newId(), email: normaliseEmail(email), passwordHash: null });
  if (!user) throw new AppError('EMAIL_TAKEN');
  await recordSignUpConsents(db, user.id);
  return user;
}

/**
 * Checks an e-mail and password. Throws INVALID_CREDENTIALS, the same answer after the same work
 * whether the e-mail is unknown, has no password (social-only) or the password is wrong.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  return user;
}

/** Throws NOT_AUTHENTICATED (user gone) or WRONG_PASSWORD. */
export async function changePassword(
  db: Db,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_AUTHENTICATED');
  if (!user.passwordHash) {
    await verifyAgainstNothing(currentPassword);
    throw new AppError('WRONG_PASSWORD', { message: '소셜 로그인으로 가입한 계정은 비밀번호가 없어요.' });
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new AppError('WRONG_PASSWORD');
  await updatePasswordHash(db, userId, await hashPassword(newPassword));
}

/** Throws NOT_AUTHENTICATED. */
export async function setMarketingConsent(db: Db, userId: string, agreed: boolean): Promise<UserRow> {
  const user = await updateMarketingConsent(db, userId, agreed);
  if (!user) throw new AppError('NOT_AUTHENTICATED');
  await insertConsents(db, [{ id: newId(), userId, kind: 'marketing', version: CONSENT_VERSION, agreed }]);
  return user;
}

export async function withdraw(db: Db, userId: string): Promise<void> {
  await deleteUser(db, userId);
}

/** Throws NOT_AUTHENTICATED. */
/**
 * `/api/auth/check`'s answer, `{ data: { user } }` serialised as JSON, remembered for a few
 * seconds (session-cache.ts). Throws NOT_AUTHENTICATED when the user is gone.
 */
export async function getCheckAnswer(db: Db, userId: string, now = Date.now()): Promise<Buffer> {
  const cached = cachedUserAnswer(db, userId, now);
  if (cached) return cached;
  const generation = cacheGeneration(db);
  const user = await presentUser(db, await getUser(db, userId));
  return cacheUserAnswer(db, generation, user, now);
}

async function getUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_AUTHENTICATED');
  return user;
}

/** The account part of 'download my data'. */
export async function exportAccount(db: Db, userId: string) {
  const user = await getUser(db, userId);
  const [identities, consents, sessions] = await Promise.all([
    listIdentities(db, userId),
    listConsents(db, userId),
    listSessions(db, userId),
  ]);
  return {
    user: await presentUser(db, user),
    linkedAccounts: identities.map((identity) => ({
      provider: identity.provider,
      email: identity.email,
      linkedAt: identity.createdAt.toISOString(),
    })),
    consents: consents.map((consent) => ({
      kind: consent.kind,
      version: consent.version,
      agreed: consent.agreed,
      recordedAt: consent.recordedAt.toISOString(),
    })),
    sessions: sessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
  };
}
