import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Counterparty, counterpartyListSchema } from '#shared/api/counterparties.ts';
import { counterpartySearchText, searchNeedles } from '#shared/counterparty/match.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * GET /api/counterparties: the address book, read by the editor's search and the profile's card.
 * A contract save may add an entry: whatever saves a contract invalidates `counterpartyKeys.all`.
 */
export const counterpartyKeys = { all: ['counterparties'] as const };

export function fetchCounterparties(signal?: AbortSignal): Promise<Counterparty[]> {
  return apiRequest('/counterparties', { schema: counterpartyListSchema, signal });
}

export const counterpartiesQueryOptions = () =>
  queryOptions({ queryKey: counterpartyKeys.all, queryFn: ({ signal }) => fetchCounterparties(signal) });

export function useCounterparties(options: { enabled?: boolean } = {}) {
  return useQuery({ ...counterpartiesQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * The entries matching what is typed, by the API's own rule (#shared/counterparty/match.ts):
 * the book is one user's, loaded once, so each letter filters it at once without a request.
 */
export function filterCounterparties(entries: readonly Counterparty[], query: string): Counterparty[] {
  const needles = searchNeedles(query);
  if (needles.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = counterpartySearchText(entry);
    return needles.some((needle) => text.includes(needle));
  });
}
