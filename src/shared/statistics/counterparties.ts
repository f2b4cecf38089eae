import { reachesWrittenContractThreshold } from '#shared/statistics/written-contract-threshold.ts';

/** One line per counterparty name as typed in the contracts, with its sums (cents). */
export type CounterpartyAmounts = {
  name: string;
  currency: 'EUR' | 'USD';
  payCents: number;
  giftCents: number;
  contracts: number;
};

export type CounterpartyTotal = {
  /** The spelling seen in most contracts; on a tie, the most carefully written one. */
  name: string;
  key: string;
  contracts: number;
  payCents: number;
  giftCents: number;
  totalCents: number;
  /** Amounts in US dollars: shown apart, never converted, not counted toward the threshold. */
  usdCents: number;
  reachesThreshold: boolean;
};

/**
 * The key two spellings of one counterparty share: « Maison Lumière SAS », « maison lumiere
 * sas » and « Maison  Lumière, SAS » are one advertiser. Case, accents, punctuation and
 * spacing are ignored; legal forms are kept (two companies may differ only by them).
 */
export function normaliseCounterpartyName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}@]+/gu, ' ')
    .trim();
}

/** « Maison Lumière » reads better than « maison lumiere » or « MAISON LUMIÈRE »: mixed case, then accents. */
function spellingCare(name: string): number {
  const mixedCase = name !== name.toLowerCase() && name !== name.toUpperCase();
  const accented = name !== name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return (mixedCase ? 2 : 0) + (accented ? 1 : 0);
}

function preferSpelling(candidate: [string, number], best: [string, number]): boolean {
  if (candidate[1] !== best[1]) return candidate[1] > best[1];
  const care = spellingCare(candidate[0]) - spellingCare(best[0]);
  return care !== 0 ? care > 0 : candidate[0].localeCompare(best[0], 'fr') < 0;
}

/**
 * Merges the lines of one counterparty, sums pay and gifts in euros, and flags those whose
 * total reaches the written-contract threshold. Largest total first. Unnamed parties are left
 * out: they cannot be told apart.
 */
export function totalByCounterparty(lines: ReadonlyArray<CounterpartyAmounts>): CounterpartyTotal[] {
  const groups = new Map<string, { spellings: Map<string, number>; total: Omit<CounterpartyTotal, 'name'> }>();
  for (const line of lines) {
    const key = normaliseCounterpartyName(line.name);
    if (key === '') continue;
    let group = groups.get(key);
    if (!group) {
      group = {
        spellings: new Map(),
        total: { key, contracts: 0, payCents: 0, giftCents: 0, totalCents: 0, usdCents: 0, reachesThreshold: false },
      };
      groups.set(key, group);
    }
    const spelling = line.name.trim();
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + line.contracts);
    group.total.contracts += line.contracts;
    if (line.currency === 'USD') {
      group.total.usdCents += line.payCents + line.giftCents;
    } else {
      group.total.payCents += line.payCents;
      group.total.giftCents += line.giftCents;
      group.total.totalCents += line.payCents + line.giftCents;
    }
  }
  return [...groups.values()]
    .map(({ spellings, total }) => ({
      ...total,
      name: [...spellings.entries()].reduce((best, entry) => (preferSpelling(entry, best) ? entry : best))[0],
      reachesThreshold: reachesWrittenContractThreshold(total.totalCents),
    }))
    .sort((left, right) => right.totalCents - left.totalCents || right.usdCents - left.usdCents);
}

/** A decimal amount as the database answers it ('1500.50', 1500.5) → whole cents. */
export function toCents(amount: string | number | null): number {
  if (amount === null) return 0;
  return Math.round(Number(amount) * 100);
}
