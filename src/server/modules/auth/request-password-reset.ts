import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { queueMail } from '#server/mail/queue-mail.ts';
import { resetPasswordLink, resetPasswordMail } from '#server/mail/templates/reset-password.ts';
import { issueEmailToken } from '#server/modules/auth/email-tokens.ts';
import { createSecretToken } from '#server/modules/auth/secret-token.ts';

/**
 * "Mot de passe oublié": mails a one-hour reset link when the address has an account. The
 * token and the mail are made whether or not it has one and the caller answers `{ ok: true }`
 * either way, so neither the answer nor its timing reveals which addresses are registered
 * (OWASP Forgot Password Cheat Sheet). Returns whether a mail was queued.
 */
export async function requestPasswordReset(db: Database, email: string, options: { appUrl: string }): Promise<boolean> {
  const prepared = createSecretToken();
  const [account] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  const mail = resetPasswordMail({
    to: email,
    firstName: account?.firstName ?? '',
    link: resetPasswordLink(options.appUrl, prepared.token),
  });
  if (!account) return false;
  await db.transaction(async (tx) => {
    await issueEmailToken(tx, { userId: account.id, purpose: 'reset_password', token: prepared });
    await queueMail(tx, mail);
  });
  return true;
}
