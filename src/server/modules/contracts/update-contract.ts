import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Plan } from '#shared/account/rules.ts';
import { parseStoredParties } from '#shared/contract/migrate-body.ts';
import type { PendingInputs } from '#shared/contract/pending-inputs.ts';
import type { Contract, ContractDraft } from '#shared/contract/schema.ts';
import { canEditContract } from '#shared/contract/status.ts';
import { AppError } from '#server/app-error.ts';
import type { Transaction } from '#server/db/client.ts';
import { contractVersions, contracts } from '#server/db/schema/contracts.ts';
import { draftToColumns, findOwnedContract, rowToContract } from '#server/modules/contracts/contract-row.ts';
import { recordCounterparty } from '#server/modules/counterparties/record-counterparty.ts';
import { assertProClausesAllowed } from '#server/modules/contracts/pro-clauses-gate.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export type SaveContractInput = {
  ownerId: string;
  id: string;
  /** The version the editor started from. */
  baseVersion: number;
  draft: ContractDraft;
  /** Raw inputs in a wrong format set aside from the draft (none for a restore). */
  pendingInputs?: PendingInputs;
  /** The older version this save brings back (a restore from the history). */
  restoredFrom?: number;
};

/**
 * Writes a new version of a contract, inside the caller's transaction. The update only matches
 * the version the editor started from, so two tabs cannot silently overwrite each other (409
 * STALE_VERSION); a sent or signed contract is read-only (409 CONTRACT_LOCKED); a change to an
 * exported contract makes it a draft again, since its PDF no longer matches. Every version is
 * kept in contract_versions for the history.
 */
export async function saveContractVersion(tx: Transaction, input: SaveContractInput): Promise<Contract> {
  const columns = draftToColumns(input.draft, input.pendingInputs ?? {});
  // The body is not read back: it is the one just written (the version below copies it in SQL).
  const { body: _body, ...metadata } = getTableColumns(contracts);
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
    .returning(metadata);
  if (!row) {
    const current = await findOwnedContract(tx, { ownerId: input.ownerId, id: input.id });
    if (!canEditContract(current.status)) {
      throw new AppError('CONTRACT_LOCKED', 'Ce contrat ne peut plus être modifié');
    }
    throw new AppError(
      'STALE_VERSION',
      `Version ${input.baseVersion} dépassée : la version actuelle est ${current.version}`,
    );
  }
  await tx.insert(contractVersions).select(
    tx
      .select({
        contractId: contracts.id,
        version: contracts.version,
        title: contracts.title,
        body: contracts.body,
        savedAt: sql<Date>`now()`.as('saved_at'),
        savedBy: sql<string>`${input.ownerId}::uuid`.as('saved_by'),
        restoredFrom: sql<number | null>`${input.restoredFrom ?? null}::integer`.as('restored_from'),
      })
      .from(contracts)
      .where(eq(contracts.id, row.id)),
  );
  return rowToContract({ ...row, body: columns.body });
}

/**
 * PUT /contracts/:id: saves the editor's contract as a new version, and its counterparty in the
 * address book when its block changed. Pro clauses need the Pro plan.
 */
export async function updateContract(
  ctx: Pick<AppContext, 'db'>,
  { plan, ...input }: SaveContractInput & { plan: Plan },
): Promise<Contract> {
  assertProClausesAllowed(plan, input.draft);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ body: contracts.body })
      .from(contracts)
      .where(and(eq(contracts.id, input.id), eq(contracts.ownerId, input.ownerId)));
    const saved = await saveContractVersion(tx, input);
    await recordCounterparty(tx, {
      ownerId: input.ownerId,
      contractId: saved.id,
      before: before ? parseStoredParties(before.body) : null,
      after: saved.parties,
    });
    return saved;
  });
}
