import type { FastifyInstance } from 'fastify';
import { type Config, ConfigError } from '#server/config.ts';
import type { SealingDeps } from '#server/modules/signatures/complete-signature-request.ts';
import {
  assertUsableCertificate,
  readConfiguredCertificate,
  readOrCreateDevCertificate,
  type SigningCertificate,
} from '#server/modules/signatures/signing-certificate.ts';
import { signatureLinkKey } from '#server/modules/signatures/signer-link.ts';

/**
 * The clock, the public address, the link secret, the PDF renderer and the sealing
 * certificate: a configured one is checked at start, the development one is read or generated
 * on first use (generating it takes a moment).
 */
export function createSealingDeps(app: FastifyInstance, config: Config): SealingDeps {
  let certificate: SigningCertificate | null = null;
  if (config.signingCertificate) {
    certificate = readConfiguredCertificate(config.signingCertificate.p12, config.signingCertificate.passphrase);
    try {
      assertUsableCertificate(certificate, app.now());
    } catch (error) {
      throw new ConfigError(`SIGNING_CERT_P12 : ${(error as Error).message}`);
    }
  }
  return {
    now: () => app.now(),
    appUrl: config.appUrl,
    linkSecret: signatureLinkKey(config.jwtSecret),
    renderer: app.pdf,
    timestampAuthority: config.tsaUrl ? { url: config.tsaUrl } : null,
    evidenceRetentionYears: config.evidenceRetentionYears,
    certificate: () => {
      if (certificate) return certificate;
      if (config.isProduction) {
        app.log.warn('SIGNING_CERT_P12 absent : les PDF signés sont scellés par un certificat autosigné');
      }
      certificate = readOrCreateDevCertificate(config.dataDir, app.now());
      return certificate;
    },
  };
}
