import { and, asc, eq, isNull } from 'drizzle-orm';
import { type ProfileParty, syncProfileParty } from '#shared/contract/profile-party.ts';
import { parseStoredBody } from '#shared/contract/migrate-body.ts';
import type { Transaction } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { pendingInputsOf } from '#server/modules/contracts/contract-row.ts';
import { saveContractVersion } from '#server/modules/contracts/update-contract.ts';

export type SyncProfileDraftsInput = {
  ownerId: string;
  /** The user's side as the profile gave it before the change, and after it. */
  before: ProfileParty | null;
  after: ProfileParty | null;
};

/**
 * Keeps the owner's drafts in step with a changed profile, inside the caller's transaction.
 * Only a draft follows: an exported contract's PDF may already be with the other party, a
 * sent or signed one is fixed, an archived one is put away. In each draft a field follows
 * only while it still holds what the old profile gave (see syncProfileParty); the change is
 * saved as a new version, so the history shows it. Returns the ids of the drafts changed.
 */
export async function syncProfileDrafts(tx: Transaction, input: SyncProfileDraftsInput): Promise<string[]> {
  if (!input.before || !input.after) return [];
  // Locked: an editor's save running meanwhile waits, then finds a newer version (409).
  const rows = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.ownerId, input.ownerId), eq(contracts.status, 'draft'), isNull(contracts.archivedAt)))
    .orderBy(asc(contracts.createdAt))
    .for('update');
  const changedIds: string[] = [];
  for (const row of rows) {
    const body = parseStoredBody(row.body);
    const pendingInputs = pendingInputsOf(row);
    const result = syncProfileParty(body.parties, input.before, input.after, new Set(Object.keys(pendingInputs)));
    if (result.changed.length === 0) continue;
    await saveContractVersion(tx, {
      ownerId: input.ownerId,
      id: row.id,
      baseVersion: row.version,
      draft: { ...body, title: row.title, type: row.type, parties: result.parties },
      pendingInputs,
    });
    changedIds.push(row.id);
  }
  return changedIds;
}
