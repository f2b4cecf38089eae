import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tracker } from '#shared/api/tracker.ts';
import { pdfText } from '#server/pdf/pdf-test-tools.ts';
import type { TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { linkTracker, ownerTracker, signedContract, startTrackerApp } from '#testing/tracker.ts';
import { createVerifiedUser } from '#testing/users.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The payments of the tracker: the schedule, declarations, late payments and invoices. */
describe(`the payments of a signed contract's tracker, on ${testEngine()}`, () => {
  let t: TestApp;
  let close: () => Promise<void>;
  // The clock of the app: each test sets the day it needs.
  let clock = new Date('2026-02-10T09:00:00Z');

  beforeAll(async () => {
    ({ t, close } = await startTrackerApp(() => clock));
  }, 180_000);
  afterAll(async () => close?.());
  it('tracks a payment: declared by one party, confirmed by the other; a schedule keeps the total', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner);
    const call = ownerTracker(t, owner, signed.contractId);
    const brand = linkTracker(t, signed.otherToken);

    const mismatch = await call('PUT', '/payments', {
      items: [
        { label: 'Acompte', amountHt: 450, dueOn: '2026-02-15' },
        { label: 'Solde', amountHt: 1000, dueOn: '2026-06-02' },
      ],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('SCHEDULE_TOTAL_MISMATCH');
    const schedule = {
      items: [
        { label: 'Acompte (30 %)', amountHt: 450, dueOn: '2026-02-15' },
        { label: 'Solde (70 %)', amountHt: 1050, dueOn: '2026-06-02' },
      ],
    };
    expect((await brand('PUT', '/payments', schedule)).statusCode).toBe(403);
    const split = await call('PUT', '/payments', schedule);
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json()).toMatchObject({ canEditSchedule: true, vatTreatment: 'standard' });
    expect((await brand('GET')).json().canEditSchedule).toBe(false);
    const [deposit, balance] = (split.json() as Tracker).payments;
    expect([deposit?.amountTtc, balance?.amountTtc]).toEqual([540, 1260]);

    const future = await brand('POST', `/payments/${deposit!.id}/declare`, { paidOn: '2026-02-11' });
    expect(future.statusCode).toBe(400);
    const sent = await brand('POST', `/payments/${deposit!.id}/declare`, { paidOn: '2026-02-10' });
    expect(sent.json().payments[0]).toMatchObject({
      status: 'to-invoice',
      declared: { by: 'brand', paidOn: '2026-02-10' },
    });
    expect((await call('GET')).json().canEditSchedule).toBe(false);
    expect((await brand('POST', `/payments/${deposit!.id}/confirm`)).statusCode).toBe(403);
    const confirmed = await call('POST', `/payments/${deposit!.id}/confirm`);
    expect(confirmed.json().payments[0].status).toBe('paid');
    const locked = await call('PUT', '/payments', schedule);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('SCHEDULE_LOCKED');
  });

  it('computes a late payment’s penalties and indemnity, and prepares the reminder and the formal notice', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner);
    const call = ownerTracker(t, owner, signed.contractId);
    const payment = ((await call('GET')).json() as Tracker).payments[0]!;
    const early = await call('GET', `/payments/${payment.id}/reminder`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYMENT_NOT_LATE');

    // Without an invoice, no payment term runs (C. com. L441-10 I): « À facturer », never late.
    clock = new Date('2026-07-02T09:00:00Z');
    const uninvoiced = ((await call('GET')).json() as Tracker).payments[0]!;
    expect(uninvoiced).toMatchObject({ status: 'to-invoice', late: null, invoice: null });
    expect((await call('GET', `/payments/${payment.id}/reminder`)).statusCode).toBe(409);
    // Invoiced outside Paraphe on 3 May: due 30 days later.
    const future = await call('POST', `/payments/${payment.id}/external-invoice`, {
      number: 'LD-7',
      issuedOn: '2026-07-03',
    });
    expect(future.statusCode).toBe(400);
    expect(
      (await call('POST', `/payments/${payment.id}/external-invoice`, { number: '', issuedOn: '2026-05-03' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await linkTracker(t, signed.otherToken)('POST', `/payments/${payment.id}/external-invoice`, {
          number: 'LD-7',
          issuedOn: '2026-05-03',
        })
      ).statusCode,
    ).toBe(403);
    const invoiced = await call('POST', `/payments/${payment.id}/external-invoice`, {
      number: 'LD-2026-007',
      issuedOn: '2026-05-03',
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json().payments[0]).toMatchObject({
      dueOn: '2026-06-02',
      invoice: { number: 'LD-2026-007', issuedOn: '2026-05-03', external: true },
    });
    // Paraphe then issues no second invoice for it.
    expect(
      (await call('POST', `/payments/${payment.id}/invoice`, { sellerVatNumber: 'FR12987654321' })).statusCode,
    ).toBe(409);

    // Due 2 June 2026; on 2 July, 30 days late at 2.15 % + 10 points on 1,800 € TTC.
    const late = ((await call('GET')).json() as Tracker).payments[0]!;
    expect(late.status).toBe('late');
    expect(late.late).toMatchObject({ daysLate: 30, indemnity: 40 });
    expect(late.late?.penalties).toBeCloseTo((1800 * 12.15 * 30) / 36500, 2);
    const reminder = await call('GET', `/payments/${payment.id}/reminder`);
    expect(reminder.statusCode).toBe(200);
    expect(reminder.json().to).toBe(signed.otherEmail);
    expect(reminder.json().body).toContain('40');
    expect(reminder.json().body).toContain('LD-2026-007');
    const notice = await call('GET', `/payments/${payment.id}/formal-notice.pdf`);
    expect(notice.statusCode).toBe(200);
    expect(flat(await pdfText(notice.rawPayload))).toMatch(/mise en demeure/i);
    expect(
      (await linkTracker(t, signed.otherToken)('GET', `/payments/${payment.id}/formal-notice.pdf`)).statusCode,
    ).toBe(403);
  }, 120_000);

  it('numbers the creator’s invoices without a gap, even two at once', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner);
    const call = ownerTracker(t, owner, signed.contractId);
    const split = await call('PUT', '/payments', {
      items: [
        { label: 'Acompte', amountHt: 500, dueOn: '2026-02-15' },
        { label: 'Deuxième versement', amountHt: 500, dueOn: '2026-04-15' },
        { label: 'Solde', amountHt: 500, dueOn: '2026-06-02' },
      ],
    });
    const ids = (split.json() as Tracker).payments.map((item) => item.id);
    const vat = { sellerVatNumber: 'FR 12 987654321', iban: 'FR76 3000 6000 0112 3456 7890 189' };
    expect((await linkTracker(t, signed.otherToken)('POST', `/payments/${ids[0]}/invoice`, vat)).statusCode).toBe(403);
    // Under VAT, the creator's VAT number is asked (CGI ann. II art. 242 nonies A).
    const noVat = await call('POST', `/payments/${ids[0]}/invoice`, {});
    expect(noVat.statusCode).toBe(400);
    expect(noVat.json().error.fields[0].path).toBe('sellerVatNumber');
    const badVat = await call('POST', `/payments/${ids[0]}/invoice`, { sellerVatNumber: 'n° 42' });
    expect(badVat.statusCode).toBe(400);
    const answers = await Promise.all(ids.map((id) => call('POST', `/payments/${id}/invoice`, vat)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = ((await call('GET')).json() as Tracker).payments.map((item) => item.invoice?.number).sort();
    expect(numbers).toEqual(['F-0001', 'F-0002', 'F-0003']);
    // Issuing again gives the same invoice, not a new number.
    await call('POST', `/payments/${ids[0]}/invoice`, vat);
    const second = await signedContract(t, owner);
    const next = ((await ownerTracker(t, owner, second.contractId)('GET')).json() as Tracker).payments[0]!;
    const fourth = await ownerTracker(t, owner, second.contractId)('POST', `/payments/${next.id}/invoice`, vat);
    expect(fourth.json().payments[0].invoice.number).toBe('F-0004');
    // Invoiced today: due thirty days later, « À venir » (no longer « À facturer »).
    expect(fourth.json().payments[0]).toMatchObject({ status: 'upcoming', dueOn: '2026-03-12' });
    const first = ((await call('GET')).json() as Tracker).payments.find((item) => item.invoice?.number === 'F-0001')!;
    const pdf = await call('GET', `/payments/${first.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = flat(await pdfText(pdf.rawPayload));
    expect(text).toContain('F-0001');
    expect(text).toContain('987 654 321 00019');
    expect(text).toContain('FR12987654321');
    expect(text).toContain('IBAN FR7630006000011234567890189');

    const noSiret = await signedContract(t, owner, {
      edit: (contract) => {
        contract.parties.influencer.siret = '';
      },
    });
    const item = ((await ownerTracker(t, owner, noSiret.contractId)('GET')).json() as Tracker).payments[0]!;
    const refused = await ownerTracker(t, owner, noSiret.contractId)('POST', `/payments/${item.id}/invoice`, vat);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('INVOICE_DETAILS_MISSING');
  }, 120_000);
});
