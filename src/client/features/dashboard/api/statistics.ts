import { queryOptions } from '@tanstack/react-query';
import { type Statistics, statisticsSchema } from '#shared/api/statistics.ts';
import { formatMoney } from '#shared/format/numbers.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** GET /api/statistics (Pro). Under ['contracts']: a saved or deleted contract refreshes them. */
export const statisticsQuery = () =>
  queryOptions({
    queryKey: ['contracts', 'statistics'] as const,
    queryFn: ({ signal }): Promise<Statistics> => apiRequest('/statistics', { schema: statisticsSchema, signal }),
    staleTime: 30_000,
  });

/** Whole cents → « 1 500,00 € » (or « $ » for dollars). */
export function formatCents(cents: number, currency: 'EUR' | 'USD' = 'EUR'): string {
  return formatMoney(cents / 100, currency);
}
