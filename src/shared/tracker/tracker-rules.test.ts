import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { addMonths, lastDayOfTerm, mondayOf, sundayOf } from '#shared/tracker/calendar.ts';
import {
  cashOwed,
  deriveTrackerItems,
  paymentSeeds,
  publicationSeeds,
  requiredMentions,
  rightSeeds,
} from '#shared/tracker/derive-items.ts';
import { computeLatePayment, ecbRateFor, halfYearOf } from '#shared/tracker/late-payment.ts';
import { paymentStatus, publicationStatus, rightStatus } from '#shared/tracker/statuses.ts';

describe('the calendar of the tracker', () => {
  it('counts months from date to date, a missing day falling on the month’s last (C. civ. 641)', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(lastDayOfTerm('2026-02-02', 6)).toBe('2026-08-01');
    expect(lastDayOfTerm('2026-03-01', 1)).toBe('2026-03-31');
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-27')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(sundayOf('2026-11-29')).toBe('2026-11-29');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  it('takes « today » in Paris: 23:30 UTC on 31 December is already the new year', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(parisDay(instant)).toBe('2027-01-01');
    // A payment due on 31 December is late from the first day of the year in Paris.
    const invoiced = { dueOn: '2026-12-31', paid: false, invoiced: true, invoiceExpectedOn: '2026-12-01' };
    expect(paymentStatus(invoiced, parisDay(instant))).toBe('late');
    expect(paymentStatus(invoiced, '2026-12-31')).toBe('due');
  });
});

describe('the statuses of the items', () => {
  it('publications: upcoming, this week, late the day after their last day, published', () => {
    const item = { dueFrom: '2026-12-03', dueTo: '2026-12-05', publishedOn: null };
    expect(publicationStatus(item, '2026-11-27')).toBe('upcoming');
    expect(publicationStatus(item, '2026-11-30')).toBe('this-week');
    expect(publicationStatus(item, '2026-12-05')).toBe('this-week');
    expect(publicationStatus(item, '2026-12-06')).toBe('late');
    expect(publicationStatus({ ...item, publishedOn: '2026-12-07' }, '2026-12-08')).toBe('published');
  });

  it('payments: upcoming, due within 7 days, late after the due date of their invoice (L441-10 II), paid', () => {
    const item = { dueOn: '2026-12-15', paid: false, invoiced: true, invoiceExpectedOn: '2026-11-15' };
    expect(paymentStatus(item, '2026-12-07')).toBe('upcoming');
    expect(paymentStatus(item, '2026-12-08')).toBe('due');
    expect(paymentStatus(item, '2026-12-16')).toBe('late');
    expect(paymentStatus({ ...item, paid: true }, '2027-01-16')).toBe('paid');
  });

  it('payments without an invoice are never late: « À facturer » once the invoice is expected', () => {
    const item = { dueOn: '2026-12-15', paid: false, invoiced: false, invoiceExpectedOn: '2026-11-15' };
    expect(paymentStatus(item, '2026-11-14')).toBe('upcoming');
    expect(paymentStatus(item, '2026-11-15')).toBe('to-invoice');
    expect(paymentStatus(item, '2027-03-01')).toBe('to-invoice');
  });

  it('rights: ending soon 30 days before their last day, expired after, withdrawn once confirmed', () => {
    expect(rightStatus({ endsOn: '2026-12-31', withdrawn: false }, '2026-11-30')).toBe('active');
    expect(rightStatus({ endsOn: '2026-12-31', withdrawn: false }, '2026-12-01')).toBe('ending-soon');
    expect(rightStatus({ endsOn: '2026-12-31', withdrawn: false }, '2027-01-01')).toBe('expired');
    expect(rightStatus({ endsOn: '2026-12-31', withdrawn: true }, '2027-01-01')).toBe('withdrawn');
  });
});

