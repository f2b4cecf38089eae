import { sql } from 'drizzle-orm';
import type { SignatureRate } from '#shared/api/signatures.ts';
import { queryRows } from '#server/db/client.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export const SIGNATURE_RATE_WINDOW_DAYS = 90;

/**
 * signed ÷ sent over the last 90 days, counted by contract: a contract sent twice (after a
 * refusal or a cancellation) counts once, and as signed if any of its requests completed.
 * Cancelled requests are withdrawn by the owner, not sent to conclusion: they do not count.
 */
export async function getSignatureRate(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { ownerId }: { ownerId: string },
): Promise<SignatureRate> {
  const since = new Date(ctx.now().getTime() - SIGNATURE_RATE_WINDOW_DAYS * 24 * 3600 * 1000);
  const [row] = await queryRows<{ sent: number | string; signed: number | string }>(
    ctx.db,
    sql`select count(distinct contract_id) as sent,
               count(distinct contract_id) filter (where state = 'completed') as signed
        from signature_requests
        where owner_id = ${ownerId} and created_at >= ${since.toISOString()} and state <> 'cancelled'`,
  );
  const sent = Number(row?.sent ?? 0);
  const signed = Number(row?.signed ?? 0);
  return { sent, signed, rate: sent === 0 ? null : signed / sent, windowDays: SIGNATURE_RATE_WINDOW_DAYS };
}
