import { and, eq, lte } from 'drizzle-orm';
import { formatDateLong } from '#shared/format/dates.ts';
import type { Executor } from '#server/db/client.ts';
import { signatureRequests } from '#server/db/schema/signatures.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';

/** The end of the retention: `years` after `from`, same day and hour. */
export function retentionEnd(from: Date, years: number): Date {
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

/**
 * When an account is deleted, its completed signature requests stay as evidence for the
 * other parties (C. civ. 1367 and 1375: a proof file "établi et conservé"), for the limitation
 * period of an action on the contract (C. civ. 2224: five years by default): the final PDF,
 * the signers and the audit trail are detached from the contract and the account, which go,
 * and kept until `retainedUntil`. Runs inside the deletion's transaction, before the account
 * row is deleted. Returns how many requests were kept.
 */
export async function retainSignatureEvidence(
  tx: Executor,
  input: { ownerId: string; now: Date; years: number },
): Promise<number> {
  const until = retentionEnd(input.now, input.years);
  const kept = await tx
    .update(signatureRequests)
    .set({ contractId: null, ownerId: null, exportId: null, ownerDownloadTokenHash: null, retainedUntil: until })
    .where(and(eq(signatureRequests.ownerId, input.ownerId), eq(signatureRequests.state, 'completed')))
    .returning({ id: signatureRequests.id });
  for (const { id } of kept) {
    await recordEvent(tx, {
      requestId: id,
      event: 'retained',
      detail: `Compte de l’expéditeur supprimé ; dossier de preuve conservé jusqu’au ${formatDateLong(until)}`,
      at: input.now,
    });
  }
  return kept.length;
}

/** The purge that ends the retention: the kept requests past their date go, with their trail. */
export async function purgeExpiredEvidence(executor: Executor, now: Date): Promise<number> {
  const purged = await executor
    .delete(signatureRequests)
    .where(lte(signatureRequests.retainedUntil, now))
    .returning({ id: signatureRequests.id });
  return purged.length;
}
