import { asc, eq, inArray } from 'drizzle-orm';
import type { PersonalDataExport } from '#shared/api/privacy.ts';
import type { Executor } from '#server/db/client.ts';
import { userBrandings } from '#server/db/schema/branding.ts';
import { signatureEvents, signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The brand personalisation and the signature requests the person sent, for the export of
 * personal data. The other signer is a third party: their name and address are in the
 * contract already, but not their IP address, browser or drawn signature.
 */
export async function exportBrandingAndSignatures(
  executor: Executor,
  userId: string,
): Promise<Pick<PersonalDataExport, 'branding' | 'signatureRequests'>> {
  const [branding] = await executor.select().from(userBrandings).where(eq(userBrandings.userId, userId));
  const requests = await executor
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.ownerId, userId))
    .orderBy(asc(signatureRequests.createdAt));
  const requestIds = requests.map((request) => request.id);
  const signers = requestIds.length
    ? await executor
        .select()
        .from(signatureSigners)
        .where(inArray(signatureSigners.requestId, requestIds))
        .orderBy(asc(signatureSigners.position))
    : [];
  const events = requestIds.length
    ? await executor
        .select({
          requestId: signatureEvents.requestId,
          event: signatureEvents.event,
          createdAt: signatureEvents.createdAt,
        })
        .from(signatureEvents)
        .where(inArray(signatureEvents.requestId, requestIds))
        .orderBy(asc(signatureEvents.createdAt))
    : [];
  return {
    branding: branding
      ? {
          accentColor: branding.accentColor,
          logoMimeType: branding.logoMimeType,
          logoBase64: branding.logo ? branding.logo.toString('base64') : null,
          updatedAt: branding.updatedAt.toISOString(),
        }
      : null,
    signatureRequests: requests.map((request) => ({
      id: request.id,
      contractId: request.contractId ?? '',
      state: request.state,
      documentSha256: request.documentSha256,
      finalSha256: request.finalSha256,
      createdAt: request.createdAt.toISOString(),
      expiresAt: request.expiresAt.toISOString(),
      closedAt: isoOrNull(request.closedAt),
      signers: signers
        .filter((signer) => signer.requestId === request.id)
        .map((signer) => ({
          name: signer.name,
          email: signer.email,
          state: signer.state,
          openedAt: isoOrNull(signer.openedAt),
          signedAt: isoOrNull(signer.signedAt),
          declinedAt: isoOrNull(signer.declinedAt),
        })),
      events: events
        .filter((event) => event.requestId === request.id)
        .map((event) => ({ event: event.event, createdAt: event.createdAt.toISOString() })),
    })),
  };
}
