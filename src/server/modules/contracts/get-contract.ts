import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Contract } from '#shared/contract/schema.ts';
import { notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { findOwnedContract, rowToContract, rowXmin, stampOf } from '#server/modules/contracts/contract-row.ts';
import { StampedCache } from '#server/modules/contracts/stamped-cache.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export async function getContract(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<Contract> {
  return rowToContract(await findOwnedContract(ctx.db, { ownerId, id }));
}

const ANSWERS_LIMIT = 1_000;

/** The stamp's read, prepared once per database (its SQL is built once, not per request). */
function prepareHead(db: Database) {
  return db
    .select({ xmin: rowXmin, updatedAt: contracts.updatedAt })
    .from(contracts)
    .where(and(eq(contracts.id, sql.placeholder('id')), eq(contracts.ownerId, sql.placeholder('ownerId'))))
    .prepare('contract_answer_head');
}

const answersOf = perDatabase((db) => ({
  head: prepareHead(db),
  byId: new StampedCache<Buffer>(ANSWERS_LIMIT),
}));

/**
 * The answer of GET /api/contracts/:id, as JSON in UTF-8 (kept as bytes: sending it again
 * encodes nothing). Every request reads the row's stamp with its owner in the query (a small
 * read: another user's id is not found, as before); the contract itself is read, parsed with
 * the contract schema and serialised only when that version of the row has not been answered
 * already. The last 1,000 answers are kept per database, each under the
 * stamp of the row it was made from: an update, by any route or any instance, is never
 * answered from an older copy.
 */
export async function getContractAnswer(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<Buffer> {
  const answers = answersOf(ctx.db);
  const [head] = await answers.head.execute({ id, ownerId });
  if (!head) throw notFound('Contrat');
  const known = answers.byId.get(id, stampOf(head));
  if (known) return known;

  const [row] = await ctx.db
    .select({ ...getTableColumns(contracts), xmin: rowXmin })
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.ownerId, ownerId)));
  if (!row) throw notFound('Contrat');
  const json = Buffer.from(JSON.stringify(rowToContract(row)));
  answers.byId.set(id, stampOf(row), json);
  return json;
}
