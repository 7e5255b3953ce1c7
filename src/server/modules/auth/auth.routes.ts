import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/constants';
import { authUserResponseSchema, messageResponseSchema } from '../../../shared/contracts/auth';
import { errorBodySchema } from '../../../shared/contracts/common';
import {
  emailSchema,
  loginBodySchema,
  marketingConsentBodySchema,
  passwordChangeBodySchema,
  registerBodySchema,
} from '../../../shared/validation/auth';
import { sendSerialised } from '../../lib/send-serialised';
import { requireUser, requireUserHook } from '../../plugins/session';
import {
  authenticate,
  changePassword,
  createTestAccount,
  exportAccount,
  getCheckAnswer,
  normaliseEmail,
  PASSWORD_CHANGED_MESSAGE,
  presentUser,
  registerWithPassword,
  setMarketingConsent,
  withdraw,
} from './auth.service';
import { setDeviceCookie, trustedDeviceId } from './device-cookie';
import { enforceLimits, LIMITS, loginSlowdownMs, tooManyAttempts } from './rate-limit';
import {
  clearSessionCookie,
  clearSignedInHint,
  endOtherSessions,
  endSession,
  purgeExpired,
  setSessionCookie,
  setSignedInHint,
  startSession,
} from './session.service';

const tags = ['auth'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };
type AccountUser = Awaited<ReturnType<typeof authenticate>>;

