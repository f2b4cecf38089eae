import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { queueMail } from '#server/mail/queue-mail.ts';
import { verifyEmailLink, verifyEmailMail } from '#server/mail/templates/verify-email.ts';
import { issueEmailToken } from '#server/modules/auth/email-tokens.ts';
import { createSecretToken } from '#server/modules/auth/secret-token.ts';

/**
 * Sends a new verification link, which replaces the older ones, when the address belongs to
 * an account not yet verified. The caller answers the same `{ ok: true }` in every case, and
 * the token and the mail are prepared in every case too, so that neither the answer nor its
 * timing tells whether the address has an account (OWASP Authentication Cheat Sheet).
 * Returns whether a mail was queued.
 */
export async function resendVerificationEmail(
  db: Database,
  email: string,
  options: { appUrl: string },
): Promise<boolean> {
  const prepared = createSecretToken();
  const [account] = await db
    .select({ id: users.id, firstName: users.firstName, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.email, email));
  const mail = verifyEmailMail({
    to: email,
    firstName: account?.firstName ?? '',
    link: verifyEmailLink(options.appUrl, prepared.token),
  });
  if (!account || account.isEmailVerified) return false;
  await db.transaction(async (tx) => {
    await issueEmailToken(tx, { userId: account.id, purpose: 'verify_email', token: prepared });
    await queueMail(tx, mail);
  });
  return true;
}
