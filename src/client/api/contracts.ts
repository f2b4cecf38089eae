import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { contractCountSchema } from '#shared/api/contracts.ts';
import { type Contract, type ContractDraft, contractSchema } from '#shared/contract/schema.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { contractKeys } from '#client/api/contract-keys.ts';

/** /api/contracts: the fetchers and their query options (spec section 7). */

export function fetchContracts(signal?: AbortSignal): Promise<Contract[]> {
  return apiRequest('/contracts', { schema: z.array(contractSchema), signal });
}

export function fetchContract(id: string, signal?: AbortSignal): Promise<Contract> {
  return apiRequest(`/contracts/${encodeURIComponent(id)}`, { schema: contractSchema, signal });
}

export async function fetchContractCountThisMonth(signal?: AbortSignal): Promise<number> {
  const { count } = await apiRequest('/contracts/count', { schema: contractCountSchema, signal });
  return count;
}

export function createContract(draft: ContractDraft): Promise<Contract> {
  return apiRequest('/contracts', { method: 'POST', body: draft, schema: contractSchema });
}

export function updateContract(id: string, draft: ContractDraft, version: number): Promise<Contract> {
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

export const contractsQuery = () =>
  queryOptions({ queryKey: contractKeys.list(), queryFn: ({ signal }) => fetchContracts(signal) });

export const contractQuery = (id: string) =>
  queryOptions({ queryKey: contractKeys.detail(id), queryFn: ({ signal }) => fetchContract(id, signal) });

export const contractCountQuery = () =>
  queryOptions({
    queryKey: contractKeys.countThisMonth(),
    queryFn: ({ signal }) => fetchContractCountThisMonth(signal),
  });
