import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { type TestUser, createVerifiedUser } from '#testing/users.ts';

/** Mid-December 2026 in Paris: the window runs from January to December 2026. */
const NOW = new Date('2026-12-15T10:00:00Z');

describe(`GET /api/statistics on ${testEngine()}`, () => {
  let t: TestApp;
  const get = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/statistics', headers: authHeaders(user.accessToken) });

  /** A contract created at `createdAt`, paid `pay` (or given products) by the brand `brand`. */
  const contract = async (
    user: TestUser,
    options: {
      type?: ContractType;
      brand: string;
      pay?: number;
      createdAt: string;
      edit?: (draft: ContractDraft) => void;
    },
  ) => {
    const draft = createSampleContract(options.type ?? 'PAID');
    draft.parties.creator.name = options.brand;
    if (options.pay !== undefined) draft.compensation.paymentAmount = options.pay;
    options.edit?.(draft);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: authHeaders(user.accessToken),
      payload: draft,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await t.database.db.execute(
      sql`update contracts set created_at = ${options.createdAt}::timestamptz where id = ${id}`,
    );
    return id as string;
  };

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: () => NOW });
  });
  afterAll(async () => t.close());

  it('counts contracts per Paris month, a late evening in UTC falling in the next month', async () => {
    const user = await createVerifiedUser(t, { plan: 'pro' });
    await contract(user, { brand: 'A', createdAt: '2026-11-30T22:59:59Z' }); // 23:59:59 in Paris: November
    await contract(user, { brand: 'A', createdAt: '2026-11-30T23:00:00Z' }); // midnight in Paris: December
    await contract(user, { brand: 'A', createdAt: '2026-12-14T12:00:00Z' });
    await contract(user, { brand: 'A', createdAt: '2025-12-31T23:00:00Z' }); // 1 January 2026 in Paris: first month
    await contract(user, { brand: 'A', createdAt: '2025-12-31T22:59:59Z' }); // still 2025 in Paris: outside
    const response = await get(user);
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.window).toEqual({ from: '2026-01', to: '2026-12' });
    expect(stats.contractsPerMonth).toHaveLength(12);
    const counts = Object.fromEntries(
      stats.contractsPerMonth.map((m: { month: string; count: number }) => [m.month, m.count]),
    );
    expect(counts).toMatchObject({ '2026-01': 1, '2026-02': 0, '2026-11': 1, '2026-12': 2 });
    expect(stats.byStatus.find((s: { status: string }) => s.status === 'draft').contracts).toBe(4);
  });

  it('sums pay and product value by status and type, dollars apart', async () => {
    const user = await createVerifiedUser(t, { plan: 'pro' });
    const signed = await contract(user, { brand: 'Maison Lumière', pay: 1500, createdAt: '2026-06-01T10:00:00Z' });
    await t.database.db.execute(sql`update contracts set status = 'signed' where id = ${signed}`);
    await contract(user, { type: 'GIFT', brand: 'maison lumiere', createdAt: '2026-07-01T10:00:00Z' }); // 189,90 + 349
    await contract(user, {
      brand: 'Brand Inc.',
      pay: 2000,
      createdAt: '2026-08-01T10:00:00Z',
      edit: (draft) => {
        draft.compensation.currency = 'USD';
      },
    });
    const stats = (await get(user)).json();
    const status = (name: string) => stats.byStatus.find((s: { status: string }) => s.status === name);
    expect(status('signed')).toEqual({ status: 'signed', contracts: 1, eurCents: 150_000, usdCents: 0 });
    expect(status('draft')).toEqual({ status: 'draft', contracts: 2, eurCents: 53_890, usdCents: 200_000 });
    const type = (name: string) => stats.byType.find((s: { type: string }) => s.type === name);
    expect(type('PAID')).toEqual({ type: 'PAID', contracts: 2, eurCents: 150_000, usdCents: 200_000 });
    expect(type('GIFT')).toEqual({ type: 'GIFT', contracts: 1, eurCents: 53_890, usdCents: 0 });
    expect(type('UGC')).toEqual({ type: 'UGC', contracts: 0, eurCents: 0, usdCents: 0 });
  });

  it('totals each brand over twelve months, flagged from exactly 1 000 €', async () => {
    const user = await createVerifiedUser(t, { plan: 'pro' });
    await contract(user, { brand: 'Maison Lumière', pay: 1500, createdAt: '2026-06-01T10:00:00Z' });
    await contract(user, { type: 'GIFT', brand: 'MAISON LUMIÈRE', createdAt: '2026-07-01T10:00:00Z' });
    await contract(user, { brand: 'Atelier Noé', pay: 600, createdAt: '2026-03-01T10:00:00Z' });
    await contract(user, { brand: 'atelier  noe', pay: 400, createdAt: '2026-04-01T10:00:00Z' });
    await contract(user, { brand: 'Studio Bleu', pay: 999.99, createdAt: '2026-05-01T10:00:00Z' });
    await contract(user, { brand: 'Studio Bleu', pay: 5000, createdAt: '2025-11-01T10:00:00Z' }); // outside the window
    const other = await createVerifiedUser(t, { plan: 'pro' });
    await contract(other, { brand: 'Studio Bleu', pay: 10, createdAt: '2026-05-01T10:00:00Z' });

    const stats = (await get(user)).json();
    expect(stats.counterpartyRole).toBe('brand');
    expect(stats.threshold).toEqual({ cents: 100_000, source: expect.stringContaining('décret n° 2025-1137') });
    expect(stats.counterparties).toEqual([
      {
        name: 'Maison Lumière',
        contracts: 2,
        payCents: 150_000,
        giftCents: 53_890,
        totalCents: 203_890,
        usdCents: 0,
        reachesThreshold: true,
      },
      expect.objectContaining({ totalCents: 100_000, contracts: 2, reachesThreshold: true }),
      expect.objectContaining({ name: 'Studio Bleu', totalCents: 99_999, contracts: 1, reachesThreshold: false }),
    ]);
  });

  it('groups a brand’s statistics by creator', async () => {
    const brand = await createVerifiedUser(t, {
      plan: 'pro',
      details: {
        role: 'brand',
        isPhysicalPerson: false,
        siret: '73282932000074',
        companyName: 'Maison Lumière',
        address: '12 rue de la Paix',
        city: 'Paris',
        postalCode: '75002',
      },
    });
    await contract(brand, { brand: 'Maison Lumière', pay: 1200, createdAt: '2026-09-01T10:00:00Z' });
    const stats = (await get(brand)).json();
    expect(stats.counterpartyRole).toBe('creator');
    expect(stats.counterparties).toEqual([
      expect.objectContaining({ name: 'Léa Dubois', totalCents: 120_000, reachesThreshold: true }),
    ]);
  });

  it('counts this Paris month’s exports only', async () => {
    const user = await createVerifiedUser(t, { plan: 'pro' });
    const id = await contract(user, { brand: 'A', createdAt: '2026-12-01T10:00:00Z' });
    const pdf = { contractId: id, ownerId: user.user.id, sha256: 'x', pdf: Buffer.from('%PDF'), size: 4, pages: 1 };
    await t.database.db.insert(contractExports).values([
      { ...pdf, contractVersion: 1, createdAt: new Date('2026-11-30T22:30:00Z') }, // 23:30 in Paris, November
      { ...pdf, contractVersion: 2, createdAt: new Date('2026-11-30T23:30:00Z') },
      { ...pdf, contractVersion: 3, createdAt: new Date('2026-12-10T09:00:00Z') },
    ]);
    expect((await get(user)).json().exportsThisMonth).toBe(2);
  });

  it('answers empty statistics to a Pro account without contracts', async () => {
    const stats = (await get(await createVerifiedUser(t, { plan: 'pro' }))).json();
    expect(stats.contractsPerMonth.every((m: { count: number }) => m.count === 0)).toBe(true);
    expect(stats.counterparties).toEqual([]);
    expect(stats.exportsThisMonth).toBe(0);
  });

  it('is a Pro feature: 403 PRO_REQUIRED for a free account, 401 without a session', async () => {
    const response = await get(await createVerifiedUser(t));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('PRO_REQUIRED');
    expect((await t.app.inject({ method: 'GET', url: '/api/statistics' })).statusCode).toBe(401);
  });
});
