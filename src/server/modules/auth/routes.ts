import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  emailOnlyBodySchema,
  loginBodySchema,
  okResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '#shared/api/auth.ts';
import { AppError } from '#server/app-error.ts';
import type { Config } from '#server/config.ts';
import { logInUser } from '#server/modules/auth/log-in-user.ts';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from '#server/modules/auth/refresh-cookie.ts';
import { registerUser } from '#server/modules/auth/register-user.ts';
import { requestPasswordReset } from '#server/modules/auth/request-password-reset.ts';
import { resendVerificationEmail } from '#server/modules/auth/resend-verification-email.ts';
import { resetPassword } from '#server/modules/auth/reset-password.ts';
import { revokeSession } from '#server/modules/auth/revoke-session.ts';
import { rotateRefreshToken } from '#server/modules/auth/rotate-refresh-token.ts';
import { verifyEmail } from '#server/modules/auth/verify-email.ts';
import { clientAddressKey } from '#server/plugins/rate-limit.ts';

const MINUTE = 60_000;
type RateKey = (request: FastifyRequest) => string | null;
const byIp: RateKey = (request) => clientAddressKey(request.ip);
const byEmail: RateKey = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email}` : null;
};

/** /api/auth/*: open to everyone; rate-limited per address and per account (architecture.md, Auth). */
const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const ok = { ok: true } as const;
  const limit = ({ name, max, keys }: { name: string; max: number; keys: RateKey[] }) =>
    app.rateLimit({ name, max, windowMs: MINUTE, keys: (request) => keys.map((key) => key(request)) });

  app.post(
    '/auth/register',
    {
      schema: { body: registerBodySchema, response: { 201: authResponseSchema } },
      preHandler: limit({ name: 'register', max: 5, keys: [byIp, byEmail] }),
    },
    async (request, reply) => {
      const { user, session } = await registerUser(request.ctx, request.body);
      setRefreshCookie(reply, { session, config });
      return reply.status(201).send({ user, accessToken: session.accessToken, refreshToken: session.refreshToken });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: { body: loginBodySchema, response: { 200: authResponseSchema } },
      preHandler: limit({ name: 'login', max: 10, keys: [byIp, byEmail] }),
    },
    async (request, reply) => {
      const { user, session } = await logInUser(request.ctx, request.body);
      setRefreshCookie(reply, { session, config });
      return { user, accessToken: session.accessToken, refreshToken: session.refreshToken };
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { body: verifyEmailBodySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await verifyEmail(request.ctx, { token: request.body.token });
      return ok;
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: { body: emailOnlyBodySchema, response: { 200: okResponseSchema } },
      preHandler: limit({ name: 'resend-verification', max: 5, keys: [byIp, byEmail] }),
    },
    async (request) => {
      await resendVerificationEmail(request.ctx, { email: request.body.email });
      return ok;
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: { body: emailOnlyBodySchema, response: { 200: okResponseSchema } },
      preHandler: limit({ name: 'forgot-password', max: 5, keys: [byIp, byEmail] }),
    },
    async (request) => {
      await requestPasswordReset(request.ctx, { email: request.body.email });
      return ok;
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { body: resetPasswordBodySchema, response: { 200: okResponseSchema } },
      // Each attempt may cost an argon2 hash: bounded per address like a login.
      preHandler: limit({ name: 'reset-password', max: 10, keys: [byIp] }),
    },
    async (request) => {
      await resetPassword(request.ctx, request.body);
      return ok;
    },
  );

  app.post(
    '/auth/refresh',
    { schema: { body: refreshBodySchema, response: { 200: refreshResponseSchema } } },
    async (request, reply) => {
      try {
        const refreshToken = readRefreshToken(request, request.body.refreshToken);
        if (!refreshToken) throw new AppError('UNAUTHORIZED', 'Aucun jeton de renouvellement');
        const session = await rotateRefreshToken(request.ctx, { refreshToken });
        setRefreshCookie(reply, { session, config });
        return { accessToken: session.accessToken, refreshToken: session.refreshToken };
      } catch (error) {
        // A dead cookie is dropped, so the browser stops presenting it.
        clearRefreshCookie(reply, config);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    { schema: { body: refreshBodySchema, response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const refreshToken = readRefreshToken(request, request.body.refreshToken);
      if (refreshToken) await revokeSession(request.ctx, { refreshToken });
      clearRefreshCookie(reply, config);
      return ok;
    },
  );
};

export default authRoutes;
