import type { PendingInputs } from '#shared/contract/pending-inputs.ts';
import type { Contract, ContractDraft } from '#shared/contract/schema.ts';
import type { Database } from '#server/db/client.ts';
import { contractVersions, contracts } from '#server/db/schema/contracts.ts';
import { draftToColumns, rowToContract } from '#server/modules/contracts/contract-row.ts';

/** Creates a draft and records its first version for the history. */
export async function createContract(
  db: Database,
  ownerId: string,
  draft: ContractDraft,
  pendingInputs: PendingInputs = {},
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const columns = draftToColumns(draft, pendingInputs);
    const [row] = await tx
      .insert(contracts)
      .values({ ...columns, ownerId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx
      .insert(contractVersions)
      .values({ contractId: row.id, version: row.version, title: row.title, body: row.body, savedBy: ownerId });
    return rowToContract(row);
  });
}
