import { type SQLWrapper, and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { ContractListQuery, ContractPage, ContractSummary } from '#shared/api/contracts.ts';
import { contractPageSchema, encodeListCursor } from '#shared/api/contracts.ts';
import { foldText } from '#shared/counterparty/match.ts';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import type { Database } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { StampedCache } from '#server/modules/contracts/stamped-cache.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

type ListOptions = Pick<ContractListQuery, 'q' | 'types' | 'statuses' | 'cursor' | 'limit'> & {
  ownerId: string;
  archived: boolean;
};

/** A time as the cursor carries it: UTC, with the database's microseconds. */
const cursorTime = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const placeholder = (name: keyof ListParameters) => sql.placeholder(name);

type ListParameters = {
  ownerId: string;
  archived: boolean;
  types: string[];
  statuses: string[];
  /** The search folded as the database folds `search_text` (`#server/db/folded-sql.ts`); '' for none. */
  needle: string;
  cursorUpdatedAt: string | null;
  cursorCreatedAt: string | null;
  cursorId: string | null;
  limit: number;
};

/** The owner's contracts, archived or not: what the counts call « every contract ». */
const inView = and(
  eq(contracts.ownerId, placeholder('ownerId')),
  sql`(${contracts.archivedAt} is not null) = ${placeholder('archived')}::boolean`,
);

/** Those the filters and the search keep: an empty list of types keeps every type, an empty search every title. */
const matching = sql`(cardinality(${placeholder('types')}::text[]) = 0 or ${contracts.type} = any(${placeholder('types')}::text[]))
  and (cardinality(${placeholder('statuses')}::text[]) = 0 or ${contracts.status} = any(${placeholder('statuses')}::text[]))
  and (${placeholder('needle')}::text = '' or strpos(${contracts.searchText}, ${placeholder('needle')}::text) > 0)`;

/**
 * The list's two reads, prepared once per database: every option is a parameter, so their SQL
 * is built and planned once, not per request. The page: the matching contracts after the
 * cursor, last updated first (then last created, then by id, so the order is total and a page
 * never repeats or skips one). The counts: every contract of the view, and the matching ones.
 */
function prepareList(db: Database) {
  const page = db
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
    .where(
      and(
        inView,
        matching,
        sql`(${placeholder('cursorId')}::uuid is null
          or (${contracts.updatedAt}, ${contracts.createdAt}, ${contracts.id}) < (${placeholder('cursorUpdatedAt')}::timestamptz, ${placeholder('cursorCreatedAt')}::timestamptz, ${placeholder('cursorId')}::uuid))`,
      ),
    )
    .orderBy(desc(contracts.updatedAt), desc(contracts.createdAt), desc(contracts.id))
    .limit(placeholder('limit'))
    .prepare('contract_list_page');
  const counts = db
    .select({
      total: count(),
      matching: sql<number>`count(*) filter (where ${matching})`,
      stamp: sql<string>`coalesce(sum(hashtextextended(${contracts.id}::text || ':' || ${contracts}.xmin::text,
        (extract(epoch from ${contracts.updatedAt}) * 1000000)::bigint)), 0)::text`,
    })
    .from(contracts)
    .where(inView)
    .prepare('contract_list_counts');
  return { page, counts };
}

const ANSWERS_LIMIT = 1_000;
/** The list's reads, and the answers already made, by their request, under the view's stamp. */
const listOf = perDatabase((db) => ({ ...prepareList(db), answers: new StampedCache<Buffer>(ANSWERS_LIMIT) }));
type ListReads = ReturnType<typeof listOf>;

/**
 * One page of the owner's contracts, last updated first, as the JSON bytes of
 * `contractPageSchema`. Only what the list shows is read: the titles, statuses, dates and the
 * parties' names (columns the database keeps), not the contracts' content. The title or a
 * party's name contains the search, case and accents ignored.
 *
 * The counts' read also gives the view's stamp: a sum, over every contract of the view, of a
 * 64-bit hash of its id and its row's version (`xmin`, the transaction that wrote it, and its
 * update time, against a counter come round again). Any write to a contract of the view, a
 * contract added to it or leaving it, changes the stamp. A request made again under the same
 * stamp is answered with the bytes made the first time, without reading the page: the last
 * 1,000 answers are kept per database (decision 017).
 */
export async function listContractsAnswer(ctx: Pick<AppContext, 'db'>, options: ListOptions): Promise<Buffer> {
  const parameters = listParametersOf(options);
  const list = listOf(ctx.db);
  const [view] = await list.counts.execute(parameters);
  const stamp = `${view?.total ?? 0}:${view?.stamp ?? '0'}`;
  const key = JSON.stringify(parameters);
  const known = list.answers.get(key, stamp);
  if (known) return known;

  const counts = options.cursor ? null : { total: Number(view?.total ?? 0), matching: Number(view?.matching ?? 0) };
  const page = contractPageSchema.parse(await readPage(list, parameters, options.limit, counts));
  const json = Buffer.from(JSON.stringify(page));
  list.answers.set(key, stamp, json);
  return json;
}

function listParametersOf(options: ListOptions): ListParameters {
  const { ownerId, archived, q, types, statuses, cursor, limit } = options;
  return {
    ownerId,
    archived,
    types,
    statuses,
    needle: foldText(q),
    cursorUpdatedAt: cursor?.updatedAt ?? null,
    cursorCreatedAt: cursor?.createdAt ?? null,
    cursorId: cursor?.id ?? null,
    limit: limit + 1,
  };
}

async function readPage(
  list: ListReads,
  parameters: ListParameters,
  limit: number,
  counts: ContractPage['counts'],
): Promise<ContractPage> {
  const rows = await list.page.execute(parameters);
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
    counts,
  };
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
