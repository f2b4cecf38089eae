import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'paraphe-config-'));

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

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tempDir() })).toThrowError(/JWT_SECRET/);
  });
});
