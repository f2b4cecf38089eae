import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '#server/app-error.ts';
import { emailTokens, users } from '#server/db/schema/users.ts';
import { assertPasswordNotCommon } from '#server/modules/auth/common-passwords.ts';
import { consumeEmailToken, deleteUnusedEmailTokens } from '#server/modules/auth/email-tokens.ts';
import { hashPassword } from '#server/modules/auth/password-hashing.ts';
import { revokeAllSessions } from '#server/modules/auth/revoke-session.ts';
import { hashSecretToken } from '#server/modules/auth/secret-token.ts';
import type { AppContext } from '#server/plugins/request-context.ts';
import { forgetSessionUser } from '#server/modules/auth/find-session-user.ts';

const invalidLink = () => new AppError('INVALID_TOKEN', 'Lien de réinitialisation invalide ou expiré');

/**
 * Sets a new password from a reset link, then ends every session of the account: its refresh
 * tokens are revoked and the session version is bumped, which the auth hook compares with
 * the access tokens' (architecture.md: "a reset revokes every session"). Opening the link
 * proved the mailbox, so the address counts as verified.
 */
export async function resetPassword(
  ctx: Pick<AppContext, 'db'>,
  input: { token: string; newPassword: string },
): Promise<void> {
  const { db } = ctx;
  // A cheap look first, so that a dead link costs no argon2 hash; spending it stays atomic below.
  const [usable] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashSecretToken(input.token)),
        eq(emailTokens.purpose, 'reset_password'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    );
  if (!usable) throw invalidLink();
  await assertPasswordNotCommon(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);

  const done = await db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, { token: input.token, purpose: 'reset_password' });
    if (!userId) return null;
    await tx
      .update(users)
      .set({
        passwordHash,
        isEmailVerified: true,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
    await deleteUnusedEmailTokens(tx, { userId, purpose: 'reset_password' });
    return userId;
  });
  if (!done) throw invalidLink();
  // Committed: the access tokens of the old session version stop working at once.
  forgetSessionUser(done);
}
