import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { startLocalTsa } from '#testing/local-tsa.ts';
import { pdfsigReport, timestampTokenOf, verifyTimestampToken } from '#testing/pdfsig.ts';
import { sealPdf } from '#server/modules/signatures/seal-pdf.ts';
import { readTstInfo, timestampRequest, tokenOfResponse } from '#server/modules/signatures/timestamp-authority.ts';
import {
  assertUsableCertificate,
  createSelfSignedCertificate,
  readConfiguredCertificate,
  readOrCreateDevCertificate,
} from '#server/modules/signatures/signing-certificate.ts';

async function twoPageDocument(): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of ['Contrat de collaboration', 'Certificat de signature']) {
    document.addPage().drawText(text, { x: 72, y: 720, font, size: 14 });
  }
  return document;
}

describe('the PAdES seal', () => {
  const certificate = createSelfSignedCertificate(new Date());

  it('verifies with pdfsig over the whole document, only the self-signed issuer being unknown', async () => {
    const { pdf: sealed, timestampedAt } = await sealPdf(await twoPageDocument(), {
      certificate,
      signingTime: new Date('2026-03-01T10:00:00Z'),
      reason: 'Test',
    });
    expect(timestampedAt).toBeNull();
    const report = pdfsigReport(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Certificate issuer is unknown');
  });

  it('turns invalid when one byte of the signed content changes', async () => {
    const { pdf: sealed } = await sealPdf(await twoPageDocument(), {
      certificate,
      signingTime: new Date(),
      reason: 'Test',
    });
    const tampered = Buffer.from(sealed);
    const offset = tampered.indexOf('Contrat de collaboration') + 1;
    // The text sits in a content stream; flip a byte of the file's header instead if compressed.
    const at = offset > 0 ? offset : 20;
    tampered[at] = tampered[at]! ^ 0x01;
    const report = pdfsigReport(tampered);
    expect(report).not.toContain('Signature is Valid');
    expect(report).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  it('carries an RFC 3161 token of a real local authority (PAdES B-T) that openssl verifies; a flipped byte breaks the seal', async () => {
    const tsa = await startLocalTsa();
    try {
      const before = new Date(Date.now() - 2000);
      const { pdf, timestampedAt } = await sealPdf(await twoPageDocument(), {
        certificate,
        signingTime: new Date(),
        reason: 'Test',
        authority: { url: tsa.url },
      });
      expect(tsa.requests()).toBe(1);
      expect(timestampedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
      const report = pdfsigReport(pdf);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
      const token = timestampTokenOf(pdf);
      expect(token.genTime.toISOString()).toBe(timestampedAt!.toISOString());
      expect(verifyTimestampToken(token, tsa.certificateFile)).toContain('Verification: OK');
      // A token that does not match the seal's signature value does not verify.
      const wrong = { ...token, signatureSha256: '00'.repeat(32) };
      expect(verifyTimestampToken(wrong, tsa.certificateFile)).not.toContain('Verification: OK');

      const tampered = Buffer.from(pdf);
      const at = tampered.indexOf('Certificat de signature');
      const offset = at > 0 ? at + 1 : 20;
      tampered[offset] = tampered[offset]! ^ 0x01;
      expect(pdfsigReport(tampered)).not.toContain('Signature is Valid');
    } finally {
      await tsa.close();
    }
  }, 120_000);

  it('asks with any nonce, those starting with zero bytes included, in DER the authority grants', async () => {
    const tsa = await startLocalTsa();
    try {
      const imprint = Buffer.alloc(32, 7);
      for (const [hex, encoded] of [
        ['1011121314151617', '02081011121314151617'],
        ['8011121314151617', '0209008011121314151617'],
        ['0011121314151617', '020711121314151617'],
        ['0000121314151617', '0206121314151617'],
        ['0091121314151617', '02080091121314151617'],
        ['0000000000000000', '020100'],
      ] as const) {
        const request = timestampRequest(imprint, Buffer.from(hex, 'hex'));
        // The request ends with the nonce INTEGER, then the certReq BOOLEAN (01 01 ff).
        expect(request.subarray(-3 - encoded.length / 2).toString('hex'), hex).toBe(`${encoded}0101ff`);
        const answer = await fetch(tsa.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/timestamp-query' },
          body: new Uint8Array(request),
        });
        const info = readTstInfo(tokenOfResponse(Buffer.from(await answer.arrayBuffer())));
        // Granted, with the nonce as it was asked.
        expect(info.nonce?.toString('hex'), hex).toBe(encoded.slice(4));
      }
    } finally {
      await tsa.close();
    }
  }, 120_000);

  it('keeps the development certificate in DATA_DIR and reads a configured one as a path or base64', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paraphe-cert-'));
    const first = readOrCreateDevCertificate(dataDir, new Date());
    const again = readOrCreateDevCertificate(dataDir, new Date());
    expect(again.p12.equals(first.p12)).toBe(true);
    const fromBase64 = readConfiguredCertificate(first.p12.toString('base64'), 'phrase');
    expect(fromBase64.p12.equals(first.p12)).toBe(true);
    expect(readConfiguredCertificate(path.join(dataDir, 'signing-cert.p12'), 'phrase').p12.equals(first.p12)).toBe(
      true,
    );
  });

  it('checks a configured certificate: its passphrase, its content and its dates', () => {
    const now = new Date();
    expect(() => assertUsableCertificate(certificate, now)).not.toThrow();
    expect(() => assertUsableCertificate({ ...certificate, passphrase: 'mauvaise' }, now)).toThrow(/phrase de passe/);
    expect(() => assertUsableCertificate({ p12: Buffer.from('pas un p12'), passphrase: '' }, now)).toThrow(/illisible/);
    const later = new Date(now.getTime() + 20 * 365 * 24 * 3600 * 1000);
    expect(() => assertUsableCertificate(certificate, later)).toThrow(/pas valide/);
  });
});
