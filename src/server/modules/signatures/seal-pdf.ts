import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import type { SigningCertificate } from '#server/modules/signatures/signing-certificate.ts';
import { type TimestampAuthority, timestampCms } from '#server/modules/signatures/timestamp-authority.ts';

/** Room for the CMS: the certificate, the signature and an RFC 3161 token with its own certificates. */
const SIGNATURE_LENGTH = 16_384;

/** The platform's CMS signature, then the authority's timestamp token added to it (PAdES B-T). */
class TimestampingSigner extends Signer {
  genTime: Date | null = null;
  constructor(
    private readonly inner: P12Signer,
    private readonly authority: TimestampAuthority,
  ) {
    super();
  }
  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const stamped = await timestampCms(await this.inner.sign(pdfBuffer, signingTime), this.authority);
    this.genTime = stamped.genTime;
    return stamped.cms;
  }
}

export type SealedPdf = { pdf: Buffer; timestampedAt: Date | null };

/**
 * Seals a document with the platform's certificate: a PAdES signature (ETSI.CAdES.detached)
 * whose byte range covers the whole file, so that any change made afterwards is reported by
 * PDF readers; with an authority, its RFC 3161 timestamp dates the seal (PAdES B-T). The
 * document is saved without object streams, which the placeholder needs.
 */
export async function sealPdf(
  document: PDFDocument,
  options: {
    certificate: SigningCertificate;
    signingTime: Date;
    reason: string;
    authority?: TimestampAuthority | null;
  },
): Promise<SealedPdf> {
  const { certificate } = options;
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: options.reason,
    contactInfo: '',
    name: 'Paraphe',
    location: 'France',
    signingTime: options.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Paraphe',
    signatureLength: SIGNATURE_LENGTH,
  });
  const unsigned = Buffer.from(await document.save({ useObjectStreams: false }));
  const p12 = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  const signer = options.authority ? new TimestampingSigner(p12, options.authority) : p12;
  const pdf = await new SignPdf().sign(unsigned, signer, options.signingTime);
  return { pdf, timestampedAt: signer instanceof TimestampingSigner ? signer.genTime : null };
}
