import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '#server/app-error.ts';
import { type Executor, queryRows } from '#server/db/client.ts';
import { refreshTokens, users } from '#server/db/schema/users.ts';
import { signAccessToken } from '#server/modules/auth/access-token.ts';
import type { Session } from '#server/modules/auth/create-session.ts';
import { createSecretToken, hashSecretToken } from '#server/modules/auth/secret-token.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

type ClaimedToken = { user_id: string; family_id: string; expires_at: Date | string };

/**
 * Exchanges a refresh token for a new one of the same family (same absolute expiry) and a new
 * access token. Claiming is one atomic UPDATE: of two requests racing with the same token, the
 * second waits on the row lock, finds it used, and is treated as a reuse. A reused token
 * revokes its whole family (OAuth 2.0 Security BCP, RFC 9700 §4.14.2): a stolen copy dies
 * with the original. The revocation is committed before the 401 is answered.
 */
export async function rotateRefreshToken(
  ctx: Pick<AppContext, 'db' | 'config'>,
  { refreshToken }: { refreshToken: string },
) {
  const tokenHash = hashSecretToken(refreshToken);
  const session = await ctx.db.transaction(async (tx): Promise<Session | null> => {
    // The account's row is locked (shared) before its token, in the order of the password
    // reset (account first, then every token): a reset either completes first, and the claim
    // below finds the token revoked, or waits for this rotation, and then revokes the token it
    // mints. Without it, a token minted while a reset commits would outlive the reset.
    const [owner] = await tx
      .select({ userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!owner) return null;
    const [user] = await tx
      .select({ sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, owner.userId))
      .for('share');
    if (!user) return null;
    const [claimed] = await queryRows<ClaimedToken>(
      tx,
      sql`update refresh_tokens set used_at = now()
          where token_hash = ${tokenHash} and used_at is null and revoked_at is null and expires_at > now()
          returning user_id, family_id, expires_at`,
    );
    if (!claimed) {
      const [known] = await tx
        .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (known?.usedAt) await revokeFamily(tx, known.familyId);
      return null;
    }
    const next = createSecretToken();
    const refreshExpiresAt = new Date(claimed.expires_at);
    await tx.insert(refreshTokens).values({
      userId: claimed.user_id,
      familyId: claimed.family_id,
      tokenHash: next.tokenHash,
      expiresAt: refreshExpiresAt,
    });
    const accessToken = await signAccessToken(
      { userId: claimed.user_id, sessionVersion: user.sessionVersion },
      ctx.config.jwtSecret,
    );
    return { accessToken, refreshToken: next.token, refreshExpiresAt };
  });
  if (!session) throw new AppError('UNAUTHORIZED', 'Jeton de renouvellement invalide, expiré ou déjà utilisé');
  return session;
}

export async function revokeFamily(executor: Executor, familyId: string): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
