import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractSignature } from '@signpdf/utils';
import forge from 'node-forge';
import { readTstInfo } from '#server/modules/signatures/timestamp-authority.ts';

/** poppler's pdfsig on a PDF (tests only): its report, whatever its exit status. */
export function pdfsigReport(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'paraphe-pdfsig-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type TimestampToken = { token: Buffer; genTime: Date; signatureSha256: string };

/** The RFC 3161 token in the unsigned attributes of a sealed PDF's CMS signature (tests only). */
export function timestampTokenOf(pdf: Buffer): TimestampToken {
  const { signature } = extractSignature(pdf);
  const contentInfo = forge.asn1.fromDer(forge.util.createBuffer(signature));
  const nodes = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];
  const signedData = nodes(nodes(contentInfo)[1]!)[0]!;
  const signerInfo = nodes(nodes(signedData).at(-1)!)[0]!;
  const value = nodes(signerInfo).find((f) => f.tagClass === 0 && f.type === forge.asn1.Type.OCTETSTRING)!;
  const unsigned = nodes(signerInfo).find((f) => f.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && f.type === 1);
  if (!unsigned) throw new Error('no unsigned attributes: the seal carries no timestamp');
  const attribute = nodes(unsigned).find((a) => forge.asn1.derToOid(nodes(a)[0]!.value as string) === TIMESTAMP_OID);
  if (!attribute) throw new Error('no id-aa-signatureTimeStampToken attribute');
  const token = nodes(nodes(attribute)[1]!)[0]!;
  return {
    token: Buffer.from(forge.asn1.toDer(token).getBytes(), 'binary'),
    genTime: readTstInfo(token).genTime,
    signatureSha256: createHash('sha256')
      .update(Buffer.from(value.value as string, 'binary'))
      .digest('hex'),
  };
}

const TIMESTAMP_OID = '1.2.840.113549.1.9.16.2.14';

/** `openssl ts -verify` of a token against the seal's signature value and the authority's certificate. */
export function verifyTimestampToken(token: TimestampToken, authorityCertificate: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'paraphe-ts-'));
  const file = path.join(dir, 'token.der');
  writeFileSync(file, token.token);
  try {
    return execFileSync(
      'openssl',
      [
        'ts',
        '-verify',
        '-token_in',
        '-in',
        file,
        '-digest',
        token.signatureSha256,
        '-CAfile',
        authorityCertificate,
        '-partial_chain',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
