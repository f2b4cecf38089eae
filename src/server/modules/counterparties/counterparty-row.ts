import { and, eq, type SQL } from 'drizzle-orm';
import type { Counterparty } from '#shared/api/counterparties.ts';
import { type CounterpartyFields, storedCounterpartySchema } from '#shared/counterparty/counterparty.ts';
import { comparableSiret, counterpartySearchText, foldText } from '#shared/counterparty/match.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { counterparties } from '#server/db/schema/counterparties.ts';

export type CounterpartyRow = typeof counterparties.$inferSelect;

/** The columns an entry's fields give: what it is matched and searched by. */
export function counterpartyColumns(fields: CounterpartyFields) {
  const siret = comparableSiret(fields.siret);
  return {
    name: fields.name,
    siret,
    nameKey: foldText(fields.name),
    searchText: counterpartySearchText(fields),
    fields: { ...fields, siret },
  };
}

/** The stored fields read back through the shared schema: an older entry gets the newer fields' defaults. */
export function fieldsOf(row: Pick<CounterpartyRow, 'fields' | 'name'>): CounterpartyFields {
  const parsed = storedCounterpartySchema.safeParse(row.fields);
  return parsed.success ? parsed.data : storedCounterpartySchema.parse({ name: row.name });
}

export function rowToCounterparty(row: CounterpartyRow): Counterparty {
  return { ...fieldsOf(row), id: row.id, side: row.side, updatedAt: row.updatedAt.toISOString() };
}

/** The owner is part of the query itself: another user's entry is simply not found. */
export async function findOwnedCounterparty(
  executor: Executor,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<CounterpartyRow> {
  const [row] = await executor
    .select()
    .from(counterparties)
    .where(and(eq(counterparties.id, id), eq(counterparties.ownerId, ownerId)));
  if (!row) throw notFound('Fiche du carnet');
  return row;
}

/**
 * The entry that already stands for this counterparty: same SIRET; else, for a party given
 * without SIRET, the most recent entry of that name; for one with a SIRET, an entry of that
 * name that had none yet. Another SIRET under the same name is another company.
 */
export async function findMatchingCounterparty(
  executor: Executor,
  { ownerId, fields }: { ownerId: string; fields: CounterpartyFields },
): Promise<CounterpartyRow | null> {
  const { siret, nameKey } = counterpartyColumns(fields);
  const owned = (condition: SQL) => and(eq(counterparties.ownerId, ownerId), condition);
  const rows = await executor
    .select()
    .from(counterparties)
    .where(owned(siret ? eq(counterparties.siret, siret) : eq(counterparties.nameKey, nameKey)));
  if (siret) {
    if (rows[0]) return rows[0];
    const [unnumbered] = await executor
      .select()
      .from(counterparties)
      .where(and(owned(eq(counterparties.nameKey, nameKey)), eq(counterparties.siret, '')));
    return unnumbered ?? null;
  }
  return rows.sort((left, right) => right.updatedAt.getTime() - left.updatedAt.getTime())[0] ?? null;
}

/** A unique index refused the write (two saves raced to create one entry), on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
