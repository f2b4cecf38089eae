import { eq, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/users.ts';
import { resetPasswordLink, resetPasswordMail } from '#server/mail/templates/reset-password.ts';
import { NO_ACCOUNT, issueEmailToken } from '#server/modules/auth/email-tokens.ts';
import { createSecretToken } from '#server/modules/auth/secret-token.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * "Mot de passe oublié": mails a one-hour reset link when the address has an account. The
 * caller answers `{ ok: true }` either way, and the work is the same either way: one
 * transaction that looks the address up, writes the token and queues the mail, whose writes
 * simply match no row for an unknown address. Neither the answer nor its timing tells which
 * addresses are registered (OWASP Forgot Password Cheat Sheet); the mail itself leaves later,
 * from the outbox worker, woken once the request is answered. Returns whether a mail was queued.
 */
export async function requestPasswordReset(
  ctx: Pick<AppContext, 'db' | 'mail' | 'config'>,
  { email }: { email: string },
): Promise<boolean> {
  const prepared = createSecretToken();
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, email));
    await issueEmailToken(tx, { userId: account?.id ?? NO_ACCOUNT, purpose: 'reset_password', token: prepared });
    const mail = resetPasswordMail({
      to: email,
      firstName: account?.firstName ?? '',
      link: resetPasswordLink(ctx.config.appUrl, prepared.token),
    });
    return ctx.mail.queueWhen(
      tx,
      mail,
      sql`exists (select 1 from email_tokens where token_hash = ${prepared.tokenHash})`,
    );
  });
}
