import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Session } from '#server/modules/auth/create-session.ts';

/**
 * The refresh token also travels as a cookie (docs/decisions/002-auth-tokens.md): HttpOnly so
 * no script can read it, SameSite=Strict so no other site can make the browser send it, only
 * on /api/auth where it is used, and Secure whenever the app is served over https.
 */
export const REFRESH_COOKIE = 'refresh_token';
const MAX_TOKEN_LENGTH = 200;

function cookieOptions(config: Pick<Config, 'appUrl'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/api/auth', secure: config.appUrl.startsWith('https://') };
}

export function setRefreshCookie(
  reply: FastifyReply,
  { session, config }: { session: Session; config: Pick<Config, 'appUrl'> },
): void {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...cookieOptions(config),
    expires: session.refreshExpiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Pick<Config, 'appUrl'>): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

/** The token of the body (the spec's clients) wins over the cookie (the web client). */
export function readRefreshToken(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  if (fromBody) return fromBody;
  const fromCookie = request.cookies[REFRESH_COOKIE];
  return fromCookie && fromCookie.length <= MAX_TOKEN_LENGTH ? fromCookie : undefined;
}
