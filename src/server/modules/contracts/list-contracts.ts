import { type SQL, type SQLWrapper, and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ContractListQuery, ContractPage, ContractSummary } from '#shared/api/contracts.ts';
import { encodeListCursor } from '#shared/api/contracts.ts';
import { foldText } from '#shared/counterparty/match.ts';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

type ListOptions = Pick<ContractListQuery, 'q' | 'types' | 'statuses' | 'cursor' | 'limit'> & {
  ownerId: string;
  archived: boolean;
};

/** A time as the cursor carries it: UTC, with the database's microseconds. */
const cursorTime = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The title or a party's name contains the search, case and accents ignored: the search is
 * folded here as the database folds `search_text` (`#server/db/folded-sql.ts`).
 */
function searchCondition(query: string): SQL | undefined {
  const needle = foldText(query);
  if (needle === '') return undefined;
  return sql`strpos(${contracts.searchText}, ${needle}) > 0`;
}

/**
 * One page of the owner's contracts, last updated first (then last created, then by id, so the
 * order is total and a page never repeats or skips one). Only what the list shows is read: the
 * titles, statuses, dates and the parties' names (columns the database keeps), not the
 * contracts' content.
 */
export async function listContracts(ctx: Pick<AppContext, 'db'>, options: ListOptions): Promise<ContractPage> {
  const { ownerId, archived, q, types, statuses, cursor, limit } = options;
  const view = and(
    eq(contracts.ownerId, ownerId),
    archived ? isNotNull(contracts.archivedAt) : isNull(contracts.archivedAt),
  );
  const matching = and(
    view,
    types.length > 0 ? inArray(contracts.type, types) : undefined,
    statuses.length > 0 ? inArray(contracts.status, statuses) : undefined,
    searchCondition(q),
  );
  const after = cursor
    ? sql`(${contracts.updatedAt}, ${contracts.createdAt}, ${contracts.id}) < (${cursor.updatedAt}::timestamptz, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

  const rows = await ctx.db
    .select({
      id: contracts.id,
      title: contracts.title,
      type: contracts.type,
      status: contracts.status,
      createdAt: contracts.createdAt,
      updatedAt: contracts.updatedAt,
      archivedAt: contracts.archivedAt,
      brandName: contracts.brandName,
      creatorName: contracts.creatorName,
      updatedCursor: cursorTime(contracts.updatedAt),
      createdCursor: cursorTime(contracts.createdAt),
    })
    .from(contracts)
    .where(and(matching, after))
    .orderBy(desc(contracts.updatedAt), desc(contracts.createdAt), desc(contracts.id))
    .limit(limit + 1);

  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeListCursor({ updatedAt: last.updatedCursor, createdAt: last.createdCursor, id: last.id })
      : null;
  return {
    items: shown.map(
      (row): ContractSummary => ({
        id: row.id,
        title: row.title,
        type: row.type,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        archivedAt: row.archivedAt?.toISOString() ?? null,
        parties: { creator: { name: row.brandName ?? '' }, influencer: { name: row.creatorName ?? '' } },
      }),
    ),
    nextCursor,
    counts: cursor ? null : await countListed(ctx, view, matching),
  };
}

/** Every contract of the view, and those the search and filters keep, in one read. */
async function countListed(ctx: Pick<AppContext, 'db'>, view: SQL | undefined, matching: SQL | undefined) {
  const [result] = await ctx.db
    .select({ total: count(), matching: sql<number>`count(*) filter (where ${matching})` })
    .from(contracts)
    .where(view);
  return { total: Number(result?.total ?? 0), matching: Number(result?.matching ?? 0) };
}

/**
 * Contracts created since the first day of this calendar month, in Paris. By the wall clock, like
 * the creation dates the database writes.
 */
export async function countContractsThisMonth(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, now = new Date() }: { ownerId: string; now?: Date },
): Promise<number> {
  const { start } = parisMonthOf(now);
  const [result] = await ctx.db
    .select({ value: count() })
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), gte(contracts.createdAt, start)));
  return Number(result?.value ?? 0);
}
