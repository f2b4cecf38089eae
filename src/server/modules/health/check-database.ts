import { sql } from 'drizzle-orm';
import { z } from 'zod';
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

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.string(),
  renderer: z.string(),
});

/** Ready when the database answers and the PDF renderer can take a render now; launches nothing. */
export async function checkReadiness(
  ctx: Pick<AppContext, 'db' | 'pdf' | 'log'>,
): Promise<z.infer<typeof readinessSchema>> {
  const database = await checkDatabase(ctx).then(
    () => 'ok',
    (error: unknown) => {
      ctx.log.warn({ err: error }, 'base de données injoignable');
      return 'injoignable';
    },
  );
  const renderer = ctx.pdf.health?.() ?? { ready: true };
  const ready = database === 'ok' && renderer.ready;
  return {
    status: ready ? 'ready' : 'unavailable',
    database,
    renderer: renderer.ready ? 'ok' : (renderer.reason ?? 'indisponible'),
  };
}
