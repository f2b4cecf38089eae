import { type SQLWrapper, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { contractVersions, contracts } from '#server/db/schema/contracts.ts';

/** What a save reads back of the row: everything but the body, which is the one just written. */
const {
  body: _body,
  searchText: _searchText,
  brandName: _brandName,
  creatorName: _creatorName,
  ...metadata
} = getTableColumns(contracts);
export const savedColumns = { ...metadata, body: contracts.body };

/**
 * What every save sets besides the contract itself: the next version, the update time, and an
 * exported contract back to a draft, since its PDF no longer matches.
 */
export const nextVersionColumns = {
  version: sql`${contracts.version} + 1`,
  status: sql`case when ${contracts.status} = 'exported' then 'draft' else ${contracts.status} end`,
  updatedAt: sql`now()`,
};

/**
 * The row a save may write: the owner's, at the version the editor started from, still
 * editable (a sent or signed contract is read-only). The values are the statement's parameters.
 */
export function editableAtVersion(parameter: (name: 'id' | 'ownerId' | 'baseVersion') => SQLWrapper) {
  return [
    eq(contracts.id, parameter('id')),
    eq(contracts.ownerId, parameter('ownerId')),
    eq(contracts.version, parameter('baseVersion')),
    inArray(contracts.status, ['draft', 'exported']),
  ];
}

/** A save's update, as a common table expression returning `savedColumns`. */
type SavedRows = ReturnType<typeof savedRowsOf>;
const savedRowsOf = (executor: Executor) =>
  executor.$with('saved').as(executor.update(contracts).set({}).returning(savedColumns));

/**
 * The statement of a save: `saved`, the update, and the copy of the version it wrote into
 * contract_versions, from the row written (data-modifying CTEs run together, atomically); it
 * answers the row's columns but the body. No row: nothing was written.
 */
export function saveWithHistory(
  executor: Executor,
  saved: SavedRows,
  { savedBy, restoredFrom }: { savedBy: SQLWrapper; restoredFrom: SQLWrapper },
) {
  const kept = executor.$with('kept').as(
    executor.insert(contractVersions).select(
      executor
        .select({
          contractId: saved.id,
          version: saved.version,
          title: saved.title,
          body: saved.body,
          savedAt: sql<Date>`now()`.as('saved_at'),
          savedBy: sql<string>`${savedBy}::uuid`.as('saved_by'),
          restoredFrom: sql<number | null>`${restoredFrom}::integer`.as('restored_from'),
        })
        .from(saved),
    ),
  );
  const { body: _savedBody, ...answered } = saved._.selectedFields;
  return executor.with(saved, kept).select(answered).from(saved);
}
