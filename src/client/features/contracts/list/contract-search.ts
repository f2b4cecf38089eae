import type { ContractStatus, ContractType } from '#shared/contract/schema.ts';

/**
 * The contracts list's filters. The server applies them, and the search, which ignores case and
 * accents (« sephora » finds « Séphora »): `#server/modules/contracts/list-contracts.ts`.
 */

export type ContractFilters = {
  types: readonly ContractType[];
  statuses: readonly ContractStatus[];
};

export const noFilters: ContractFilters = { types: [], statuses: [] };

/** The number shown on the filter button. */
export function countActiveFilters(filters: ContractFilters): number {
  return filters.types.length + filters.statuses.length;
}

export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((candidate) => candidate !== value) : [...values, value];
}
