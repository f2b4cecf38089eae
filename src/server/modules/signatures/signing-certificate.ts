import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/** The platform's sealing certificate as a PKCS#12 file and its passphrase. */
export type SigningCertificate = { p12: Buffer; passphrase: string };

const DEV_FILE = 'signing-cert.p12';
/** The development file is only as secret as DATA_DIR itself; the passphrase does not protect it. */
const DEV_PASSPHRASE = 'paraphe-developpement';

/**
 * A self-signed RSA certificate for development: PDF readers verify the seal (the file is
 * unchanged) but warn that they do not trust the issuer. Production gives its own through
 * SIGNING_CERT_P12, issued by a trusted authority.
 */
export function createSelfSignedCertificate(now: Date, passphrase = DEV_PASSPHRASE): SigningCertificate {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: 'Paraphe - cachet de signature (developpement)' },
    { name: 'organizationName', value: 'Paraphe' },
    { name: 'countryName', value: 'FR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}

/** SIGNING_CERT_P12 is a file path or the file itself in base64. */
export function readConfiguredCertificate(value: string, passphrase: string): SigningCertificate {
  const p12 = existsSync(value) ? readFileSync(value) : Buffer.from(value, 'base64');
  return { p12, passphrase };
}

/**
 * Opens the PKCS#12 with its passphrase and checks that it holds a key and a certificate
 * valid at `now`: a wrong file or passphrase stops the start instead of failing at the first
 * completed signature.
 */
export function assertUsableCertificate(certificate: SigningCertificate, now: Date): void {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(certificate.p12.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, certificate.passphrase);
  } catch (error) {
    throw new Error('fichier .p12 illisible ou phrase de passe incorrecte', { cause: error });
  }
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const certBag = forge.pki.oids.certBag as string;
  const keys = p12.getBags({ bagType: keyBag })[keyBag] ?? [];
  const certs = p12.getBags({ bagType: certBag })[certBag] ?? [];
  const cert = certs[0]?.cert;
  if (keys.length === 0 || !cert) throw new Error('le fichier .p12 doit contenir une clé privée et son certificat');
  if (cert.validity.notAfter.getTime() < now.getTime() || cert.validity.notBefore.getTime() > now.getTime()) {
    throw new Error('le certificat n’est pas valide à cette date');
  }
}

/** Generated on first use and kept in DATA_DIR, so documents sealed before a restart keep one issuer. */
export function readOrCreateDevCertificate(dataDir: string, now: Date): SigningCertificate {
  const file = path.join(dataDir, DEV_FILE);
  if (existsSync(file)) return { p12: readFileSync(file), passphrase: DEV_PASSPHRASE };
  mkdirSync(dataDir, { recursive: true });
  const created = createSelfSignedCertificate(now);
  writeFileSync(file, created.p12, { mode: 0o600 });
  return created;
}
