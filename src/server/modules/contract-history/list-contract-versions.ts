import { desc, eq } from 'drizzle-orm';
import type { ContractVersionList, ContractVersionSummary } from '#shared/api/contract-history.ts';
import { contractVersions } from '#server/db/schema/contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { findOwnedContract } from '#server/modules/contracts/contract-row.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export const versionSummaryColumns = {
  version: contractVersions.version,
  title: contractVersions.title,
  savedAt: contractVersions.savedAt,
  restoredFrom: contractVersions.restoredFrom,
  firstName: users.firstName,
  lastName: users.lastName,
};

type SummaryRow = {
  version: number;
  title: string;
  savedAt: Date;
  restoredFrom: number | null;
  firstName: string | null;
  lastName: string | null;
};

export function toVersionSummary(row: SummaryRow): ContractVersionSummary {
  return {
    version: row.version,
    title: row.title,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.firstName === null ? null : { firstName: row.firstName, lastName: row.lastName ?? '' },
    restoredFrom: row.restoredFrom,
  };
}

/** Every saved version of the owner's contract, newest first. Another user's contract is not found. */
export async function listContractVersions(
  { db }: Pick<AppContext, 'db'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<ContractVersionList> {
  const contract = await findOwnedContract(db, { ownerId, id });
  const rows = await db
    .select(versionSummaryColumns)
    .from(contractVersions)
    .leftJoin(users, eq(users.id, contractVersions.savedBy))
    .where(eq(contractVersions.contractId, contract.id))
    .orderBy(desc(contractVersions.version));
  return { currentVersion: contract.version, versions: rows.map(toVersionSummary) };
}
