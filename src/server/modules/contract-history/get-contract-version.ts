import { and, eq } from 'drizzle-orm';
import type { ContractVersion } from '#shared/api/contract-history.ts';
import { parseStoredBody } from '#shared/contract/migrate-body.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { contractVersions, contracts } from '#server/db/schema/contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { toVersionSummary, versionSummaryColumns } from '#server/modules/contract-history/list-contract-versions.ts';

/**
 * One saved version of the owner's contract, as it was. Its body goes through the shared
 * schema, so a version saved before a field existed comes back with that field's default and
 * prints like any contract.
 */
export async function getContractVersion(
  { db: executor }: { db: Executor },
  input: { ownerId: string; id: string; version: number },
): Promise<ContractVersion> {
  const [row] = await executor
    .select({ ...versionSummaryColumns, body: contractVersions.body, type: contracts.type })
    .from(contractVersions)
    .innerJoin(contracts, eq(contracts.id, contractVersions.contractId))
    .leftJoin(users, eq(users.id, contractVersions.savedBy))
    .where(
      and(
        eq(contractVersions.contractId, input.id),
        eq(contractVersions.version, input.version),
        eq(contracts.ownerId, input.ownerId),
      ),
    );
  if (!row) throw notFound('Version du contrat');
  return {
    ...toVersionSummary(row),
    contract: { ...parseStoredBody(row.body), title: row.title, type: row.type },
  };
}
