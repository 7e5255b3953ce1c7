import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { OAuthProviderConfig } from '../../config';

export type OAuthProviderName = 'google' | 'naver';

/** What the product needs from a provider's account: a stable id and an e-mail it vouches for. */
interface OAuthProfile {
  providerUserId: string;
  email: string;
  emailVerified: boolean;
}

/**
 * Google (OpenID Connect with PKCE) and Naver (OAuth 2.0, no PKCE) behind one small interface.
 * Endpoints come from configuration, so tests run the real flows against a local mock provider.
 */
export interface OAuthProvider {
  name: OAuthProviderName;
  usesPkce: boolean;
  authorizationUrl(state: string, codeVerifier: string): URL;
  exchangeCode(code: string, codeVerifier: string): Promise<string>;
  fetchProfile(accessToken: string): Promise<OAuthProfile>;
}

export function createOAuthProvider(
  name: OAuthProviderName,
  config: OAuthProviderConfig,
  redirectUri: string,
  fetchImpl: typeof fetch = fetch,
): OAuthProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret || null, redirectUri);
  const usesPkce = name === 'google';
  return {
    name,
    usesPkce,
    authorizationUrl(state, codeVerifier) {
      return usesPkce
        ? client.createAuthorizationURLWithPKCE(
            config.authorizationUrl,
            state,
            CodeChallengeMethod.S256,
            codeVerifier,
            ['openid', 'email', 'profile'],
          )
        : client.createAuthorizationURL(config.authorizationUrl, state, []);
    },
    async exchangeCode(code, codeVerifier) {
      const tokens = await client.validateAuthorizationCode(config.tokenUrl, code, usesPkce ? codeVerifier : null);
      return tokens.accessToken();
    },
    async fetchProfile(accessToken) {
      const response = await fetchImpl(config.userinfoUrl, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
      const body = (await response.json()) as Record<string, unknown>;
      return name === 'google' ? googleProfile(body) : naverProfile(body);
    },
  };
}

function googleProfile(body: Record<string, unknown>): OAuthProfile {
  return {
    providerUserId: String(body.sub ?? ''),
    email: String(body.email ?? ''),
    emailVerified: body.email_verified === true || body.email_verified === 'true',
  };
}

/** Naver wraps the profile in `{ resultcode, message, response: { id, email } }`; its e-mails are verified. */
function naverProfile(body: Record<string, unknown>): OAuthProfile {
  const inner = (body.response ?? {}) as Record<string, unknown>;
  return { providerUserId: String(inner.id ?? ''), email: String(inner.email ?? ''), emailVerified: true };
}