describe('late-payment penalties (C. com. L441-10 II, D441-5)', () => {
  it('takes the ECB rate of 1 January or 1 July for each half-year', () => {
    expect(halfYearOf('2025-06-30')).toBe('2025-01-01');
    expect(halfYearOf('2025-07-01')).toBe('2025-07-01');
    expect(ecbRateFor('2024-03-10')).toEqual({ halfYear: '2024-01-01', ecbRate: 4.5, recorded: true });
    expect(ecbRateFor('2025-09-10')).toEqual({ halfYear: '2025-07-01', ecbRate: 2.15, recorded: true });
    // Past the last rate recorded: the last one, said so.
    expect(ecbRateFor('2031-02-01')).toMatchObject({ ecbRate: 2.15, recorded: false });
  });

  it('runs from the day after the due date, each day at its half-year’s rate + 10 points, plus 40 €', () => {
    expect(computeLatePayment({ amountTtc: 1000, dueOn: '2025-06-20', until: '2025-06-20' })).toBeNull();
    const late = computeLatePayment({ amountTtc: 1000, dueOn: '2025-06-20', until: '2025-07-10' });
    expect(late?.daysLate).toBe(20);
    // 21–30 June at 3.15 + 10 = 13.15 %; 1–10 July at 2.15 + 10 = 12.15 %.
    expect(late?.periods.map((period) => [period.from, period.to, period.days, period.ratePercent])).toEqual([
      ['2025-06-21', '2025-06-30', 10, 13.15],
      ['2025-07-01', '2025-07-10', 10, 12.15],
    ]);
    const expected =
      Math.round(((1000 * 13.15 * 10) / 36500) * 100) / 100 + Math.round(((1000 * 12.15 * 10) / 36500) * 100) / 100;
    expect(late?.penalties).toBeCloseTo(expected, 2);
    expect(late?.indemnity).toBe(40);
    expect(late?.total).toBeCloseTo(expected + 40, 2);
  });

  it('crosses a year end at the right half-years', () => {
    const late = computeLatePayment({ amountTtc: 3650, dueOn: '2024-12-30', until: '2025-01-02' });
    expect(late?.periods.map((period) => [period.days, period.ratePercent, period.amount])).toEqual([
      [1, 14.25, 1.43],
      [2, 13.15, 2.63],
    ]);
  });
});

describe('the items made from a contract', () => {
  it('one item per unit of each publication, with its window', () => {
    const contract = createSampleContract('PAID');
    contract.deliverables.publications = [
      { platform: 'YouTube', format: 'Vidéo', quantity: 2, date: '2026-03-01', dateEnd: '2026-03-10' },
      { platform: 'Instagram', format: '', quantity: 1, date: '', dateEnd: '' },
    ];
    expect(publicationSeeds(contract).map((seed) => [seed.label, seed.startsOn, seed.dueOn])).toEqual([
      ['YouTube · Vidéo (1/2)', '2026-03-01', '2026-03-10'],
      ['YouTube · Vidéo (2/2)', '2026-03-01', '2026-03-10'],
      // No date: the contract's term.
      ['Instagram', contract.clauses.duration.startDate, contract.clauses.duration.endDate],
    ]);
  });

  it('what the brand owes in money: pay, each use’s price (CPI L132-31) and the exclusivity, never the products', () => {
    const ugc = createSampleContract('UGC');
    expect(cashOwed(ugc)).toBe(2400 + 450 + 450);
    ugc.clauses.exclusivity = { ...ugc.clauses.exclusivity, enabled: true, price: 300 };
    expect(cashOwed(ugc)).toBe(3600);
    const gift = createSampleContract('GIFT');
    expect(cashOwed(gift)).toBe(0);
    expect(paymentSeeds(gift)).toEqual([]);
  });

  it('VAT on top under the standard regime, none under the franchise (CGI 293 B)', () => {
    const contract = createSampleContract('PAID');
    expect(paymentSeeds(contract)[0]).toMatchObject({ amountHt: 1500, vatRate: 20 });
    contract.compensation.vatTreatment = 'franchise';
    expect(paymentSeeds(contract)[0]).toMatchObject({ amountHt: 1500, vatRate: 0 });
  });

  it('the payment is due paymentDueDays after the invoice expected at the last publication or the term', () => {
    const contract = createSampleContract('PAID');
    contract.clauses.duration = { startDate: '2026-02-02', endDate: '2026-02-20' };
    contract.compensation.paymentDueDays = 45;
    // The last publication (23 February) comes after the term.
    expect(paymentSeeds(contract)[0]?.dueOn).toBe('2026-04-09');
  });

  it('each use assigned, from the contract’s start; none when no rights are assigned', () => {
    const ugc = createSampleContract('UGC');
    expect(rightSeeds(ugc).map((seed) => [seed.useKind, seed.startsOn, seed.dueOn])).toEqual([
      ['organic-social', '2026-02-02', '2026-08-01'],
      ['paid-social', '2026-02-02', '2026-08-01'],
    ]);
    expect(rightSeeds(createSampleContract('PAID'))).toEqual([]);
    expect(deriveTrackerItems(ugc).filter((seed) => seed.kind === 'right')).toHaveLength(2);
  });

  it('the mentions each publication must show (loi n° 2023-451, art. 5)', () => {
    const contract = createSampleContract('PAID');
    contract.disclosure = { mention: 'publicite', retouchedImages: false, virtualImages: true };
    expect(requiredMentions(contract)).toEqual(['Publicité', 'Images virtuelles']);
  });
});
