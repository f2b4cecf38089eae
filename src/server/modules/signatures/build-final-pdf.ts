import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { PdfRenderer } from '#server/plugins/pdf.ts';
import { certificatePageHtml, signaturePageHtml } from '#server/modules/signatures/proof-pages.ts';
import type { SignerRow } from '#server/modules/signatures/request-rows.ts';
import { sealPdf } from '#server/modules/signatures/seal-pdf.ts';
import { findSignatureBlocks, stampSignatures } from '#server/modules/signatures/stamp-signatures.ts';
import type { SigningCertificate } from '#server/modules/signatures/signing-certificate.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function appendPages(target: PDFDocument, pdf: Buffer): Promise<void> {
  const source = await PDFDocument.load(pdf);
  const pages = await target.copyPages(source, source.getPageIndices());
  for (const page of pages) target.addPage(page);
}

export type FinalPdf = { pdf: Buffer; sha256: string; signedContentSha256: string };

/**
 * The original pages as sent with each signature placed in its block (or, failing that, on a
 * page of their own); its SHA-256 is the "after" of the certificate page, which comes last;
 * then the platform's seal over the whole file.
 */
export async function buildFinalPdf(options: {
  renderer: PdfRenderer;
  certificate: SigningCertificate;
  original: Buffer;
  originalSha256: string;
  contractTitle: string;
  reference: string;
  signers: SignerRow[];
  sentAt: Date;
  completedAt: Date;
}): Promise<FinalPdf> {
  const meta = {
    title: options.contractTitle,
    author: 'Paraphe',
    subject: 'Contrat de collaboration commerciale signé électroniquement',
    footerReference: `${options.reference} · signatures`,
  };
  const signed = await PDFDocument.load(options.original);
  const blocks = await findSignatureBlocks(options.original);
  if (blocks) {
    await stampSignatures(signed, blocks, options.signers);
  } else {
    // A contract whose blocks cannot be found gets its signatures on a page of their own.
    const signaturePage = await options.renderer.render(
      signaturePageHtml({ contractTitle: options.contractTitle, signers: options.signers }),
      meta,
    );
    await appendPages(signed, signaturePage.pdf);
  }
  const signedBytes = await signed.save({ useObjectStreams: false });
  const signedContentSha256 = sha256(signedBytes);

  const certificate = await options.renderer.render(
    certificatePageHtml({
      ...options,
      originalSha256: options.originalSha256,
      signedSha256: signedContentSha256,
    }),
    { ...meta, footerReference: `${options.reference} · certificat de signature` },
  );
  const final = await PDFDocument.load(signedBytes);
  await appendPages(final, certificate.pdf);
  final.setTitle(options.contractTitle);
  final.setSubject(meta.subject);
  final.setProducer('Paraphe');
  const pdf = await sealPdf(final, options.certificate, {
    signingTime: options.completedAt,
    reason: 'Cachet de Paraphe : document signé électroniquement par toutes les parties',
  });
  return { pdf, sha256: sha256(pdf), signedContentSha256 };
}
