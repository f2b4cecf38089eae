import { createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * An RFC 3161 client: asks a timestamping authority to date the seal's signature value, and
 * adds the token it returns to the CMS signature as the unsigned attribute
 * id-aa-signatureTimeStampToken (RFC 3161 appendix A; ETSI EN 319 142-1, PAdES B-T). The
 * time then comes from a third party instead of Paraphe's clock (eIDAS art. 41-42).
 */

const { asn1 } = forge;
const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
const OID_SIGNATURE_TIMESTAMP = '1.2.840.113549.1.9.16.2.14';

export type TimestampAuthority = { url: string; fetch?: typeof fetch };
export type Timestamped = { cms: Buffer; genTime: Date };

const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const fromDer = (bytes: Buffer) => asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
const children = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];
const stripZeros = (bytes: Buffer) => {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  return bytes.subarray(start);
};

/**
 * The content octets of a positive INTEGER in DER (X.690 §8.3.2): the value's bytes without
 * leading zeros, and one zero byte in front only when the first one has its high bit set. A
 * random nonce starting with a zero byte was sent padded, which the authority refuses (two
 * zero bytes in front: openssl answers « rejection »).
 */
function positiveIntegerBytes(value: Buffer): string {
  const bytes = stripZeros(value);
  return ((bytes[0] ?? 0) & 0x80 ? '\u0000' : '') + bytes.toString('binary');
}

/** TimeStampReq (RFC 3161 §2.4.1) for a SHA-256 imprint, with a nonce and the TSA's certificate asked for. */
export function timestampRequest(imprint: Buffer, nonce: Buffer): Buffer {
  return der(
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(1).getBytes()),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(OID_SHA256).getBytes()),
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''),
        ]),
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, imprint.toString('binary')),
      ]),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, positiveIntegerBytes(nonce)),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BOOLEAN, false, '\u00ff'),
    ]),
  );
}

/** The token of a TimeStampResp, once its status says granted (0) or granted with mods (1). */
export function tokenOfResponse(response: Buffer): forge.asn1.Asn1 {
  const [statusInfo, token] = children(fromDer(response));
  const status = statusInfo ? forge.util.createBuffer(children(statusInfo)[0]!.value as string).getInt(8) : -1;
  if ((status !== 0 && status !== 1) || !token) throw new Error(`l’autorité d’horodatage a refusé (statut ${status})`);
  return token;
}

/** The token's TSTInfo: its imprint, nonce and time (RFC 3161 §2.4.2). */
export function readTstInfo(token: forge.asn1.Asn1): { imprint: Buffer; nonce: Buffer | null; genTime: Date } {
  const signedData = children(children(token)[1]!)[0]!;
  const encapsulated = children(signedData)[2]!;
  const content = children(children(encapsulated)[1]!)[0]!;
  // The eContent is an OCTET STRING, possibly constructed of pieces.
  const bytes = Array.isArray(content.value)
    ? (content.value as forge.asn1.Asn1[]).map((piece) => piece.value as string).join('')
    : (content.value as string);
  const fields = children(fromDer(Buffer.from(bytes, 'binary')));
  const imprint = Buffer.from(children(fields[2]!)[1]!.value as string, 'binary');
  const genTime = asn1.generalizedTimeToDate(fields[4]!.value as string);
  const nonceField = fields.find((field, index) => index > 4 && field.type === asn1.Type.INTEGER);
  const nonce = nonceField ? Buffer.from(nonceField.value as string, 'binary') : null;
  return { imprint, nonce, genTime };
}

/**
 * Timestamps a CMS SignedData (DER): the SHA-256 of its first signer's signature value is sent
 * to the authority, the answer is checked (imprint and nonce), and the token is added as an
 * unsigned attribute. The signed part does not change, so the PDF's byte range stays valid.
 */
export async function timestampCms(cms: Buffer, authority: TimestampAuthority): Promise<Timestamped> {
  const contentInfo = fromDer(cms);
  const signedData = children(children(contentInfo)[1]!)[0]!;
  const signerInfos = children(signedData).at(-1)!;
  const signerInfo = children(signerInfos)[0]!;
  const fields = children(signerInfo);
  const signatureValue = fields.find((field) => field.type === asn1.Type.OCTETSTRING && field.tagClass === 0)!;
  const imprint = createHash('sha256')
    .update(Buffer.from(signatureValue.value as string, 'binary'))
    .digest();
  const nonce = randomBytes(8);

  const answer = await (authority.fetch ?? fetch)(authority.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/timestamp-query', Accept: 'application/timestamp-reply' },
    body: new Uint8Array(timestampRequest(imprint, nonce)),
    signal: AbortSignal.timeout(20_000),
  });
  if (!answer.ok) throw new Error(`l’autorité d’horodatage a répondu ${answer.status}`);
  const token = tokenOfResponse(Buffer.from(await answer.arrayBuffer()));
  const info = readTstInfo(token);
  if (!info.imprint.equals(imprint)) throw new Error('le jeton d’horodatage ne porte pas sur ce cachet');
  if (info.nonce && !stripZeros(info.nonce).equals(stripZeros(nonce))) throw new Error('nonce d’horodatage inattendu');

  fields.push(
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(OID_SIGNATURE_TIMESTAMP).getBytes()),
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [token]),
      ]),
    ]),
  );
  return { cms: der(contentInfo), genTime: info.genTime };
}
