import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import type { MailTransport } from '#server/mail/mail-transport.ts';

/** After this many failed attempts (about two hours of retries) a mail is given up as failed. */
export const MAX_MAIL_ATTEMPTS = 8;
const BATCH_SIZE = 20;
/** A claimed mail is hidden from other workers this long; a crash mid-send makes it due again. */
const CLAIM_LEASE_SECONDS = 120;

/** Exponential backoff: 1, 2, 4 … minutes after each failure, at most one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);
}

type ClaimedMail = {
  id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  purpose: string;
  attempts: number;
};

/**
 * Claims due mails with FOR UPDATE SKIP LOCKED, so that several instances never take the same
 * row, and leases them (next_attempt_at pushed forward) instead of holding a transaction open
 * during the SMTP exchange.
 */
async function claimDueMails(db: Database): Promise<ClaimedMail[]> {
  return queryRows<ClaimedMail>(
    db,
    sql`update mail_outbox
        set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
        where id in (
          select id from mail_outbox
          where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at
          limit ${BATCH_SIZE}
          for update skip locked)
        returning id, recipient, reply_to, subject, html, text, purpose, attempts`,
  );
}

export type DeliveryReport = { sent: number; retried: number; failed: number };

/** Delivers every mail due now, batch after batch, and records each outcome. */
export async function deliverDueMails(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueMails(db);
    if (batch.length === 0) return report;
    for (const mail of batch) {
      try {
        const { recipient: to, reply_to: replyTo, subject, html, text, purpose } = mail;
        await transport.send({ to, subject, html, text, purpose, ...(replyTo ? { replyTo } : {}) });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        report.sent += 1;
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const givingUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            status: givingUp ? 'failed' : 'pending',
            lastError,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
          })
          .where(eq(mailOutbox.id, mail.id));
        const context = { mailId: mail.id, purpose: mail.purpose, attempts: mail.attempts, error: lastError };
        if (givingUp) {
          report.failed += 1;
          log.error(context, 'e-mail abandonné après plusieurs échecs');
        } else {
          report.retried += 1;
          log.warn(context, 'échec d’envoi d’un e-mail, nouvel essai plus tard');
        }
      }
    }
  }
}
