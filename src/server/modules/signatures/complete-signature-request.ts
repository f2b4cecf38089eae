import { and, asc, eq } from 'drizzle-orm';
import { CONSENT_VERSION, consentText } from '#shared/signature/consent.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { signatureEvents, signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { signatureCompletedMail } from '#server/mail/templates/signature-outcome.ts';
import { createSecretToken } from '#server/modules/auth/secret-token.ts';
import { footerReferenceOf } from '#server/modules/exports/export-contract.ts';
import { type AuditEvent, auditEventLabels, recordEvent } from '#server/modules/signatures/audit-trail.ts';
import { buildFinalPdf } from '#server/modules/signatures/build-final-pdf.ts';
import { listSigners } from '#server/modules/signatures/request-rows.ts';
import { contractHeading, contractOf, type SignatureContext } from '#server/modules/signatures/signature-context.ts';

/** The public address of a final-PDF link of the completed mail. */
export function finalPdfLink(appUrl: string, token: string): string {
  return `${appUrl}/api/signature-downloads/${encodeURIComponent(token)}`;
}

/**
 * Once every signer has signed: builds and seals the final PDF, closes the request, marks the
 * contract signed and mails every party and the owner a download link. Runs after the last
 * signature and again from the worker if that run failed; only one run can close the request.
 * Returns whether this call completed it.
 */
export async function completeSignatureRequest(
  ctx: Pick<SignatureContext, 'db' | 'now' | 'mail' | 'pdf' | 'config' | 'signing'>,
  { requestId }: { requestId: string },
): Promise<boolean> {
  const { db } = ctx;
  const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  if (request?.state !== 'pending') return false;
  const signers = await listSigners(db, requestId);
  if (!signers.every((signer) => signer.state === 'signed')) return false;
  const [original] = await db
    .select({ pdf: contractExports.pdf, version: contractExports.contractVersion })
    .from(contractExports)
    .where(eq(contractExports.id, contractOf({ contractId: request.exportId })));
  const contractId = contractOf(request);
  const heading = await contractHeading(db, contractId);
  const completedAt = ctx.now();
  const events = await db
    .select()
    .from(signatureEvents)
    .where(eq(signatureEvents.requestId, requestId))
    .orderBy(asc(signatureEvents.createdAt), asc(signatureEvents.id));
  const toCertificate = (event: (typeof events)[number]) => ({
    at: event.createdAt,
    label: auditEventLabels[event.event as AuditEvent] ?? event.event,
    detail: event.detail,
    ip: event.ip,
    userAgent: event.userAgent,
  });
  const sent = events.find((event) => event.event === 'sent');
  const final = await buildFinalPdf({
    renderer: ctx.pdf,
    certificate: ctx.signing.certificate(),
    authority: ctx.signing.timestampAuthority,
    original: original!.pdf,
    originalSha256: request.documentSha256,
    contractTitle: heading.title,
    reference: footerReferenceOf({ id: contractId, version: original!.version }),
    requestId,
    sender: {
      name: request.senderName ?? heading.ownerName,
      email: request.senderEmail ?? heading.ownerEmail,
      ip: sent?.ip ?? null,
      userAgent: sent?.userAgent ?? null,
    },
    signers: signers.map((signer) => ({
      ...signer,
      events: events.filter((event) => event.signerId === signer.id).map(toCertificate),
    })),
    requestEvents: events.filter((event) => event.signerId === null).map(toCertificate),
    sentAt: request.createdAt,
    completedAt,
    consent: { version: CONSENT_VERSION, text: consentText(heading.title) },
    trustedTime: ctx.signing.timestampAuthority
      ? `Le cachet porte un jeton d’horodatage RFC 3161 (PAdES B-T) émis par l’autorité d’horodatage ${ctx.signing.timestampAuthority.url} : l’heure du cachet est attestée par ce tiers. Les heures des événements sont celles des serveurs de Paraphe.`
      : 'Sans horodatage par une autorité tierce : les heures du cachet et des événements sont celles des serveurs de Paraphe (environnement sans TSA_URL).',
    retention: `Paraphe conserve ce dossier de preuve (le PDF final, ce certificat et le journal des événements) tant que le compte de l’expéditeur existe ; l’expéditeur ne peut pas supprimer un contrat envoyé ou signé. Si ce compte est supprimé, le dossier est conservé ${ctx.config.evidenceRetentionYears} ans à compter de la suppression (prescription de droit commun, article 2224 du Code civil), puis effacé ; chaque signataire garde le lien de téléchargement reçu par e-mail pendant cette durée.`,
  });

  return db.transaction(async (tx) => {
    const owner = createSecretToken();
    const closed = await tx
      .update(signatureRequests)
      .set({
        state: 'completed',
        closedAt: completedAt,
        finalPdf: final.pdf,
        finalSha256: final.sha256,
        signedContentSha256: final.signedContentSha256,
        ownerDownloadTokenHash: owner.tokenHash,
      })
      .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.state, 'pending')))
      .returning({ id: signatureRequests.id });
    if (closed.length === 0) return false;
    await tx
      .update(contracts)
      .set({ status: 'signed', updatedAt: completedAt })
      .where(and(eq(contracts.id, contractId), eq(contracts.status, 'sent')));
    await recordEvent(tx, {
      requestId,
      event: 'completed',
      detail: `SHA-256 du PDF final : ${final.sha256}${
        final.timestampedAt ? ` ; horodatage RFC 3161 du cachet : ${final.timestampedAt.toISOString()}` : ''
      }`,
      at: completedAt,
    });
    const mail = { contractTitle: heading.title, finalSha256: final.sha256 };
    await ctx.mail.queue(
      tx,
      signatureCompletedMail({
        ...mail,
        to: heading.ownerEmail,
        recipientName: heading.ownerFirstName,
        link: finalPdfLink(ctx.config.appUrl, owner.token),
      }),
    );
    for (const signer of signers) {
      const download = createSecretToken();
      await tx
        .update(signatureSigners)
        .set({ downloadTokenHash: download.tokenHash })
        .where(eq(signatureSigners.id, signer.id));
      await ctx.mail.queue(
        tx,
        signatureCompletedMail({
          ...mail,
          to: signer.email,
          recipientName: signer.name,
          link: finalPdfLink(ctx.config.appUrl, download.token),
        }),
      );
    }
    return true;
  });
}
