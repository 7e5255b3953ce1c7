import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/common';
import { isErrorCode } from '../../../shared/errors';
import { safeRedirectPath } from '../../../shared/redirect';
import { beginOAuth, completeOAuth, type OAuthMode } from './oauth.service';
import { createOAuthProvider, type OAuthProvider, type OAuthProviderName } from './oauth-providers';
import { limitPerAddress } from './rate-limit';
import { setSessionCookie, startSession } from './session.service';

const STATE_COOKIE = 'oauth_state';
const tags = ['auth'];
const redirectQuery = z.object({ redirect: z.string().max(512).optional() });
const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

/** Google and Naver sign-in: the four start routes and two callbacks of CONTRACT.md. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config } = app;
  const providers: Partial<Record<OAuthProviderName, OAuthProvider>> = {};
  for (const name of ['google', 'naver'] as const) {
    const providerConfig = config.oauth[name];
    if (providerConfig) {
      providers[name] = createOAuthProvider(name, providerConfig, `${config.publicOrigin}/api/auth/${name}/callback`);
    }
  }

  app.get(
    '/api/auth/providers',
    {
      schema: {
        summary: '설정된 소셜 로그인 (구글, 네이버)',
        tags,
        response: { 200: z.object({ data: z.object({ google: z.boolean(), naver: z.boolean() }) }) },
      },
    },
    async () => ({ data: { google: Boolean(providers.google), naver: Boolean(providers.naver) } }),
  );

  const starts: Array<[string, OAuthProviderName, OAuthMode]> = [
    ['/api/auth/google', 'google', 'signup'],
    ['/api/auth/naver', 'naver', 'signup'],
    ['/api/auth/check-google-email', 'google', 'login'],
    ['/api/auth/check-naver-email', 'naver', 'login'],
  ];
  for (const [path, name, mode] of starts) {
    app.get(
      path,
      {
        schema: {
          summary: `${name === 'google' ? '구글' : '네이버'} ${mode === 'signup' ? '회원가입' : '로그인'} 시작 (제공자로 302)`,
          tags,
          querystring: redirectQuery,
          response: {
            302: z.null().describe('제공자의 로그인 화면으로 (설정되지 않았으면 /register 또는 /login?error=)'),
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const provider = providers[name];
        const back = mode === 'signup' ? '/register' : '/login';
        if (!provider) return reply.redirect(`${back}?error=PROVIDER_NOT_CONFIGURED`);
        await limitPerAddress(app, 'oauthStartPerAddress', request.ip);
        const { state, url } = await beginOAuth(db, provider, mode, safeRedirectPath(request.query.redirect));
        reply.setCookie(STATE_COOKIE, state, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.isHttps,
          maxAge: 600,
        });
        return reply.redirect(url.toString());
      },
    );
  }

  for (const name of ['google', 'naver'] as const) {
    app.get(
      `/api/auth/${name}/callback`,
      {
        schema: {
          summary: `${name === 'google' ? '구글' : '네이버'} 로그인 콜백 (/oauth-success 또는 /login?error= 로 302)`,
          tags,
          querystring: callbackQuery,
          response: { 302: z.null().describe('/oauth-success 또는 /login?error=CODE 로') },
        },
      },
      async (request, reply) => {
        const provider = providers[name];
        reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
        const { code, state, error } = request.query;
        if (!provider) return reply.redirect('/login?error=PROVIDER_NOT_CONFIGURED');
        if (error || !code || !state) return reply.redirect('/login?error=OAUTH_FAILED');
        try {
          const { user, redirectPath } = await completeOAuth(db, provider, {
            code,
            state,
            cookieState: request.cookies[STATE_COOKIE],
          });
          const { token } = await startSession(db, user.id, request.sessionId ?? undefined);
          setSessionCookie(reply, config, token);
          const next = new URLSearchParams({ provider: name, redirect: redirectPath });
          return reply.redirect(`/oauth-success?${next.toString()}`);
        } catch (err) {
          const code = err instanceof Error && 'code' in err && isErrorCode(err.code) ? err.code : 'OAUTH_FAILED';
          if (code === 'OAUTH_FAILED') request.log.warn({ provider: name }, 'social sign-in failed');
          return reply.redirect(`/login?error=${code}`);
        }
      },
    );
  }
};
