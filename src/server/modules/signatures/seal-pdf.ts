import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import type { SigningCertificate } from '#server/modules/signatures/signing-certificate.ts';

/**
 * Seals a document with the platform's certificate: a PAdES signature (ETSI.CAdES.detached)
 * whose byte range covers the whole file, so that any change made afterwards is reported by
 * PDF readers. The document is saved without object streams, which the placeholder needs.
 */
export async function sealPdf(
  document: PDFDocument,
  certificate: SigningCertificate,
  options: { signingTime: Date; reason: string },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: options.reason,
    contactInfo: '',
    name: 'Paraphe',
    location: 'France',
    signingTime: options.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Paraphe',
  });
  const unsigned = Buffer.from(await document.save({ useObjectStreams: false }));
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  return new SignPdf().sign(unsigned, signer, options.signingTime);
}
