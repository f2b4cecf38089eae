import { eq, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/users.ts';
import { verifyEmailLink, verifyEmailMail } from '#server/mail/templates/verify-email.ts';
import { NO_ACCOUNT, issueEmailToken } from '#server/modules/auth/email-tokens.ts';
import { createSecretToken } from '#server/modules/auth/secret-token.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * Sends a new verification link, which replaces the older ones, when the address belongs to
 * an account not yet verified. The caller answers the same `{ ok: true }` in every case, and
 * the same statements run in every case (they match no row for an unknown or already
 * verified address), so that neither the answer nor its timing tells whether the address has
 * an account (OWASP Authentication Cheat Sheet). Returns whether a mail was queued.
 */
export async function resendVerificationEmail(
  ctx: Pick<AppContext, 'db' | 'mail' | 'config'>,
  { email }: { email: string },
): Promise<boolean> {
  const prepared = createSecretToken();
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, firstName: users.firstName, isEmailVerified: users.isEmailVerified })
      .from(users)
      .where(eq(users.email, email));
    const userId = account && !account.isEmailVerified ? account.id : NO_ACCOUNT;
    await issueEmailToken(tx, { userId, purpose: 'verify_email', token: prepared });
    const mail = verifyEmailMail({
      to: email,
      firstName: account?.firstName ?? '',
      link: verifyEmailLink(ctx.config.appUrl, prepared.token),
    });
    return ctx.mail.queueWhen(
      tx,
      mail,
      sql`exists (select 1 from email_tokens where token_hash = ${prepared.tokenHash})`,
    );
  });
}
