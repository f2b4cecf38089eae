import { contractStatusSchema, contractTypeSchema } from '#shared/contract/schema.ts';
import type { ContractFilters } from '#client/features/contracts/list/contract-search.ts';

/**
 * The list's search and filters live in the address (?q=…&type=UGC,PAID&statut=draft): a
 * reload, a shared link or the back button finds the same list.
 */
export type ListCriteria = { query: string; filters: ContractFilters };

function parseList<T>(raw: string | null, parse: (value: string) => T | null): T[] {
  if (!raw) return [];
  const values = raw.split(',').map((value) => parse(value.trim()));
  return [...new Set(values.filter((value): value is T => value !== null))];
}

export function readListCriteria(params: URLSearchParams): ListCriteria {
  return {
    query: params.get('q') ?? '',
    filters: {
      types: parseList(params.get('type'), (value) => contractTypeSchema.safeParse(value).data ?? null),
      statuses: parseList(params.get('statut'), (value) => contractStatusSchema.safeParse(value).data ?? null),
    },
  };
}

export function writeListCriteria(criteria: ListCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.query !== '') params.set('q', criteria.query);
  if (criteria.filters.types.length > 0) params.set('type', criteria.filters.types.join(','));
  if (criteria.filters.statuses.length > 0) params.set('statut', criteria.filters.statuses.join(','));
  return params;
}
