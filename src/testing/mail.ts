import { listOutboxMails, type OutboxMail } from '#server/mail/list-outbox-mails.ts';
import type { TestApp } from '#testing/app.ts';

/**
 * The outbox as the tests read it: `mailsTo(t, email)` newest first, and the token of a
 * verification or reset link.
 *
 *   const [mail] = await mailsTo(t, email);
 *   const token = linkToken(mail!, 'verify-email');
 */
export function mailsTo(testApp: Pick<TestApp, 'app'>, email: string): Promise<OutboxMail[]> {
  return listOutboxMails(testApp.app.database.db, { to: email.toLowerCase() });
}

/** The `token` query parameter of the first link to `/<path>` in the mail's text. */
export function linkToken(mail: Pick<OutboxMail, 'text'>, path: 'verify-email' | 'reset-password'): string {
  const link = new RegExp(`https?://\\S+/${path}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!link?.[1]) throw new Error(`no /${path} link in the mail:\n${mail.text}`);
  return decodeURIComponent(link[1]);
}
