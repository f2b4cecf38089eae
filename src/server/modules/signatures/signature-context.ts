import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { users } from '#server/db/schema/users.ts';

/** What every signature use case needs besides the database: the clock and the public address. */
export type SignatureDeps = { now: () => Date; appUrl: string; linkSecret: string };

/** Where a request came from, for the audit trail. */
export type RequestOrigin = { ip: string; userAgent: string | null };

/** Where an action of the audit trail came from: the client's address and its browser. */
export function requestOrigin(request: { ip: string; headers: Record<string, unknown> }): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** The contract's title and its owner's name, as the mails and the signing page show them. */
export async function contractHeading(executor: Executor, contractId: string) {
  const [row] = await executor
    .select({ title: contracts.title, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.ownerId))
    .where(eq(contracts.id, contractId));
  if (!row) throw new Error(`contract ${contractId} has no owner`);
  return {
    title: row.title,
    ownerName: `${row.firstName} ${row.lastName}`.trim(),
    ownerFirstName: row.firstName,
    ownerEmail: row.email,
  };
}
