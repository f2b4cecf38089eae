import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import { AppError } from '#server/app-error.ts';
import { creditLedger } from '#server/db/schema/exports.ts';
import { pdfInfo, qpdfCheck } from '#server/pdf/pdf-test-tools.ts';
import { useExportTestApp } from '#server/modules/exports/export-test-app.fixture.ts';
import { testEngine } from '#testing/database.ts';
import { slowToPrintContract } from '#testing/long-contract.ts';
import { createVerifiedUser } from '#testing/users.ts';

describe(`PDF export credits on ${testEngine()}`, () => {
  const h = useExportTestApp();
  const { call, create, exportOf, download, balance, creditsLeft, exportsOf, exportPdf } = h;

  it('answers the balance in its documented shape, in agreement with creditsLeft of the user record', async () => {
    const owner = await createVerifiedUser(h.t);
    const now = new Date();
    expect(await balance(owner)).toEqual({
      remaining: 3,
      monthlyAllowance: 3,
      monthlyRemaining: 3,
      topupRemaining: 0,
      unlimited: false,
      periodEnd: parisMonthOf(now).end.toISOString(),
    });
    expect(await creditsLeft(owner)).toBe(3);
    h.target = h.fake;
    await exportPdf(owner, (await create(owner)).id);
    expect((await balance(owner)).remaining).toBe(2);
    expect(await creditsLeft(owner)).toBe(2);
  });

  it('lets 12 concurrent exports of 12 contracts with 3 credits left succeed exactly 3 times', async () => {
    const owner = await createVerifiedUser(h.t);
    const contracts = [];
    for (let index = 0; index < 12; index += 1) contracts.push(await create(owner));
    const rendersBefore = h.renders;
    const responses = await Promise.all(contracts.map((contract) => exportOf(owner, contract.id)));

    const succeeded = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 402);
    expect(succeeded).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const response of refused) expect(response.json().error.code).toBe('NO_CREDITS');
    expect(h.renders - rendersBefore).toBe(3);
    for (const response of succeeded) {
      const fetched = await download(owner, response.json().downloadUrl);
      expect(qpdfCheck(fetched.rawPayload).ok).toBe(true);
    }
    expect(await exportsOf(owner)).toHaveLength(3);
    expect((await balance(owner)).remaining).toBe(0);
    expect(await creditsLeft(owner)).toBe(0);
  });

  it('renews the 3 free exports when the month turns in Paris, not in UTC', async () => {
    h.target = h.fake;
    const owner = await createVerifiedUser(h.t);
    // 23:30 on 30 November in Paris (UTC+1).
    h.clock = new Date('2026-11-30T22:30:00Z');
    for (let index = 0; index < 3; index += 1) {
      expect((await exportOf(owner, (await create(owner)).id)).statusCode).toBe(200);
    }
    const fourth = await create(owner);
    const refused = await exportOf(owner, fourth.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe('NO_CREDITS');
    expect(await balance(owner)).toMatchObject({ remaining: 0, periodEnd: '2026-11-30T23:00:00.000Z' });

    // 00:30 on 1 December in Paris, still 30 November in UTC.
    h.clock = new Date('2026-11-30T23:30:00Z');
    expect(await balance(owner)).toMatchObject({ remaining: 3, periodEnd: '2026-12-31T23:00:00.000Z' });
    expect((await exportOf(owner, fourth.id)).statusCode).toBe(200);
    expect((await balance(owner)).remaining).toBe(2);
  });

  it('never limits nor charges the pro plan', async () => {
    h.target = h.fake;
    const pro = await createVerifiedUser(h.t, { plan: 'pro' });
    for (let index = 0; index < 5; index += 1) {
      expect((await exportOf(pro, (await create(pro)).id)).statusCode).toBe(200);
    }
    expect(await balance(pro)).toMatchObject({ remaining: null, unlimited: true });
    expect(await creditsLeft(pro)).toBeNull();
    const spent = await h.t.app.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, pro.user.id), eq(creditLedger.kind, 'export')));
    expect(spent).toEqual([]);
    expect(await exportsOf(pro)).toHaveLength(5);
  });

  it('re-exports an unchanged version for free and without rendering it again', async () => {
    const owner = await createVerifiedUser(h.t);
    const contract = await create(owner);
    const rendersBefore = h.renders;
    const first = await exportOf(owner, contract.id);
    const again = await exportOf(owner, contract.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().downloadUrl).toBe(first.json().downloadUrl);
    expect(h.renders - rendersBefore).toBe(1);
    expect((await balance(owner)).remaining).toBe(2);

    const saved = await call(owner, 'PUT', `/api/contracts/${contract.id}`, {
      ...createSampleContract('PAID'),
      title: 'Contrat modifié',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    const changed = await exportOf(owner, contract.id);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().downloadUrl).not.toBe(first.json().downloadUrl);
    expect(h.renders - rendersBefore).toBe(2);
    expect((await balance(owner)).remaining).toBe(1);
    expect(pdfInfo((await download(owner, changed.json().downloadUrl)).rawPayload).Title).toBe('Contrat modifié');
  });

  it('gives the credit back when the renderer fails, and the next export works', async () => {
    const owner = await createVerifiedUser(h.t);
    const contract = await create(owner);
    h.target = { render: async () => Promise.reject(new Error('rendu impossible')) };
    const broken = await exportOf(owner, contract.id);
    expect(broken.statusCode).toBe(500);
    h.target = {
      render: async () =>
        Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'File pleine', { headers: { 'Retry-After': '2' } })),
    };
    const busy = await exportOf(owner, contract.id);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect((await balance(owner)).remaining).toBe(3);
    expect(await exportsOf(owner)).toEqual([]);
    expect((await call(owner, 'GET', `/api/contracts/${contract.id}`)).json().status).toBe('draft');

    h.target = h.chromium;
    await exportPdf(owner, contract.id);
    expect((await balance(owner)).remaining).toBe(2);
  });

  it('survives Chromium killed in the middle of a render: a clean 503 or a PDF, never a lost credit', async () => {
    const owner = await createVerifiedUser(h.t);
    // A long contract, so that the render is still under way when the browser dies.
    const contract = await create(owner, slowToPrintContract());
    await h.chromium.render('<p>Chauffe</p>', {
      title: 'x',
      author: 'x',
      subject: 'x',
      footerReference: 'x',
    });
    const killed = h.chromium.stats().browserPid!;
    const crashesBefore = h.chromium.stats().crashes;
    // The pool announces that a page is printing the contract: Chromium dies right then.
    h.onPrinting = () => {
      h.onPrinting = () => {};
      process.kill(killed, 'SIGKILL');
    };
    const during = await exportOf(owner, contract.id);
    if (during.statusCode === 200) {
      expect((await balance(owner)).remaining).toBe(2);
    } else {
      expect(during.statusCode).toBe(503);
      expect(during.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(Number(during.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await balance(owner)).remaining).toBe(3);
      expect(await exportsOf(owner)).toEqual([]);
    }
    expect(h.chromium.stats().crashes).toBe(crashesBefore + 1);

    h.target = h.chromium;
    const next = await create(owner);
    const pdf = await exportPdf(owner, next.id);
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(h.chromium.stats().browserPid).not.toBe(killed);
    expect((await balance(owner)).remaining).toBe(during.statusCode === 200 ? 1 : 2);
  });
});
