import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '#server/db/client.ts';
import { contractExports, creditLedger } from '#server/db/schema/exports.ts';
import { users } from '#server/db/schema/users.ts';
import { createPostgresCopy, testEngine } from '#testing/database.ts';
import { signUpOverHttp } from '#testing/http-client.ts';
import { slowToPrintContract } from '#testing/long-contract.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from '#testing/server-process.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The same data for every process of a test: a PGlite folder, or a PostgreSQL database. */
async function sharedData(): Promise<{ env: Record<string, string>; open(): Promise<DatabaseHandle> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paraphe-crash-'));
  if (testEngine() === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      open: async () => openPglite(await PGlite.create(path.join(dataDir, 'pglite'))),
    };
  }
  const copy = await createPostgresCopy();
  cleanups.push(copy.drop);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: copy.url }, open: async () => openPostgres(copy.url, { max: 1 }) };
}

/** Reads the database with no server running (PGlite allows one process at a time). */
async function inspect<T>(data: { open(): Promise<DatabaseHandle> }, read: (handle: DatabaseHandle) => Promise<T>) {
  const handle = await data.open();
  try {
    return await read(handle);
  } finally {
    await handle.close();
  }
}

describe(`a server killed in the middle of an export, on ${testEngine()}`, () => {
  it('loses no credit: after a restart on the same data, balance and ledger are exact', async () => {
    const data = await sharedData();
    // A render limit no loaded machine reaches: this process must render, not time out.
    const first: ServerProcess = await startServerProcess({
      ...data.env,
      LOG_LEVEL: 'debug',
      PDF_RENDER_TIMEOUT_MS: '300000',
    });
    const owner = await signUpOverHttp(first.url, 'crash');
    const create = async (draft: unknown) => {
      const response = await owner.call('POST', '/api/contracts', draft);
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const done = await create(createSampleContract('PAID'));
    expect((await owner.call('POST', `/api/contracts/${done}/export`)).status).toBe(200);
    const doomed = await create(slowToPrintContract());

    // The second render starts; once a page prints it, the process dies without a word.
    const inFlight = owner.call('POST', `/api/contracts/${doomed}/export`).catch((error: unknown) => error);
    await first.waitForOutput(/"pdf":"printing"/, 2);
    expect(await first.kill('SIGKILL')).toBeNull();
    expect(await inFlight).toBeInstanceOf(Error);

    // What the dead process left: its credit held by a reservation, no export row for it.
    const left = await inspect(data, async ({ db }) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
      const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, user!.id));
      return { userId: user!.id, reserved: ledger.filter((row) => row.reservedAt !== null) };
    });
    expect(left.reserved).toHaveLength(1);

    // Restarted with a short render limit, the upkeep judges that reservation stale and releases it.
    const second = await startServerProcess({ ...data.env, PDF_RENDER_TIMEOUT_MS: '200', UPKEEP_INTERVAL_MS: '100' });
    await expect
      .poll(
        async () =>
          (
            (await (await owner.call('GET', '/api/credits/balance', undefined, second.url)).json()) as {
              remaining: number;
            }
          ).remaining,
      )
      .toBe(2);
    expect(await second.kill('SIGTERM')).toBe(0);

    const after = await inspect(data, async ({ db }) => ({
      ledger: await db
        .select({
          kind: creditLedger.kind,
          amount: creditLedger.amount,
          exportId: creditLedger.exportId,
          reservedAt: creditLedger.reservedAt,
        })
        .from(creditLedger)
        .where(eq(creditLedger.userId, left.userId))
        .orderBy(asc(creditLedger.createdAt)),
      exports: await db
        .select({ id: contractExports.id, contractId: contractExports.contractId })
        .from(contractExports)
        .where(eq(contractExports.ownerId, left.userId)),
    }));
    expect(after.exports).toEqual([{ id: expect.any(String), contractId: done }]);
    expect(after.ledger).toEqual([
      { kind: 'monthly_grant', amount: 3, exportId: null, reservedAt: null },
      { kind: 'export', amount: -1, exportId: after.exports[0]!.id, reservedAt: null },
    ]);
  }, 600_000);
});
