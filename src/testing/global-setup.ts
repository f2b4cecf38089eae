import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '#server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { engine: 'pglite'; dumpFile: string }
      | { engine: 'postgres'; templateUrl: string; adminUrl: string };
  }
}

export const TEMPLATE_DATABASE = 'paraphe_test_template';

/**
 * Migrates one database once for the whole run; each test file then gets its own copy
 * (PGlite: a data-dir dump loaded in memory; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
    const handle = openPostgres(templateUrl, { max: 1 });
    await handle.migrate();
    await handle.close();
    project.provide('testDatabase', { engine: 'postgres', templateUrl, adminUrl });
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'paraphe-pglite-'));
  const client = await PGlite.create();
  const handle = openPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(folder, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('testDatabase', { engine: 'pglite', dumpFile });
  return () => rmSync(folder, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
