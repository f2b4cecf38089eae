import { and, eq, ne, sql } from 'drizzle-orm';
import type { Counterparty } from '#shared/api/counterparties.ts';
import type { CounterpartyFields } from '#shared/counterparty/counterparty.ts';
import { AppError } from '#server/app-error.ts';
import { counterparties } from '#server/db/schema/counterparties.ts';
import {
  counterpartyColumns,
  findOwnedCounterparty,
  isUniqueViolation,
  rowToCounterparty,
} from '#server/modules/counterparties/counterparty-row.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

function alreadyInBook(fields: CounterpartyFields): AppError {
  const [path, message] = fields.siret
    ? ['siret', 'Une autre fiche de votre carnet porte déjà ce numéro SIRET.']
    : ['name', 'Une autre fiche de votre carnet porte déjà ce nom.'];
  return new AppError('CONFLICT', 'Une autre fiche du carnet désigne déjà cette partie', {
    fields: [{ path, message }],
  });
}

/**
 * PUT /counterparties/:id: the user corrects an entry. It becomes theirs: no contract's draft
 * renames it any more. Two entries may not stand for one counterparty (409 CONFLICT on the field).
 */
export async function updateCounterparty(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, id, fields }: { ownerId: string; id: string; fields: CounterpartyFields },
): Promise<Counterparty> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await findOwnedCounterparty(tx, { ownerId, id });
      const columns = counterpartyColumns(fields);
      // The rule of the unique indexes, checked first to name the field.
      const [clash] = await tx
        .select({ id: counterparties.id })
        .from(counterparties)
        .where(
          and(
            eq(counterparties.ownerId, ownerId),
            ne(counterparties.id, id),
            columns.siret
              ? eq(counterparties.siret, columns.siret)
              : and(eq(counterparties.siret, ''), eq(counterparties.nameKey, columns.nameKey)),
          ),
        );
      if (clash) throw alreadyInBook(columns.fields);
      const [row] = await tx
        .update(counterparties)
        .set({ ...columns, draftContractId: null, updatedAt: sql`now()` })
        .where(and(eq(counterparties.id, id), eq(counterparties.ownerId, ownerId)))
        .returning();
      if (!row) throw new Error('update returned no row');
      return rowToCounterparty(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInBook(fields);
    throw error;
  }
}
