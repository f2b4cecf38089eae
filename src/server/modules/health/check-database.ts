import { sql } from 'drizzle-orm';
import { AppError } from '#server/app-error.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** The database answers a trivial query, or the instance is unavailable (503). */
export async function checkDatabase(ctx: Pick<AppContext, 'db'>): Promise<{ status: 'ok' }> {
  try {
    await ctx.db.execute(sql`select 1`);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Base de données injoignable', { cause: error });
  }
  return { status: 'ok' };
}