/** E-mail and password accounts, sessions, consent, export and withdrawal (CONTRACT.md, Accounts). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const limit = (attempts: Parameters<typeof enforceLimits>[1]) =>
    enforceLimits(app.attemptLimiter, attempts, app.config.rateLimitFactor);

  app.userData.register('account', exportAccount);

  /** A new session for `user`, and this browser marked as one that logged in to the account. */
  const logIn = async (request: FastifyRequest, reply: FastifyReply, user: AccountUser) => {
    const { token } = await startSession(db, user.id, request.sessionId ?? undefined);
    setSessionCookie(reply, app.config, token);
    setDeviceCookie(reply, app.config, user.email);
    return { data: { user: await presentUser(db, user) } };
  };

  // Expired sessions and abandoned sign-ins are purged at start-up and every six hours.
  const purge = () =>
    purgeExpired(db).catch((err: unknown) => app.log.warn({ err }, 'could not purge expired sessions'));
  app.addHook('onReady', async () => {
    await purge();
  });
  const timer = setInterval(purge, 6 * 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/api/auth/register',
    {
      schema: {
        summary: '이메일로 회원가입 (세션 쿠키 발급)',
        tags,
        body: registerBodySchema,
        response: { 201: authUserResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await limit([
        { key: `register:ip:${request.ip}`, rule: LIMITS.registerPerAddress },
        { key: `register:ip-day:${request.ip}`, rule: LIMITS.registerPerAddressDaily },
      ]);
      const user = await registerWithPassword(db, request.body.email, request.body.password);
      return reply.code(201).send(await logIn(request, reply, user));
    },
  );

  if (app.config.testHooks) {
    // Test-only (JINRO_TEST_HOOKS=1): the journeys' signed-in fixture (e2e/fixtures.ts) writes a
    // new account's session in one call, without a password to hash.
    app.post(
      '/api/test/session',
      { schema: { hide: true, body: z.object({ email: emailSchema }), response: { 201: authUserResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await logIn(request, reply, await createTestAccount(db, request.body.email))),
    );
  }

  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: '이메일과 비밀번호로 로그인 (새 세션 쿠키 발급)',
        tags,
        body: loginBodySchema,
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Failures only: every attempt is counted first (so parallel guesses cannot slip past) and a
      // success takes its attempts back. A browser with this account's device cookie is counted per
      // cookie only; any other meets the account's and the address's walls (rate-limit.ts, LIMITS).
      const email = normaliseEmail(request.body.email);
      const deviceId = trustedDeviceId(request, app.config, email);
      if (deviceId) {
        const deviceKey = `login:device:${deviceId}`;
        await limit([{ key: deviceKey, rule: LIMITS.loginPerDevice }]);
        const user = await authenticate(db, request.body.email, request.body.password);
        await app.attemptLimiter.reset(deviceKey);
        return logIn(request, reply, user);
      }
      const pairKey = `login:pair:${email}:${request.ip}`;
      const addressKey = `login:ip:${request.ip}`;
      const accountKey = `login:account:${email}`;
      await limit([
        { key: pairKey, rule: LIMITS.loginPerAccountAndAddress },
        { key: addressKey, rule: LIMITS.loginPerAddress },
      ]);
      const factor = app.config.rateLimitFactor;
      const lockout = LIMITS.loginAccountLockout;
      const account = await app.attemptLimiter.hit(accountKey, Math.ceil(lockout.limit * factor), lockout.windowMs);
      if (!account.allowed) throw tooManyAttempts(account.retryAfterSeconds);
      const slowdown = loginSlowdownMs(account.count, Math.ceil(LIMITS.loginPerAccount.limit * factor));
      if (slowdown > 0) await sleep(slowdown);
      const user = await authenticate(db, request.body.email, request.body.password);
      await Promise.all([
        app.attemptLimiter.reset(pairKey),
        app.attemptLimiter.undo(addressKey),
        app.attemptLimiter.undo(accountKey),
      ]);
      return logIn(request, reply, user);
    },
  );

  app.get(
    '/api/auth/check',
    {
      // The answer is a few hundred bytes, under the compression threshold, and a GET has no body
      // to decompress: without the plugins' hooks, every app start-up's check answers sooner.
      compress: false,
      decompress: false,
      schema: {
        summary: '로그인한 사용자 확인',
        tags,
        response: { 200: authUserResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Keeps the signed-in hint in step with the session: a session that outlived its hint (set
      // before the hint existed) gets one, and a hint left by a session ended elsewhere goes, so
      // the next start-up skips the check.
      // Only when it is out of step: a Set-Cookie on every check would cost every start-up.
      const hasHint = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
      if (request.user && !hasHint) setSignedInHint(reply, app.config);
      else if (!request.user && hasHint) clearSignedInHint(reply, app.config);
      const { id } = requireUser(request);
      // Already checked against authUserResponseSchema and serialised when it was remembered.
      return sendSerialised(reply, await getCheckAnswer(db, id));
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { summary: '로그아웃 (서버의 세션도 끝남)', tags, response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.sessionId) await endSession(db, request.sessionId);
      clearSessionCookie(reply, app.config);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/auth/withdraw',
    {
      schema: {
        summary: '회원 탈퇴 (계정과 모든 개인 데이터 삭제)',
        tags,
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      await withdraw(db, id);
      clearSessionCookie(reply, app.config);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/auth/password',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '비밀번호 변경 (다른 기기의 세션은 모두 끝남)',
        tags,
        body: passwordChangeBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limit([
        { key: `password:ip:${request.ip}`, rule: LIMITS.passwordPerIp },
        { key: `password:account:${user.id}`, rule: LIMITS.passwordPerAccount },
      ]);
      await changePassword(db, user.id, request.body.currentPassword, request.body.newPassword);
      if (request.sessionId) await endOtherSessions(db, user.id, request.sessionId);
      return { data: { message: PASSWORD_CHANGED_MESSAGE } };
    },
  );

  app.patch(
    '/api/auth/marketing-consent',
    {
      onRequest: requireUserHook,
      schema: {
        summary: '마케팅 정보 수신 동의 변경',
        tags,
        body: marketingConsentBodySchema,
        response: { 200: authUserResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      const user = await setMarketingConsent(db, id, request.body.marketingConsent);
      return { data: { user: await presentUser(db, user) } };
    },
  );

  app.get(
    '/api/auth/export',
    {
      schema: {
        summary: '내 정보 내려받기 (저장된 모든 정보, JSON)',
        tags,
        response: {
          200: z.object({ exportedAt: z.string(), data: z.record(z.string(), z.unknown()) }),
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const data = await app.userData.collect(db, id);
      reply.header('content-disposition', 'attachment; filename="jinro-time-my-data.json"');
      reply.header('cache-control', 'no-store');
      return { exportedAt: new Date().toISOString(), data };
    },
  );
};
