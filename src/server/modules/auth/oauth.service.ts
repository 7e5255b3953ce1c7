import { generateCodeVerifier, generateState } from 'arctic';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertOAuthState,
  insertUser,
  takeOAuthState,
  type UserRow,
} from './auth.queries';
import { normaliseEmail, recordSignUpConsents } from './auth.service';
import type { OAuthProvider, OAuthProviderName } from './oauth-providers';
import { hashToken, newId } from './tokens';

/** 'signup' may create an account; 'login' only signs in to an existing one. */
export type OAuthMode = 'signup' | 'login';

const STATE_TTL_MS = 10 * 60 * 1000;

/** Starts a sign-in: remembers state, PKCE verifier and the path to return to; answers where to send the browser. */
export async function beginOAuth(
  db: Db,
  provider: OAuthProvider,
  mode: OAuthMode,
  redirectPath: string,
): Promise<{ state: string; url: URL }> {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  await insertOAuthState(db, {
    stateHash: hashToken(state),
    provider: provider.name,
    mode,
    codeVerifier,
    redirectPath,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { state, url: provider.authorizationUrl(state, codeVerifier) };
}

/**
 * Finishes a sign-in from the provider's callback: checks the state (once, unexpired, for this
 * provider), exchanges the code, and finds, links or creates the account by verified e-mail.
 * Throws OAUTH_FAILED or ACCOUNT_NOT_FOUND.
 */
export async function completeOAuth(
  db: Db,
  provider: OAuthProvider,
  params: { state: string; code: string; cookieState: string | undefined },
): Promise<{ user: UserRow; redirectPath: string }> {
  if (!params.cookieState || params.cookieState !== params.state) throw new AppError('OAUTH_FAILED');
  const pending = await takeOAuthState(db, hashToken(params.state));
  if (!pending || pending.provider !== provider.name || pending.expiresAt <= new Date())
    throw new AppError('OAUTH_FAILED');

  let profile: Awaited<ReturnType<OAuthProvider['fetchProfile']>>;
  try {
    const accessToken = await provider.exchangeCode(params.code, pending.codeVerifier);
    profile = await provider.fetchProfile(accessToken);
  } catch {
    throw new AppError('OAUTH_FAILED');
  }
  if (!profile.providerUserId || !profile.email || !profile.emailVerified) throw new AppError('OAUTH_FAILED');

  const user = await findOrCreateUser(db, provider.name, profile, pending.mode as OAuthMode);
  return { user, redirectPath: pending.redirectPath };
}

async function findOrCreateUser(
  db: Db,
  provider: OAuthProviderName,
  profile: { providerUserId: string; email: string },
  mode: OAuthMode,
): Promise<UserRow> {
  const identity = await findIdentity(db, provider, profile.providerUserId);
  if (identity) {
    const linked = await findUserById(db, identity.userId);
    if (linked) return linked;
  }
  const email = normaliseEmail(profile.email);
  let user = await findUserByEmail(db, email);
  if (!user) {
    if (mode === 'login') throw new AppError('ACCOUNT_NOT_FOUND');
    user = await insertUser(db, { id: newId(), email, passwordHash: null });
    if (!user) throw new AppError('OAUTH_FAILED');
    await recordSignUpConsents(db, user.id);
  }
  await insertIdentity(db, { id: newId(), userId: user.id, provider, providerUserId: profile.providerUserId, email });
  return user;
}
