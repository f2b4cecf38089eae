import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Counterparty } from '#shared/api/counterparties.ts';
import { searchNeedles } from '#shared/counterparty/match.ts';
import { counterparties } from '#server/db/schema/counterparties.ts';
import { rowToCounterparty } from '#server/modules/counterparties/counterparty-row.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * GET /counterparties: the user's book in alphabetical order; with `q`, the entries whose name,
 * pseudonym, e-mail or SIRET contains it, without case or accents. `strpos`, not `like`: what
 * the user types is never a pattern.
 */
export async function listCounterparties(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, q = '' }: { ownerId: string; q?: string },
): Promise<Counterparty[]> {
  const needles = searchNeedles(q);
  const matches: SQL[] = needles.map((needle) => sql`strpos(${counterparties.searchText}, ${needle}) > 0`);
  const rows = await ctx.db
    .select()
    .from(counterparties)
    .where(and(eq(counterparties.ownerId, ownerId), matches.length > 0 ? or(...matches) : undefined))
    .orderBy(asc(counterparties.nameKey), asc(counterparties.createdAt));
  return rows.map(rowToCounterparty);
}
