import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.ts';

export type WindowCount = { count: number; retryAfterSeconds: number };

/**
 * Counts one hit on each key in its fixed window, atomically, in the database so that every
 * instance shares the counters (architecture.md, Scaling out). An expired window restarts at 1.
 * Keys are stored as SHA-256: the table holds counters, not who (IP, e-mail) was counted.
 */
export async function countRateLimitHits(
  executor: Executor,
  options: { keys: string[]; windowMs: number },
): Promise<WindowCount[]> {
  const keys = [...new Set(options.keys)].map((key) => createHash('sha256').update(key).digest('base64url'));
  if (keys.length === 0) return [];
  const windowEnd = sql`now() + make_interval(secs => ${options.windowMs / 1000})`;
  const values = sql.join(
    keys.map((key) => sql`(${key}, 1, ${windowEnd})`),
    sql`, `,
  );
  const rows = await queryRows<{ count: number; retry_after: number | string }>(
    executor,
    sql`insert into rate_limits as r (key, count, reset_at) values ${values}
        on conflict (key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
        returning r.count, ceil(extract(epoch from (r.reset_at - now())))::int as retry_after`,
  );
  return rows.map((row) => ({ count: Number(row.count), retryAfterSeconds: Math.max(1, Number(row.retry_after)) }));
}

/** Windows long over are of no use; deleting them keeps the table small. */
export async function pruneExpiredRateLimits(executor: Executor): Promise<void> {
  await executor.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}
