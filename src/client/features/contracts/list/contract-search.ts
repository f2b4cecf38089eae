import type { Contract, ContractStatus, ContractType } from '#shared/contract/schema.ts';
import { foldText } from '#shared/counterparty/match.ts';

/**
 * The contracts list's search and filters. Search ignores case and accents, so « sephora »
 * finds « Séphora » and « ETE » finds « Été », folded as the address book folds names.
 */

export type ContractFilters = {
  types: readonly ContractType[];
  statuses: readonly ContractStatus[];
};

export const noFilters: ContractFilters = { types: [], statuses: [] };

type SearchableContract = Pick<Contract, 'title' | 'type' | 'status'> & {
  parties: { creator: { name: string }; influencer: { name: string } };
};

/**
 * The title or a party's name contains the query: the brand's (`parties.creator`), which a
 * creator's list shows, or the creator's (`parties.influencer`), which a brand's list shows.
 */
export function matchesSearch(contract: SearchableContract, query: string): boolean {
  const needle = foldText(query);
  if (needle === '') return true;
  const { creator, influencer } = contract.parties;
  return [contract.title, creator.name, influencer.name].some((field) => foldText(field).includes(needle));
}

/** An empty group of a filter means "any". */
export function matchesFilters(contract: SearchableContract, filters: ContractFilters): boolean {
  const typeOk = filters.types.length === 0 || filters.types.includes(contract.type);
  const statusOk = filters.statuses.length === 0 || filters.statuses.includes(contract.status);
  return typeOk && statusOk;
}

export function filterContracts<T extends SearchableContract>(
  contracts: readonly T[],
  criteria: { query: string; filters: ContractFilters },
): T[] {
  return contracts.filter(
    (contract) => matchesFilters(contract, criteria.filters) && matchesSearch(contract, criteria.query),
  );
}

/** The number shown on the filter button. */
export function countActiveFilters(filters: ContractFilters): number {
  return filters.types.length + filters.statuses.length;
}

export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((candidate) => candidate !== value) : [...values, value];
}
