import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { refreshTokens } from '#server/db/schema/users.ts';
import { signAccessToken } from '#server/modules/auth/access-token.ts';
import { createSecretToken } from '#server/modules/auth/secret-token.ts';

/** A login lasts at most 30 days, however often it is refreshed (absolute expiry, decision 002). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type Session = { accessToken: string; refreshToken: string; refreshExpiresAt: Date };

/** The access token and the first refresh token of a new family. */
export async function createSession(
  executor: Executor,
  options: { userId: string; sessionVersion: number; jwtSecret: string },
): Promise<Session> {
  // Housekeeping: the user's dead tokens are of no further use, even for reuse detection.
  await executor
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, options.userId), lt(refreshTokens.expiresAt, new Date())));
  const { token, tokenHash } = createSecretToken();
  const refreshExpiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await executor.insert(refreshTokens).values({
    userId: options.userId,
    familyId: randomUUID(),
    tokenHash,
    expiresAt: refreshExpiresAt,
  });
  const accessToken = await signAccessToken(options, options.jwtSecret);
  return { accessToken, refreshToken: token, refreshExpiresAt };
}
