import { queryOptions } from '@tanstack/react-query';
import { type CreditBalance, type ExportResponse, exportResponseSchema } from '#shared/api/credits.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { creditBalanceQueryOptions } from '#client/lib/credit-balance.ts';
import { fetchWithSession } from '#client/lib/session-fetch.ts';

/**
 * GET /api/credits/balance, the same query as the navigation's counters (one cache entry).
 * Always asked again before an export: the count may have changed in another tab.
 */
export const creditBalanceQuery = () => queryOptions({ ...creditBalanceQueryOptions(), staleTime: 0 });

/** Free plan: blocked below one credit (spec section 5); Pro (`unlimited`, `remaining` null) never. */
export function hasExportCredit(balance: Pick<CreditBalance, 'remaining' | 'unlimited'>): boolean {
  return balance.unlimited || balance.remaining === null || balance.remaining >= 1;
}

/** The contract, or a draft marked « PROJET — non conforme » when the law engine blocks it. */
export async function requestExport(contractId: string): Promise<ExportResponse> {
  return apiRequest(`/contracts/${encodeURIComponent(contractId)}/export`, {
    method: 'POST',
    schema: exportResponseSchema,
  });
}

export async function downloadExport(downloadUrl: string): Promise<Blob> {
  const path = downloadUrl.startsWith('/') ? downloadUrl : `/${downloadUrl}`;
  const response = await fetchWithSession(`/downloads${path}`);
  return response.blob();
}
