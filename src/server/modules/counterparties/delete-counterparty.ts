import { and, eq } from 'drizzle-orm';
import { notFound } from '#server/app-error.ts';
import { counterparties } from '#server/db/schema/counterparties.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** DELETE /counterparties/:id: the entry goes; a later save that changes that party writes it again. */
export async function deleteCounterparty(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  const deleted = await ctx.db
    .delete(counterparties)
    .where(and(eq(counterparties.id, id), eq(counterparties.ownerId, ownerId)))
    .returning({ id: counterparties.id });
  if (deleted.length === 0) throw notFound('Fiche du carnet');
}
