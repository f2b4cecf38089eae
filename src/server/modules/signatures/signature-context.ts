import { eq } from 'drizzle-orm';
import { AppError } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { users } from '#server/db/schema/users.ts';
import type { SigningCertificate } from '#server/modules/signatures/signing-certificate.ts';
import type { TimestampAuthority } from '#server/modules/signatures/timestamp-authority.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * The signature's keys, beside the request context: the key of the signers' links, the
 * sealing certificate (read or made on first use) and TSA_URL's RFC 3161 authority (null in
 * development without one). Built once at start (signing-keys.ts).
 */
export type SigningKeys = {
  linkSecret: string;
  certificate: () => SigningCertificate;
  timestampAuthority: TimestampAuthority | null;
};

/** What a signature use case may use: the request context and the signature's keys. */
export type SignatureContext = AppContext & { signing: SigningKeys };

/** The request context of a signature route or of the upkeep, with the signature's keys. */
export function signatureContext<Context extends AppContext>(
  ctx: Context,
  signing: SigningKeys,
): Context & SignatureContext {
  return { ...ctx, signing };
}

/** Where a request came from, for the audit trail. */
export type RequestOrigin = { ip: string; userAgent: string | null };

/** Where an action of the audit trail came from: the client's address and its browser. */
export function requestOrigin(request: { ip: string; headers: Record<string, unknown> }): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/**
 * The heading of a request: its contract's while the contract exists, else what was recorded
 * when it was sent (a completed request kept as evidence after its owner's account is deleted).
 */
export async function requestHeading(
  executor: Executor,
  request: {
    contractId: string | null;
    contractTitle: string | null;
    senderName: string | null;
    senderEmail: string | null;
  },
) {
  if (request.contractId) return contractHeading(executor, request.contractId);
  const ownerName = request.senderName ?? '';
  return {
    title: request.contractTitle ?? '',
    ownerName,
    ownerFirstName: ownerName.split(' ')[0] ?? '',
    ownerEmail: request.senderEmail ?? '',
  };
}

/** A request's contract; a request kept alone as evidence has none and takes no more action. */
export function contractOf(request: { contractId: string | null }): string {
  if (!request.contractId) throw new AppError('SIGNATURE_CLOSED', 'Demande close');
  return request.contractId;
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
