import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'paraphe-config-'));
/** The mentions légales that production requires. */
const legalNotice = {
  PUBLISHER_NAME: 'Paraphe SAS',
  PUBLISHER_ADDRESS: '1 rue de Rivoli, 75001 Paris',
  PUBLICATION_DIRECTOR: 'Camille Durand',
  HOST_NAME: 'Hébergeur SAS',
  HOST_ADDRESS: '2 rue Kellermann, 59100 Roubaix',
};

describe('loadConfig', () => {
  it('runs with no configuration at all on the embedded defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(dataDir);
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('names the variable and what it expects when PORT is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tempDir() })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tempDir() })).toThrowError(/^PORT : valeur invalide, attendu/);
  });

  it('refuses a DATABASE_URL that is not a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'nonsense', DATA_DIR: tempDir() })).toThrowError(
      /DATABASE_URL : valeur invalide, attendu une URL postgres:\/\//,
    );
  });

  it('accepts a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/paraphe', DATA_DIR: tempDir() });
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/paraphe');
  });

  it('requires SMTP_URL in production, where mail must reach people', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(40) })).toThrowError(
      /^SMTP_URL : obligatoire en production/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: tempDir(),
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
        ...legalNotice,
      }).isProduction,
    ).toBe(true);
  });

  it('requires the legal notice in production, and shows placeholders elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
    };
    expect(() => loadConfig({ ...production, ...legalNotice, HOST_NAME: '' })).toThrowError(
      /^HOST_NAME : obligatoire en production/,
    );
    expect(loadConfig({ ...production, ...legalNotice }).site.publisher).toEqual({
      name: 'Paraphe SAS',
      address: '1 rue de Rivoli, 75001 Paris',
      siret: undefined,
      director: 'Camille Durand',
    });
    const development = loadConfig({ DATA_DIR: tempDir() }).site;
    expect(development.host.name).toBe('À configurer (HOST_NAME)');
    expect(development.launchDate).toBe('2027-01-15');
    expect(() => loadConfig({ DATA_DIR: tempDir(), LAUNCH_DATE: '2027-02-30' })).toThrowError(/^LAUNCH_DATE/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrowError(/^JWT_SECRET/);
  });

  it('generates a development secret once and keeps it in the data folder', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it('turns Stripe on only with all its variables, and names the missing ones', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_PRO_MONTHLY: 'price_pro',
      STRIPE_PRICE_TOPUP_5: 'price_t5',
      STRIPE_PRICE_TOPUP_20: 'price_t20',
    };
    expect(loadConfig({ DATA_DIR: tempDir() }).stripe).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), ...stripe }).stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      prices: { PRO_MONTHLY: 'price_pro', TOPUP_5: 'price_t5', TOPUP_20: 'price_t20' },
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: 'sk_test_123' })).toThrowError(
      /^STRIPE_WEBHOOK_SECRET : manquante/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...stripe, STRIPE_PRICE_PRO_MONTHLY: 'pro' })).toThrowError(
      /STRIPE_PRICE_PRO_MONTHLY : valeur invalide, attendu un identifiant de prix Stripe/,
    );
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tempDir() })).toThrowError(/JWT_SECRET/);
  });
});
