import { and, eq, sql } from 'drizzle-orm';
import type { Plan } from '#shared/account/rules.ts';
import { parseStoredSection } from '#shared/contract/migrate-body.ts';
import type { PendingInputs } from '#shared/contract/pending-inputs.ts';
import type { Contract, ContractDraft } from '#shared/contract/schema.ts';
import { canEditContract } from '#shared/contract/status.ts';
import { AppError } from '#server/app-error.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import {
  type ContractMetadata,
  draftToColumns,
  findOwnedContract,
  rowToContract,
  savedContractAnswer,
} from '#server/modules/contracts/contract-row.ts';
import { recordCounterparty } from '#server/modules/counterparties/record-counterparty.ts';
import { assertProClausesAllowed } from '#server/modules/contracts/pro-clauses-gate.ts';
import {
  nextVersionColumns,
  editableAtVersion,
  saveWithHistory,
  savedColumns,
} from '#server/modules/contracts/save-statement.ts';
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

type SaveParameters = {
  id: string;
  ownerId: string;
  baseVersion: number;
  title: string;
  type: ContractDraft['type'];
  template: string;
  /** The body and the raw inputs set aside, as JSON. */
  body: string;
  pendingInputs: string;
  restoredFrom: number | null;
  /** The parties the row must still hold for the save to be written (JSON), or null. */
  unchangedParties: string | null;
};
const placeholder = (name: keyof SaveParameters) => sql.placeholder(name);

/**
 * The save itself, one statement: the row updated if it is at the version the editor started
 * from and still editable, and its new version copied into contract_versions from the row
 * written (data-modifying CTEs run together, atomically). With `unchangedParties`, the row is
 * only written when its parties are those (compared as jsonb: the order of keys does not
 * count). No row: nothing was written. Every value is a parameter, so the statement is the
 * same text for every save (decision 017).
 */
function saveStatement(executor: Executor) {
  const saved = executor.$with('saved').as(
    executor
      .update(contracts)
      .set({
        title: sql`${placeholder('title')}`,
        type: sql`${placeholder('type')}`,
        template: sql`${placeholder('template')}`,
        body: sql`${placeholder('body')}::jsonb`,
        pendingInputs: sql`${placeholder('pendingInputs')}::jsonb`,
        ...nextVersionColumns,
      })
      .where(
        and(
          ...editableAtVersion(placeholder),
          sql`(${placeholder('unchangedParties')}::jsonb is null
            or ${contracts.body} -> 'parties' = ${placeholder('unchangedParties')}::jsonb)`,
        ),
      )
      .returning(savedColumns),
  );
  return saveWithHistory(executor, saved, {
    savedBy: placeholder('ownerId'),
    restoredFrom: placeholder('restoredFrom'),
  }).prepare('contract_save');
}

type SaveStatement = ReturnType<typeof saveStatement>;
const preparedSaveOf = perDatabase(saveStatement);

async function writeVersion(
  statement: SaveStatement,
  input: SaveContractInput,
  unchangedParties?: ContractDraft['parties'],
): Promise<ContractMetadata | undefined> {
  const { title, type, template, body, pendingInputs } = draftToColumns(input.draft, input.pendingInputs ?? {});
  const [row] = await statement.execute({
    id: input.id,
    ownerId: input.ownerId,
    baseVersion: input.baseVersion,
    title,
    type,
    template,
    body: JSON.stringify(body),
    pendingInputs: JSON.stringify(pendingInputs),
    restoredFrom: input.restoredFrom ?? null,
    unchangedParties: unchangedParties ? JSON.stringify(unchangedParties) : null,
  } satisfies SaveParameters);
  return row;
}

/** Why a save wrote nothing: the contract is not the user's (404), locked, or at another version. */
async function refuseSave(executor: Executor, input: SaveContractInput): Promise<never> {
  const current = await findOwnedContract(executor, { ownerId: input.ownerId, id: input.id });
  if (!canEditContract(current.status)) {
    throw new AppError('CONTRACT_LOCKED', 'Ce contrat ne peut plus être modifié');
  }
  throw new AppError(
    'STALE_VERSION',
    `Version ${input.baseVersion} dépassée : la version actuelle est ${current.version}`,
  );
}

/**
 * Writes a new version of a contract, inside the caller's transaction. The update only matches
 * the version the editor started from, so two tabs cannot silently overwrite each other (409
 * STALE_VERSION); a sent or signed contract is read-only (409 CONTRACT_LOCKED); a change to an
 * exported contract makes it a draft again, since its PDF no longer matches. Every version is
 * kept in contract_versions for the history.
 */
export async function saveContractVersion(tx: Transaction, input: SaveContractInput): Promise<Contract> {
  const row = (await writeVersion(saveStatement(tx), input)) ?? (await refuseSave(tx, input));
  return rowToContract({ ...row, body: draftToColumns(input.draft).body });
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
  // Most saves leave the parties as they were (a keystroke elsewhere in the contract): one
  // statement, which the address book has nothing to do with. Any other case, refusals
  // included, goes the whole way.
  const unchanged = await writeVersion(preparedSaveOf(ctx.db), input, input.draft.parties);
  if (unchanged) return savedContractAnswer(input.draft, input.pendingInputs ?? {}, unchanged);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ body: contracts.body })
      .from(contracts)
      .where(and(eq(contracts.id, input.id), eq(contracts.ownerId, input.ownerId)));
    const row = (await writeVersion(saveStatement(tx), input)) ?? (await refuseSave(tx, input));
    await recordCounterparty(tx, {
      ownerId: input.ownerId,
      contractId: row.id,
      before: before ? parseStoredSection(before.body, 'parties') : null,
      after: input.draft.parties,
    });
    return savedContractAnswer(input.draft, input.pendingInputs ?? {}, row);
  });
}
