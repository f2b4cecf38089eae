import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { AppError } from '#server/app-error.ts';

/** docs/decisions/002-auth-tokens.md: HS256, 15 minutes, issuer and audience checked. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_ISSUER = 'paraphe';
export const ACCESS_TOKEN_AUDIENCE = 'paraphe-api';
const ALGORITHM = 'HS256';

const secretKeys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = secretKeys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    secretKeys.set(secret, key);
  }
  return key;
}

export type AccessTokenClaims = { userId: string; sessionVersion: number };

export async function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  return new SignJWT({ sv: claims.sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

const payloadSchema = z.object({ sub: z.uuid(), sv: z.number().int().nonnegative() });

/**
 * Checks the signature with HS256 only (so neither `alg: none` nor another algorithm is ever
 * accepted: OWASP JWT Cheat Sheet), then issuer, audience and expiry. An expired token is
 * TOKEN_EXPIRED, anything else UNAUTHORIZED: both are 401, the client refreshes on either.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Jeton d’accès expiré');
    throw new AppError('UNAUTHORIZED', 'Jeton d’accès invalide');
  }
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) throw new AppError('UNAUTHORIZED', 'Jeton d’accès invalide');
  return { userId: parsed.data.sub, sessionVersion: parsed.data.sv };
}
