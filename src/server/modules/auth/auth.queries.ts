import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authIdentities, consents, oauthStates, serverSecrets, sessions, users } from '../../db/schema/index';
import { forgetSession, forgetUser } from './session-cache';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type IdentityRow = typeof authIdentities.$inferSelect;

/** A secret every instance shares (`server_secrets`), or undefined before the first start made it. */
export async function findServerSecret(db: Db, name: string): Promise<unknown> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value;
}

/** Keeps `value` unless another instance kept its own first (then that one stays). */
export async function insertServerSecretOnce(db: Db, name: string, value: string): Promise<void> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; answers `undefined` when the e-mail is already taken. */
export async function insertUser(
  db: Db,
  values: { id: string; email: string; passwordHash: string | null },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  forgetUser(db, userId);
}

export async function updateMarketingConsent(
  db: Db,
  userId: string,
  marketingConsent: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ marketingConsent }).where(eq(users.id, userId)).returning();
  forgetUser(db, userId);
  return row;
}

/** Deletes the user; every row of their data goes with it (foreign keys cascade). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
  forgetUser(db, userId);
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSessionWithUser(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, sessionId: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetSession(db, sessionId);
}

export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  forgetUser(db, userId);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function deleteExpiredOAuthStates(db: Db, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}

export async function listSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}

export async function insertConsents(db: Db, rows: Array<typeof consents.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(consents).values(rows);
}

export async function listConsents(db: Db, userId: string) {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.recordedAt);
}

export async function listIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  return db.select().from(authIdentities).where(eq(authIdentities.userId, userId));
}

export async function findIdentity(db: Db, provider: string, providerUserId: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(authIdentities)
    .where(and(eq(authIdentities.provider, provider), eq(authIdentities.providerUserId, providerUserId)))
    .limit(1);
  return row;
}

export async function insertIdentity(db: Db, values: typeof authIdentities.$inferInsert): Promise<void> {
  await db.insert(authIdentities).values(values).onConflictDoNothing();
  forgetUser(db, values.userId);
}

export async function insertOAuthState(db: Db, values: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** Reads and deletes a pending OAuth state, so each can be used once. */
export async function takeOAuthState(db: Db, stateHash: string) {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.stateHash, stateHash)).returning();
  return row;
}
