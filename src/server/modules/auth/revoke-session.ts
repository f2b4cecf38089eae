import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { refreshTokens } from '#server/db/schema/users.ts';
import { hashSecretToken } from '#server/modules/auth/secret-token.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * Logout: revokes the whole family of the presented refresh token (every rotation of this
 * login), whatever its state. An unknown token changes nothing: logout always succeeds.
 */
export async function revokeSession(
  ctx: Pick<AppContext, 'db'>,
  { refreshToken }: { refreshToken: string },
): Promise<void> {
  const family = ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(refreshToken)));
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.familyId, family), isNull(refreshTokens.revokedAt)));
}

/** Every session of the account, after a password reset (architecture.md, Auth). */
export async function revokeAllSessions(executor: Executor, userId: string): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
