import type { FastifyInstance } from 'fastify';
import { type Config, ConfigError } from '#server/config.ts';
import type { SigningKeys } from '#server/modules/signatures/signature-context.ts';
import {
  assertUsableCertificate,
  readConfiguredCertificate,
  readOrCreateDevCertificate,
  type SigningCertificate,
} from '#server/modules/signatures/signing-certificate.ts';
import { signatureLinkKey } from '#server/modules/signatures/signer-link.ts';

/**
 * The link key and the sealing certificate: a configured one is checked at start, the
 * development one is read or generated on first use (generating it takes a moment).
 */
export function createSigningKeys(app: FastifyInstance, config: Config): SigningKeys {
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
    linkSecret: signatureLinkKey(config.jwtSecret),
    timestampAuthority: config.tsaUrl ? { url: config.tsaUrl } : null,
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
