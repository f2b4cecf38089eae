import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  type ContractPage,
  type ContractPatchAnswer,
  type PatchContractBody,
  contractCountSchema,
  contractPageSchema,
  contractPatchAnswerSchema,
} from '#shared/api/contracts.ts';
import type { ContractStatus, ContractType } from '#shared/contract/schema.ts';
import { type Contract, type ContractDraftInput, contractSchema } from '#shared/contract/schema.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { contractKeys } from '#client/api/contract-keys.ts';

/** /api/contracts: the fetchers and their query options (spec section 7). */

/** What the list asks the server for: the view, the search and the filters (not the page). */
export type ContractListRequest = {
  archived: boolean;
  query: string;
  types: readonly ContractType[];
  statuses: readonly ContractStatus[];
};

export function fetchContractPage(
  request: ContractListRequest & { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<ContractPage> {
  const params = new URLSearchParams();
  if (request.archived) params.set('archived', 'true');
  if (request.query.trim() !== '') params.set('q', request.query.trim());
  if (request.types.length > 0) params.set('types', request.types.join(','));
  if (request.statuses.length > 0) params.set('statuses', request.statuses.join(','));
  if (request.cursor) params.set('cursor', request.cursor);
  if (request.limit) params.set('limit', String(request.limit));
  const search = params.toString();
  return apiRequest(search === '' ? '/contracts' : `/contracts?${search}`, { schema: contractPageSchema, signal });
}

/** Archived contracts leave the list (« Archivés » shows them); a sent or signed one cannot be deleted. */
export function setContractArchived({ id, archived }: { id: string; archived: boolean }): Promise<Contract> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}/${archived ? 'archive' : 'unarchive'}`, {
    method: 'POST',
    schema: contractSchema,
  });
}

export function fetchContract(id: string, signal?: AbortSignal): Promise<Contract> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}`, { schema: contractSchema, signal });
}

export async function fetchContractCountThisMonth(signal?: AbortSignal): Promise<number> {
  const { count } = await apiRequest('/contracts/count', { schema: contractCountSchema, signal });
  return count;
}

/** A draft goes as the editor holds it: the server keeps wrongly formatted fields aside. */
export function createContract(draft: ContractDraftInput): Promise<Contract> {
  return apiRequest('/contracts', { method: 'POST', body: draft, schema: contractSchema });
}

export function updateContract(id: string, draft: ContractDraftInput, version: number): Promise<Contract> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...draft, version },
    schema: contractSchema,
  });
}

/** A field-level save: only the sections changed since the version this editor last wrote. */
export function patchContract(id: string, body: PatchContractBody): Promise<ContractPatchAnswer> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: contractPatchAnswerSchema,
  });
}

export function deleteContract(id: string): Promise<void> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function duplicateContract(id: string): Promise<Contract> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}/duplicate`, { method: 'POST', schema: contractSchema });
}

export function markContractSigned(id: string): Promise<Contract> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}/mark-signed`, { method: 'POST', schema: contractSchema });
}

/**
 * The list, page after page (« Afficher plus », or scrolling to its end). While a new search
 * loads, the previous results stay on screen instead of a skeleton.
 */
export const contractPagesQuery = (request: ContractListRequest) =>
  infiniteQueryOptions({
    queryKey: contractKeys.list(request.archived, request),
    queryFn: ({ signal, pageParam }) => fetchContractPage({ ...request, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A new search keeps the last results on screen while it loads; another view does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (request.archived ? 'archived' : 'current') ? previous : undefined,
  });

/** Spec section 9: the dashboard shows the five most recent contracts. */
const RECENT_CONTRACTS = 5;

export const recentContractsQuery = () =>
  queryOptions({
    queryKey: contractKeys.recent(),
    queryFn: ({ signal }) =>
      fetchContractPage({ archived: false, query: '', types: [], statuses: [], limit: RECENT_CONTRACTS }, signal),
  });

export const contractQuery = (id: string) =>
  queryOptions({ queryKey: contractKeys.detail(id), queryFn: ({ signal }) => fetchContract(id, signal) });

export const contractCountQuery = () =>
  queryOptions({
    queryKey: contractKeys.countThisMonth(),
    queryFn: ({ signal }) => fetchContractCountThisMonth(signal),
  });
