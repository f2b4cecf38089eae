import { type AuditEntry, listEvents } from '#server/modules/signatures/audit-trail.ts';
import { findOwnedRequest } from '#server/modules/signatures/request-rows.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export type AuditTrail = {
  requestId: string;
  contractId: string | null;
  documentSha256: string;
  events: AuditEntry[];
};

/** The owner's audit trail of one request (the proof file's events); another user's request is 404. */
export async function readAuditTrail(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, requestId }: { ownerId: string; requestId: string },
): Promise<AuditTrail> {
  const row = await findOwnedRequest(ctx.db, { ownerId, requestId });
  return {
    requestId: row.id,
    contractId: row.contractId,
    documentSha256: row.documentSha256,
    events: await listEvents(ctx.db, row.id),
  };
}
