import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Contract } from '#shared/contract/schema.ts';
import { canEditContract } from '#shared/contract/status.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { contractVersions, contracts } from '#server/db/schema/contracts.ts';
import { getContractVersion } from '#server/modules/contract-history/get-contract-version.ts';
import { draftToColumns, findOwnedContract, rowToContract } from '#server/modules/contracts/contract-row.ts';

/**
 * Makes an older version the current one by saving it again as a new version: the history
 * only grows, so a restore can itself be undone. Same rules as a save (update-contract.ts):
 * the editor names the version it holds (409 STALE_VERSION if another save came in between),
 * a sent or signed contract is read-only (409 CONTRACT_LOCKED), an exported one becomes a draft.
 */
export async function restoreContractVersion(
  db: Database,
  input: { ownerId: string; id: string; version: number; baseVersion: number },
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const restored = await getContractVersion(tx, input);
    const columns = draftToColumns(restored.contract);
    const [row] = await tx
      .update(contracts)
      .set({
        ...columns,
        version: sql`${contracts.version} + 1`,
        status: sql`case when ${contracts.status} = 'exported' then 'draft' else ${contracts.status} end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(contracts.id, input.id),
          eq(contracts.ownerId, input.ownerId),
          eq(contracts.version, input.baseVersion),
          inArray(contracts.status, ['draft', 'exported']),
        ),
      )
      .returning();
    if (!row) {
      const current = await findOwnedContract(tx, input.ownerId, input.id);
      if (!canEditContract(current.status)) {
        throw new AppError('CONTRACT_LOCKED', 'Ce contrat ne peut plus être modifié');
      }
      throw new AppError(
        'STALE_VERSION',
        `Version ${input.baseVersion} dépassée : la version actuelle est ${current.version}`,
      );
    }
    await tx.insert(contractVersions).values({
      contractId: row.id,
      version: row.version,
      title: row.title,
      body: row.body,
      savedBy: input.ownerId,
      restoredFrom: input.version,
    });
    return rowToContract(row);
  });
}
