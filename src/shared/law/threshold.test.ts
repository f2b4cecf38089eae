import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import {
  contractValueHt,
  isSameAdvertiser,
  advertiserKeyOf,
  sumAdvertiserTotals,
  thresholdFactsOf,
  thresholdStatus,
} from '#shared/law/threshold.ts';
import { NO_OTHER_CONTRACTS } from '#shared/law/types.ts';
import { verdict } from '#shared/law/verdict.ts';

function paid(amount: number, startDate: string, brand = 'Maison Lumen SAS', siret = '') {
  const contract = createSampleContract('PAID');
  contract.compensation.paymentAmount = amount;
  contract.parties.creator.name = brand;
  contract.parties.creator.siret = siret;
  contract.clauses.duration = { startDate, endDate: '2027-12-31' };
  return contract;
}

describe('the 1 000 € HT threshold (loi n° 2023-451, art. 8 I; décret n° 2025-1137)', () => {
  it('counts pay and products HT, converting a TTC value at its VAT rate', () => {
    const gift = createSampleContract('GIFT');
    gift.compensation.products = [{ name: 'Lampe', retailValue: 120, quantity: 2, valueBasis: 'TTC', vatRate: 20 }];
    expect(contractValueHt(gift)).toBe(200);
    gift.compensation.products[0]!.valueBasis = 'HT';
    expect(contractValueHt(gift)).toBe(240);
  });

  it('recognises the advertiser by SIRET, else by its name without case, accents or legal form', () => {
    expect(
      isSameAdvertiser(
        advertiserKeyOf(paid(1, '2027-01-01', 'Maison Lumen SAS')),
        advertiserKeyOf(paid(1, '2027-01-01', 'maison lumen')),
      ),
    ).toBe(true);
    expect(
      isSameAdvertiser(
        advertiserKeyOf(paid(1, '2027-01-01', 'Maison Lumen', '73282932000074')),
        advertiserKeyOf(paid(1, '2027-01-01', 'Autre nom', '73282932000074')),
      ),
    ).toBe(true);
    expect(
      isSameAdvertiser(
        advertiserKeyOf(paid(1, '2027-01-01', 'Maison Lumen', '73282932000074')),
        advertiserKeyOf(paid(1, '2027-01-01', 'Maison Lumen', '11111111100011')),
      ),
    ).toBe(false);
    expect(
      isSameAdvertiser(
        advertiserKeyOf(paid(1, '2027-01-01', 'Maison Lumen')),
        advertiserKeyOf(paid(1, '2027-01-01', 'Atelier Brume')),
      ),
    ).toBe(false);
  });

  it('sums the same advertiser over the calendar year and over the 12 months before the start', () => {
    const current = paid(300, '2027-03-01');
    const others = [
      paid(400, '2027-01-10'),
      paid(500, '2026-06-01'),
      paid(900, '2026-02-01'),
      paid(700, '2027-02-01', 'Atelier Brume'),
    ];
    const target = { advertiser: advertiserKeyOf(current), startDate: current.clauses.duration.startDate };
    expect(sumAdvertiserTotals(target, others.map(thresholdFactsOf))).toEqual({
      calendarYearHt: 400,
      last12MonthsHt: 900,
    });
  });

  it('counts a start within the 12 months before this one, or in its calendar year, and no other', () => {
    const target = { advertiser: advertiserKeyOf(paid(1, '2027-03-01', 'Maison Lumen SAS')), startDate: '2027-03-01' };
    for (const [start, calendarYearHt, last12MonthsHt] of [
      ['2026-03-01', 0, 0],
      ['2026-03-02', 0, 100],
      ['2027-01-01', 100, 100],
      ['2027-12-31', 100, 0],
      ['2028-01-01', 0, 0],
    ] as const) {
      expect(sumAdvertiserTotals(target, [thresholdFactsOf(paid(100, start))]), start).toEqual({
        calendarYearHt,
        last12MonthsHt,
      });
    }
  });

  it('makes the art. 8 I mentions blocking once either reading reaches 1 000 € HT, warnings below', () => {
    const contract = paid(300, '2027-03-01');
    contract.parties.influencer.email = '';
    const under = { today: '2027-03-01', isNew: false, advertiser: NO_OTHER_CONTRACTS };
    expect(verdict(contract, under).find((f) => f.ruleId === 'influencer-addresses')).toMatchObject({
      severity: 'warning',
      message: expect.stringMatching(/300\s€\sHT à ce jour/),
    });
    const over = { ...under, advertiser: { calendarYearHt: 400, last12MonthsHt: 940 } };
    const finding = verdict(contract, over).find((f) => f.ruleId === 'influencer-addresses');
    expect(finding).toMatchObject({
      severity: 'blocking',
      message: expect.stringContaining('sur les 12 derniers mois'),
    });
    expect(thresholdStatus(contract, over)).toMatchObject({ reachedBy: 'last-12-months', last12MonthsHt: 1240 });
  });

  it('says the running total in one sentence for the editor', () => {
    const contract = paid(840, '2027-03-01', 'Maison Lumen');
    const status = thresholdStatus(contract, {
      today: '2027-03-01',
      isNew: true,
      advertiser: { calendarYearHt: 400, last12MonthsHt: 400 },
    });
    expect(status.summary.replace(/[\u202f\u00a0]/g, ' ')).toBe(
      'Avec ce contrat : 1 240 € HT reçus de Maison Lumen en 2027 — contrat écrit obligatoire',
    );
  });
});
