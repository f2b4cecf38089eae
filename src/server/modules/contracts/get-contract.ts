import type { Contract } from '#shared/contract/schema.ts';
import { findOwnedContract, rowToContract } from '#server/modules/contracts/contract-row.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export async function getContract(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<Contract> {
  return rowToContract(await findOwnedContract(ctx.db, { ownerId, id }));
}
