import { OAuth2Server } from 'oauth2-mock-server';
import type { OAuthProviderConfig } from '../config';

/** The account the mock provider signs in as; tests change it between flows. */
interface MockAccount {
  id: string;
  email: string;
  emailVerified?: boolean;
}

export interface MockProvider {
  config: OAuthProviderConfig;
  setAccount(account: MockAccount): void;
  stop(): Promise<void>;
}

/**
 * A local OAuth 2.0 / OpenID Connect provider on a random port, answering userinfo the way
 * Google does (`{ sub, email, email_verified }`) or Naver does (`{ resultcode, response: { id, email } }`).
 * It checks PKCE when the authorization request carries a challenge.
 */
export async function startMockProvider(kind: 'google' | 'naver'): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let account: MockAccount = { id: 'mock-user', email: 'mock@example.com', emailVerified: true };
  server.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
    response.body =
      kind === 'google'
        ? { sub: account.id, email: account.email, email_verified: account.emailVerified ?? true }
        : { resultcode: '00', message: 'success', response: { id: account.id, email: account.email } };
  });
  const base = server.issuer.url ?? '';
  return {
    config: {
      clientId: `${kind}-test-client`,
      clientSecret: `${kind}-test-secret`,
      authorizationUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      userinfoUrl: `${base}/userinfo`,
    },
    setAccount(next) {
      account = next;
    },
    stop: () => server.stop(),
  };
}
