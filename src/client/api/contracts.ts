import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { contractCountSchema } from '#shared/api/contracts.ts';
import { type Contract, type ContractDraftInput, contractSchema } from '#shared/contract/schema.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { contractKeys } from '#client/api/contract-keys.ts';

/** /api/contracts: the fetchers and their query options (spec section 7). */

export function fetchContracts(signal?: AbortSignal, archived = false): Promise<Contract[]> {
  return apiRequest(archived ? '/contracts?archived=true' : '/contracts', { schema: z.array(contractSchema), signal });
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

export function deleteContract(id: string): Promise<void> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function duplicateContract(id: string): Promise<Contract> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}/duplicate`, { method: 'POST', schema: contractSchema });
}

export function markContractSigned(id: string): Promise<Contract> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}/mark-signed`, { method: 'POST', schema: contractSchema });
}

export const contractsQuery = (archived = false) =>
  queryOptions({ queryKey: contractKeys.list(archived), queryFn: ({ signal }) => fetchContracts(signal, archived) });

export const contractQuery = (id: string) =>
  queryOptions({ queryKey: contractKeys.detail(id), queryFn: ({ signal }) => fetchContract(id, signal) });

export const contractCountQuery = () =>
  queryOptions({
    queryKey: contractKeys.countThisMonth(),
    queryFn: ({ signal }) => fetchContractCountThisMonth(signal),
  });
