import type { Contract } from '#shared/contract/schema.ts';
import { getContractVersion } from '#server/modules/contract-history/get-contract-version.ts';
import { saveContractVersion } from '#server/modules/contracts/update-contract.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * Makes an older version the current one by saving it again as a new version: the history
 * only grows, so a restore can itself be undone. Same rules as a save: the editor names the
 * version it holds (409 STALE_VERSION if another save came in between), a sent or signed
 * contract is read-only (409 CONTRACT_LOCKED), an exported one becomes a draft.
 */
export async function restoreContractVersion(
  { db }: Pick<AppContext, 'db'>,
  input: { ownerId: string; id: string; version: number; baseVersion: number },
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const restored = await getContractVersion({ db: tx }, input);
    return saveContractVersion(tx, {
      ownerId: input.ownerId,
      id: input.id,
      baseVersion: input.baseVersion,
      draft: restored.contract,
      restoredFrom: input.version,
    });
  });
}
