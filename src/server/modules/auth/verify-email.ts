import { eq } from 'drizzle-orm';
import { AppError } from '#server/app-error.ts';
import { users } from '#server/db/schema/users.ts';
import { consumeEmailToken, deleteUnusedEmailTokens } from '#server/modules/auth/email-tokens.ts';
import type { AppContext } from '#server/plugins/request-context.ts';
import { forgetSessionUser } from '#server/modules/auth/find-session-user.ts';

/**
 * Confirms the address of the link's account. No session is needed: the link may be opened on
 * another device than the one that signed up. An unknown, spent or expired link is 400
 * INVALID_TOKEN (the client shows 'Le lien de vérification est invalide ou a expiré.').
 */
export async function verifyEmail(ctx: Pick<AppContext, 'db'>, { token }: { token: string }): Promise<void> {
  const verified = await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, { token, purpose: 'verify_email' });
    if (!userId) return null;
    await tx.update(users).set({ isEmailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await deleteUnusedEmailTokens(tx, { userId, purpose: 'verify_email' });
    return userId;
  });
  if (!verified) throw new AppError('INVALID_TOKEN', 'Lien de vérification invalide ou expiré');
  forgetSessionUser(verified);
}
