import type { Plan } from '#shared/account/rules.ts';
import type { PendingInputs } from '#shared/contract/pending-inputs.ts';
import type { Contract, ContractDraft } from '#shared/contract/schema.ts';
import { contractVersions, contracts } from '#server/db/schema/contracts.ts';
import { draftToColumns, rowToContract } from '#server/modules/contracts/contract-row.ts';
import { recordCounterparty } from '#server/modules/counterparties/record-counterparty.ts';
import { assertProClausesAllowed } from '#server/modules/contracts/pro-clauses-gate.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export type CreateContractInput = {
  ownerId: string;
  plan: Plan;
  draft: ContractDraft;
  /** Raw inputs in a wrong format set aside from the draft. */
  pendingInputs?: PendingInputs;
};

/**
 * Creates a draft and records its first version for the history; its counterparty goes into the
 * address book. Pro clauses need the Pro plan.
 */
export async function createContract(ctx: Pick<AppContext, 'db'>, input: CreateContractInput): Promise<Contract> {
  assertProClausesAllowed(input.plan, input.draft);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contracts)
      .values({ ...draftToColumns(input.draft, input.pendingInputs ?? {}), ownerId: input.ownerId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx
      .insert(contractVersions)
      .values({ contractId: row.id, version: row.version, title: row.title, body: row.body, savedBy: input.ownerId });
    const contract = rowToContract(row);
    await recordCounterparty(tx, { ownerId: input.ownerId, contractId: row.id, before: null, after: contract.parties });
    return contract;
  });
}
