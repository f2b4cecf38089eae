import { createHash } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PdfRenderer } from '#server/plugins/pdf.ts';
import {
  type CertificateInput,
  certificatePageHtml,
  signaturePageHtml,
} from '#server/modules/signatures/proof-pages.ts';
import type { SignerRow } from '#server/modules/signatures/request-rows.ts';
import { sealPdf } from '#server/modules/signatures/seal-pdf.ts';
import { findSignatureBlocks, stampSignatures } from '#server/modules/signatures/stamp-signatures.ts';
import type { SigningCertificate } from '#server/modules/signatures/signing-certificate.ts';
import type { TimestampAuthority } from '#server/modules/signatures/timestamp-authority.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function appendPages(target: PDFDocument, pdf: Buffer): Promise<void> {
  const source = await PDFDocument.load(pdf);
  const pages = await target.copyPages(source, source.getPageIndices());
  for (const page of pages) target.addPage(page);
}

/**
 * The request's identifier at the top of every page, and on the certificate's pages their
 * number as an annex (« Annexe — dossier de preuve, page 2 / 3 »): a page taken out of the file
 * still says which signature it belongs to.
 */
async function stampPageHeaders(
  document: PDFDocument,
  { requestId, annexFrom }: { requestId: string; annexFrom: number },
): Promise<void> {
  const font = await document.embedFont(StandardFonts.Helvetica);
  const pages = document.getPages();
  const annexCount = pages.length - annexFrom;
  for (const [index, page] of pages.entries()) {
    const annex =
      index >= annexFrom
        ? ` · Annexe — certificat de signature (dossier de preuve), page ${index - annexFrom + 1} / ${annexCount}`
        : '';
    page.drawText(`Demande de signature Paraphe n° ${requestId}${annex}`, {
      x: 28,
      y: page.getHeight() - 16,
      size: 6.5,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
  }
}

export type FinalPdf = { pdf: Buffer; sha256: string; signedContentSha256: string; timestampedAt: Date | null };

export type FinalPdfInput = Omit<CertificateInput, 'signedSha256'> & {
  renderer: PdfRenderer;
  certificate: SigningCertificate;
  authority: TimestampAuthority | null;
  original: Buffer;
  signers: CertificateInput['signers'] & SignerRow[];
};

/**
 * The original pages as sent with each signature placed in its block (or, failing that, on a
 * page of their own); its SHA-256 is the "after" of the certificate, which comes last as an
 * annex; the request's id on every page; then the platform's seal over the whole file, dated by
 * the timestamping authority when there is one.
 */
export async function buildFinalPdf(options: FinalPdfInput): Promise<FinalPdf> {
  const meta = {
    title: options.contractTitle,
    author: 'Paraphe',
    subject: 'Contrat de collaboration commerciale signé électroniquement',
    footerReference: `${options.reference} · signatures`,
  };
  const signed = await PDFDocument.load(options.original);
  const blocks = await findSignatureBlocks(options.original);
  // A contract whose blocks cannot be found gets its signatures on a page of their own, and so
  // do the signatories the contract has no block for (intervening persons, parents).
  const unplaced = blocks ? await stampSignatures(signed, { blocks, signers: options.signers }) : options.signers;
  if (unplaced.length > 0) {
    const signaturePage = await options.renderer.render(
      signaturePageHtml({ contractTitle: options.contractTitle, signers: unplaced }),
      meta,
    );
    await appendPages(signed, signaturePage.pdf);
  }
  const signedBytes = await signed.save({ useObjectStreams: false });
  const signedContentSha256 = sha256(signedBytes);

  const certificate = await options.renderer.render(
    certificatePageHtml({ ...options, signedSha256: signedContentSha256 }),
    { ...meta, footerReference: `${options.reference} · annexe : certificat de signature` },
  );
  const final = await PDFDocument.load(signedBytes);
  const annexFrom = final.getPageCount();
  await appendPages(final, certificate.pdf);
  await stampPageHeaders(final, { requestId: options.requestId, annexFrom });
  final.setTitle(options.contractTitle);
  final.setSubject(meta.subject);
  final.setProducer('Paraphe');
  const sealed = await sealPdf(final, {
    certificate: options.certificate,
    signingTime: options.completedAt,
    reason: 'Cachet de Paraphe : document signé électroniquement par toutes les parties',
    authority: options.authority,
  });
  return { pdf: sealed.pdf, sha256: sha256(sealed.pdf), signedContentSha256, timestampedAt: sealed.timestampedAt };
}
