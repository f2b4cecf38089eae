import { desc, eq } from 'drizzle-orm';
import type { DevMail } from '#shared/api/auth.ts';
import type { Executor } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';

export type OutboxMail = DevMail & { status: 'pending' | 'sent' | 'failed' };

/** The outbox, newest first, optionally for one recipient: for the development mail viewer only. */
export async function listOutboxMails(executor: Executor, options: { to?: string; limit?: number } = {}) {
  const rows = await executor
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.recipient, options.to) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit ?? 100);
  return rows.map(
    (row): OutboxMail => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      purpose: row.purpose,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
    }),
  );
}
