import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';

export type MailPurpose = 'verify-email' | 'reset-password' | (string & {});

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is for (verify-email, reset-password…): for the logs and the dev outbox. */
  purpose: MailPurpose;
  /** Where replies go, when not to MAIL_FROM (support mail answers the person who wrote). */
  replyTo?: string;
};

/**
 * Writes a mail to the outbox. Call it with the transaction of the change that causes it: the
 * mail exists if and only if the change was committed (transactional outbox), and the worker
 * of plugins/mail.ts delivers it, with retries, after the commit.
 */
export async function queueMail(executor: Executor, mail: OutgoingMail): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      purpose: mail.purpose,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * The same insert, made only when the SQL `condition` holds at that moment, e.g. "the link
 * token of this mail exists". For the requests that must run the same statements whether or
 * not the address has an account (forgot-password, resend-verification). Returns whether the
 * mail was queued.
 */
export async function queueMailWhen(executor: Executor, mail: OutgoingMail, condition: SQL): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`insert into mail_outbox (recipient, subject, html, text, purpose)
        select ${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text}, ${mail.purpose}
        where ${condition}
        returning id`,
  );
  return rows.length > 0;
}
