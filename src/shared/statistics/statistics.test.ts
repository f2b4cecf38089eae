import { describe, expect, it } from 'vitest';
import { normaliseCounterpartyName, toCents, totalByCounterparty } from '#shared/statistics/counterparties.ts';
import { fillMonthlySeries, lastParisMonths } from '#shared/statistics/months.ts';
import { formatMonthKey } from '#shared/format/dates.ts';
import {
  reachesWrittenContractThreshold,
  WRITTEN_CONTRACT_THRESHOLD_CENTS,
} from '#shared/statistics/written-contract-threshold.ts';

describe('lastParisMonths', () => {
  it('ends with the current Paris month, which starts the evening before in UTC', () => {
    // 23:30 UTC on 30 November is already December in Paris.
    const months = lastParisMonths(new Date('2026-11-30T23:30:00Z'), 12);
    expect(months.map((month) => month.key)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(months[0]!.start.toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(months.at(-1)!.end.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('crosses a year and both changes of time without a gap or an overlap', () => {
    const months = lastParisMonths(new Date('2027-01-01T00:30:00+01:00'), 12);
    expect(months[0]!.key).toBe('2026-02');
    for (let index = 1; index < months.length; index++) {
      expect(months[index]!.start.getTime()).toBe(months[index - 1]!.end.getTime());
    }
    // The summer months start at 22:00 UTC, the winter ones at 23:00 UTC.
    expect(months.find((month) => month.key === '2026-04')!.start.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(months.find((month) => month.key === '2026-11')!.start.toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
});

describe('fillMonthlySeries', () => {
  it('keeps every month of the window, with 0 for a month without contracts, and drops others', () => {
    const months = lastParisMonths(new Date('2026-03-10T12:00:00Z'), 3);
    const series = fillMonthlySeries(months, [
      { month: '2026-03', count: 4 },
      { month: '2026-01', count: 1 },
      { month: '2025-12', count: 9 },
    ]);
    expect(series).toEqual([
      { month: '2026-01', count: 1 },
      { month: '2026-02', count: 0 },
      { month: '2026-03', count: 4 },
    ]);
    expect(formatMonthKey('2026-02')).toBe('février 2026');
  });
});

describe('the written-contract threshold (loi n° 2023-451, art. 8 I)', () => {
  it('is reached at exactly 1 000 €, not at 999,99 €', () => {
    expect(WRITTEN_CONTRACT_THRESHOLD_CENTS).toBe(100_000);
    expect(reachesWrittenContractThreshold(99_999)).toBe(false);
    expect(reachesWrittenContractThreshold(100_000)).toBe(true);
  });
});

describe('totalByCounterparty', () => {
  const line = (name: string, payCents: number, giftCents = 0, currency: 'EUR' | 'USD' = 'EUR') => ({
    name,
    currency,
    payCents,
    giftCents,
    contracts: 1,
  });

  it('merges spellings of one name and adds pay and gifts up to the threshold', () => {
    const totals = totalByCounterparty([
      line('Maison Lumière', 60_000),
      line('  maison lumiere ', 0, 39_999),
      line('MAISON LUMIÈRE', 0, 1),
      line('Atelier Noé', 99_999),
    ]);
    expect(totals).toEqual([
      {
        name: 'Maison Lumière',
        key: 'maison lumiere',
        contracts: 3,
        payCents: 60_000,
        giftCents: 40_000,
        totalCents: 100_000,
        usdCents: 0,
        reachesThreshold: true,
      },
      expect.objectContaining({ name: 'Atelier Noé', totalCents: 99_999, reachesThreshold: false }),
    ]);
  });

  it('keeps dollars apart: not converted, not counted toward the threshold', () => {
    const [total] = totalByCounterparty([line('Brand Inc.', 500_000, 0, 'USD'), line('brand inc', 10_000)]);
    expect(total).toMatchObject({ totalCents: 10_000, usdCents: 500_000, reachesThreshold: false, contracts: 2 });
  });

  it('leaves unnamed parties out', () => {
    expect(totalByCounterparty([line('  ', 200_000)])).toEqual([]);
  });

  it('normalises case, accents, ligatures, punctuation and spacing', () => {
    expect(normaliseCounterpartyName(' Cœur  de Lumière, S.A.S. ')).toBe('coeur de lumiere s a s');
    expect(normaliseCounterpartyName('@Léa.Cuisine')).toBe('@lea cuisine');
  });

  it('reads decimal amounts from the database as whole cents', () => {
    expect(toCents('189.90')).toBe(18_990);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(null)).toBe(0);
  });
});
