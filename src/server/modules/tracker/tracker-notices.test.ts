import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tracker } from '#shared/api/tracker.ts';
import type { TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { mailsTo } from '#testing/mail.ts';
import { linkTracker, ownerTracker, signedContract, startTrackerApp } from '#testing/tracker.ts';
import { createVerifiedUser } from '#testing/users.ts';

/** The tracker's notices by e-mail, each sent once, and the end of each use. */
describe(`the notices of a signed contract's tracker, on ${testEngine()}`, () => {
  let t: TestApp;
  let close: () => Promise<void>;
  // The clock of the app: each test sets the day it needs.
  let clock = new Date('2026-02-10T09:00:00Z');

  beforeAll(async () => {
    ({ t, close } = await startTrackerApp(() => clock));
  }, 180_000);
  afterAll(async () => close?.());
  it('ends each use: notices 30 and 7 days before, the brand confirms the withdrawal after', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner, { type: 'UGC' });
    const brand = linkTracker(t, signed.otherToken);
    const right = ((await brand('GET')).json() as Tracker).rights[0]!;
    const early = await brand('POST', `/rights/${right.id}/withdrawn`);
    expect(early.statusCode).toBe(409);

    clock = new Date('2026-07-05T09:00:00Z');
    await t.app.trackerUpkeep();
    const thirty = (await mailsTo(t, signed.otherEmail)).filter((mail) => mail.purpose === 'tracker-right-30');
    expect(thirty).toHaveLength(2);
    expect(thirty[0]?.text).toContain('/signer/');
    await t.app.trackerUpkeep();
    expect((await mailsTo(t, signed.otherEmail)).filter((mail) => mail.purpose === 'tracker-right-30')).toHaveLength(2);
    expect(
      (await mailsTo(t, owner.user.email)).filter((mail) => mail.purpose === 'tracker-right-30')[0]?.text,
    ).toContain(`/contracts/${signed.contractId}/suivi`);

    clock = new Date('2026-08-03T09:00:00Z');
    await t.app.trackerUpkeep();
    expect((await mailsTo(t, signed.otherEmail)).some((mail) => mail.purpose === 'tracker-right-expired')).toBe(true);
    expect(((await brand('GET')).json() as Tracker).rights[0]?.status).toBe('expired');
    expect((await ownerTracker(t, owner, signed.contractId)('POST', `/rights/${right.id}/withdrawn`)).statusCode).toBe(
      403,
    );
    const withdrawn = await brand('POST', `/rights/${right.id}/withdrawn`);
    expect(withdrawn.json().rights[0].status).toBe('withdrawn');
  });

  it('reminds the creator before a publication is due, and both parties once it or a payment is late', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner, { ownerSide: 'brand' });
    const purposes = async (email: string) => (await mailsTo(t, email)).map((mail) => mail.purpose);

    clock = new Date('2026-02-13T09:00:00Z');
    await t.app.trackerUpkeep();
    // Three days before the Reel's day: the creator only.
    expect(await purposes(signed.otherEmail)).toEqual(['tracker-publication-soon']);
    expect(await purposes(owner.user.email)).toEqual([]);
    const soon = (await mailsTo(t, signed.otherEmail))[0]!;
    expect(soon.text).toContain('16 février 2026');
    expect(soon.text).toContain('/signer/');

    clock = new Date('2026-06-03T09:00:00Z');
    await t.app.trackerUpkeep();
    // The five publications are late; the payment, not invoiced, is not.
    expect((await purposes(owner.user.email)).filter((purpose) => purpose.endsWith('-late'))).toEqual(
      Array(5).fill('tracker-publication-late'),
    );
    const payment = ((await linkTracker(t, signed.otherToken)('GET')).json() as Tracker).payments[0]!;
    const invoiced = await linkTracker(t, signed.otherToken)('POST', `/payments/${payment.id}/external-invoice`, {
      number: 'LD-2026-007',
      issuedOn: '2026-05-03',
    });
    expect(invoiced.statusCode).toBe(200);
    await t.app.trackerUpkeep();
    await t.app.trackerUpkeep();
    const late = (await purposes(owner.user.email)).filter((purpose) => purpose.endsWith('-late'));
    // Five publications and the payment, each told once.
    expect(late.sort()).toEqual([...Array(5).fill('tracker-publication-late'), 'tracker-payment-late'].sort());
    expect((await purposes(signed.otherEmail)).filter((purpose) => purpose === 'tracker-payment-late')).toHaveLength(1);
  });
});
