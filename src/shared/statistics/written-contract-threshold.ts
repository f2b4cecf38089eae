/**
 * Loi n° 2023-451 du 9 juin 2023, art. 8 I (as amended by ordonnance n° 2024-978): the contract
 * between an advertiser and an influencer must be written, on pain of nullity, once the pay
 * plus the value of benefits in kind reach this amount over a year. The amount is set by
 * décret n° 2025-1137 (in force on 1 January 2026). Change it here, and only here.
 */
export const WRITTEN_CONTRACT_THRESHOLD_CENTS = 100_000;

export const WRITTEN_CONTRACT_THRESHOLD_SOURCE =
  'loi n° 2023-451 du 9 juin 2023, art. 8 I ; seuil fixé par le décret n° 2025-1137';

/** The threshold is reached at exactly 1,000 €, not only above it. */
export function reachesWrittenContractThreshold(totalCents: number): boolean {
  return totalCents >= WRITTEN_CONTRACT_THRESHOLD_CENTS;
}
