/**
 * Authentication hooks for the modules. Usage, inside a module's encapsulated plugin:
 *
 *   app.addHook('onRequest', app.requireVerifiedUser); // signed in and e-mail confirmed
 *   app.addHook('onRequest', app.authenticate);        // signed in, confirmed or not
 *
 * then read `request.user` ({ id, email, isEmailVerified, plan }) in the handlers. Both answer
 * 401 (UNAUTHORIZED or TOKEN_EXPIRED: the client refreshes and replays) without a valid
 * `Authorization: Bearer <access token>`; requireVerifiedUser answers 403 EMAIL_NOT_VERIFIED
 * to an account whose address is not confirmed yet (spec §2: such a user only reaches
 * /verify-required). Only /api/me and /api/auth/* are open to unverified accounts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';
import type { Config } from '#server/config.ts';
import { verifyAccessToken } from '#server/modules/auth/access-token.ts';
import { sessionUserOf } from '#server/modules/auth/find-session-user.ts';

export type AuthenticatedUser = { id: string; email: string; isEmailVerified: boolean; plan: 'free' | 'pro' };
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: AuthHook;
    requireVerifiedUser: AuthHook;
  }
  interface FastifyRequest {
    /** Set by app.authenticate / app.requireVerifiedUser; absent on routes that use neither. */
    user: AuthenticatedUser;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;

async function authPlugin(app: FastifyInstance, options: { config: Pick<Config, 'jwtSecret'> }) {
  app.decorateRequest('user', null as unknown as AuthenticatedUser);

  const authenticate: AuthHook = async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Authentification requise');
    const claims = await verifyAccessToken(match[1], options.config.jwtSecret);
    const user = await sessionUserOf(app.database.db, claims);
    // A deleted account, or a token from before a password reset, no longer opens a session.
    if (!user || user.sessionVersion !== claims.sessionVersion) {
      throw new AppError('UNAUTHORIZED', 'Session révoquée');
    }
    request.user = { id: user.id, email: user.email, isEmailVerified: user.isEmailVerified, plan: user.plan };
  };

  const requireVerifiedUser: AuthHook = async (request, reply) => {
    await authenticate(request, reply);
    if (!request.user.isEmailVerified) {
      throw new AppError('EMAIL_NOT_VERIFIED', 'Adresse e-mail non confirmée');
    }
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireVerifiedUser', requireVerifiedUser);
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
