import { and, eq, lte } from 'drizzle-orm';
import { signatureRequests } from '#server/db/schema/signatures.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import { completeSignatureRequest } from '#server/modules/signatures/complete-signature-request.ts';
import { queueReminder } from '#server/modules/signatures/remind-signer.ts';
import { earlierSignersDone, listSigners } from '#server/modules/signatures/request-rows.ts';
import type { SignatureContext } from '#server/modules/signatures/signature-context.ts';
import { purgeExpiredEvidence } from '#server/modules/signatures/signature-evidence.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Automatic reminders, in days after sending (issue: "after 3 and 7 days"). */
export const AUTO_REMINDER_DAYS = [3, 7] as const;

export type UpkeepReport = { reminded: number; expired: number; completed: number; purged: number };

/**
 * What no request triggers: the automatic reminders, closing the requests past their expiry,
 * sealing a request whose last signature was recorded but whose sealing failed, and the purge
 * of the evidence whose retention has ended.
 */
export async function runSignatureUpkeep(
  ctx: Pick<SignatureContext, 'db' | 'now' | 'mail' | 'pdf' | 'config' | 'signing'>,
): Promise<UpkeepReport> {
  const { db } = ctx;
  const now = ctx.now();
  const report: UpkeepReport = { reminded: 0, expired: 0, completed: 0, purged: 0 };
  // The evidence kept after an account's deletion goes at the end of its retention.
  report.purged = await purgeExpiredEvidence(db, now);

  const expired = await db
    .update(signatureRequests)
    .set({ state: 'expired', closedAt: now })
    .where(and(eq(signatureRequests.state, 'pending'), lte(signatureRequests.expiresAt, now)))
    .returning({ id: signatureRequests.id });
  for (const { id } of expired) await recordEvent(db, { requestId: id, event: 'expired', at: now });
  report.expired = expired.length;

  const pending = await db.select().from(signatureRequests).where(eq(signatureRequests.state, 'pending'));
  for (const request of pending) {
    const signers = await listSigners(db, request.id);
    if (signers.every((signer) => signer.state === 'signed')) {
      if (await completeSignatureRequest(ctx, { requestId: request.id })) report.completed += 1;
      continue;
    }
    const ageDays = (now.getTime() - request.createdAt.getTime()) / DAY_MS;
    const due = AUTO_REMINDER_DAYS.filter((day) => ageDays >= day).length;
    for (const signer of signers) {
      if (signer.state !== 'pending' || signer.autoReminders >= due) continue;
      if (request.ordered && !earlierSignersDone(signers, signer)) continue;
      const sent = await db.transaction((tx) => queueReminder(ctx, { tx, request, signer, automatic: true }));
      if (sent) report.reminded += 1;
    }
  }
  return report;
}
