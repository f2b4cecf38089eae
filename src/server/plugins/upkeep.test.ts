import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '#server/db/schema/exports.ts';
import { contactMessages, waitlistEntries } from '#server/db/schema/public-site.ts';
import { reserveExportCredit } from '#server/modules/credits/export-credit-reservation.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { createVerifiedUser, uniqueEmail } from '#testing/users.ts';

const DAY = 86_400_000;

describe(`the upkeep, with a clock the test moves, on ${testEngine()}`, () => {
  let t: TestApp;
  let clock = new Date('2027-06-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ pdfRenderTimeoutMs: 15_000 }, undefined, { now: () => clock });
  });
  afterAll(async () => t?.close());

  it('releases a credit reservation once it is older than the export time limit, and only then', async () => {
    const owner = await createVerifiedUser(t);
    const db = t.database.db;
    await reserveExportCredit({ db, now: () => clock }, { userId: owner.user.id });
    const remaining = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/credits/balance', headers: authHeaders(owner.accessToken) })
      ).json().remaining;
    expect(await remaining()).toBe(2);

    // Twice the render limit (the wait for a page, then the render): 30 s.
    clock = new Date(clock.getTime() + 29_000);
    expect((await t.app.upkeep()).releasedReservations).toBe(0);
    expect(await remaining()).toBe(2);
    clock = new Date(clock.getTime() + 2_000);
    expect((await t.app.upkeep()).releasedReservations).toBe(1);
    expect(await remaining()).toBe(3);
    expect(await db.select().from(creditLedger).where(isNotNull(creditLedger.reservedAt))).toEqual([]);
  });

  it('deletes the messages of a person without an account three years after the last exchange', async () => {
    const db = t.database.db;
    clock = new Date('2030-03-01T12:00:00Z');
    const quiet = uniqueEmail('ancien');
    const talking = uniqueEmail('fidele');
    const member = await createVerifiedUser(t);
    const message = (email: string, createdAt: Date, userId: string | null = null) => ({
      firstName: 'Léa',
      lastName: 'Dubois',
      email,
      subject: 'autre' as const,
      message: 'Une question sur les exports.',
      userId,
      createdAt,
    });
    const threeYearsAgo = new Date('2027-03-01T12:00:00Z');
    await db.insert(contactMessages).values([
      message(quiet, new Date(threeYearsAgo.getTime() - 400 * DAY)),
      message(quiet, new Date(threeYearsAgo.getTime() - DAY)),
      // An old first message, but the exchange went on last year: the whole exchange stays.
      message(talking, new Date(threeYearsAgo.getTime() - 500 * DAY)),
      message(talking, new Date(clock.getTime() - 300 * DAY)),
      // A member's message goes with the account, not with the clock.
      message(member.user.email, new Date(threeYearsAgo.getTime() - 900 * DAY), member.user.id),
    ]);

    expect((await t.app.upkeep()).purgedContactMessages).toBe(2);
    const left = async (email: string) =>
      (await db.select().from(contactMessages).where(eq(contactMessages.email, email))).length;
    expect(await left(quiet)).toBe(0);
    expect(await left(talking)).toBe(2);
    expect(await left(member.user.email)).toBe(1);

    // One day short of three years after its last message, an exchange is kept.
    const recent = uniqueEmail('recent');
    await db.insert(contactMessages).values(message(recent, new Date(threeYearsAgo.getTime() + DAY)));
    expect((await t.app.upkeep()).purgedContactMessages).toBe(0);
    expect(await left(recent)).toBe(1);
  });

  it('deletes the waiting list one year after the launch, not a day before', async () => {
    const db = t.database.db;
    await db.insert(waitlistEntries).values([{ email: uniqueEmail('attente') }, { email: uniqueEmail('attente') }]);
    const count = async () => (await db.select().from(waitlistEntries)).length;
    // LAUNCH_DATE 2027-01-15 by default: kept until 15 January 2028 in Paris.
    clock = new Date('2028-01-13T12:00:00Z');
    expect((await t.app.upkeep()).purgedWaitlistEntries).toBe(0);
    expect(await count()).toBeGreaterThanOrEqual(2);
    clock = new Date('2028-01-15T00:00:00Z');
    expect((await t.app.upkeep()).purgedWaitlistEntries).toBeGreaterThanOrEqual(2);
    expect(await count()).toBe(0);
  });
});
