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

const payloadSchema = z.object({ sub: z.uuid(), sv: z.number().int().nonnegative(), exp: z.number() });

/**
 * Tokens already verified, per secret, until they expire: a client sends the same token with
 * every request of its 15 minutes, and its signature and claims cannot change. Only an exact
 * copy of a token that passed every check below is found here; its expiry is checked again on
 * each use, and revocation stays the session version's job (`sessionUserOf`).
 */
const VERIFIED_LIMIT = 10_000;
const verified = new Map<string, Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>>();

function rememberedClaims(token: string, secret: string): AccessTokenClaims | undefined {
  const known = verified.get(secret)?.get(token);
  if (!known) return undefined;
  if (Date.now() < known.expiresAtMs) return known.claims;
  verified.get(secret)?.delete(token);
  return undefined;
}

function remember(token: string, secret: string, claims: AccessTokenClaims, expiresAtSeconds: number): void {
  let tokens = verified.get(secret);
  if (!tokens) {
    tokens = new Map();
    verified.set(secret, tokens);
  }
  // Oldest first out: a Map keeps the order of insertion.
  if (tokens.size >= VERIFIED_LIMIT) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, { claims, expiresAtMs: expiresAtSeconds * 1000 });
}

/**
 * Checks the signature with HS256 only (so neither `alg: none` nor another algorithm is ever
 * accepted: OWASP JWT Cheat Sheet), then issuer, audience and expiry. An expired token is
 * TOKEN_EXPIRED, anything else UNAUTHORIZED: both are 401, the client refreshes on either.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims> {
  const known = rememberedClaims(token, secret);
  if (known) return known;
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
  const claims = { userId: parsed.data.sub, sessionVersion: parsed.data.sv };
  remember(token, secret, claims, parsed.data.exp);
  return claims;
}
