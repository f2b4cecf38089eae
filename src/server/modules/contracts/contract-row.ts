import { and, eq, sql } from 'drizzle-orm';
import { type PendingInputs, pendingInputsSchema } from '#shared/contract/pending-inputs.ts';
import { migrateContractBody } from '#shared/contract/migrate-body.ts';
import { type Contract, type ContractDraft, contractSchema } from '#shared/contract/schema.ts';
import { templateNameOf } from '#shared/contract/status.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { parsedAnswer } from '#server/response-serializer.ts';

export type ContractRow = typeof contracts.$inferSelect;
/** A row's own columns but the body (the list's search and names are the database's, derived). */
export type ContractMetadata = Omit<ContractRow, 'body' | 'searchText' | 'brandName' | 'creatorName'>;

/**
 * The row's version as PostgreSQL knows it: `xmin` is the transaction that wrote this version
 * of the row, so any update of any column changes it; the update time is kept beside it so that
 * a transaction counter come round again cannot match an old copy (decision 020).
 */
export const rowXmin = sql<string>`${contracts}.xmin::text`;
export const stampOf = (row: { xmin: string; updatedAt: Date }) => `${row.xmin}:${row.updatedAt.getTime()}`;

/** Splits a validated draft into the row's columns and its jsonb body, with the raw inputs set aside. */
export function draftToColumns(draft: ContractDraft, pendingInputs: PendingInputs = {}) {
  const { title, type, ...body } = draft;
  return { title, type, template: templateNameOf(type), body, pendingInputs };
}

/** The raw inputs of a row; an unreadable value counts as none rather than breaking the contract. */
export function pendingInputsOf(row: Pick<ContractRow, 'pendingInputs'>): PendingInputs {
  const parsed = pendingInputsSchema.safeParse(row.pendingInputs);
  return parsed.success ? parsed.data : {};
}

/** The API contract's fields that are the row's own columns (the template named by the type). */
export function answerColumnsOf(row: ContractMetadata) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    template: templateNameOf(row.type),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/**
 * Turns a row into the API's contract. It goes through the shared schema again, so a contract
 * stored before a field was added comes back with that field's default; being that schema's
 * output, the route's answer does not parse it a second time (`parsedAnswer`).
 */
export function rowToContract(row: ContractMetadata & Pick<ContractRow, 'body'>): Contract {
  const contract = contractSchema.parse({
    ...(migrateContractBody(row.body) as object),
    ...answerColumnsOf(row),
    pendingInputs: pendingInputsOf(row),
  });
  return parsedAnswer(contract, contractSchema);
}

/**
 * The API's contract after a save, from the draft the save validated and the row's other
 * columns, without parsing the draft again: the draft is `contractDraftSchema`'s output, which
 * that schema gives back unchanged (contract-row.test.ts checks it against `rowToContract`), and
 * the other fields are the row's columns as `rowToContract` writes them.
 */
export function savedContractAnswer(
  draft: ContractDraft,
  pendingInputs: PendingInputs,
  row: ContractMetadata,
): Contract {
  const contract: Contract = {
    ...draft,
    ...answerColumnsOf(row),
    pendingInputs,
  };
  return parsedAnswer(contract, contractSchema);
}

/** The owner is part of the query itself: another user's id is simply not found. */
export async function findOwnedContract(
  executor: Executor,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<ContractRow> {
  const [row] = await executor
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.ownerId, ownerId)));
  if (!row) throw notFound('Contrat');
  return row;
}
