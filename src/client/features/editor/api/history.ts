import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ContractVersion,
  type ContractVersionList,
  contractVersionListSchema,
  contractVersionSchema,
} from '#shared/api/contract-history.ts';
import { type Contract, contractSchema } from '#shared/contract/schema.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { contractKeys } from '#client/api/contract-keys.ts';

/** /api/contracts/:id/versions… (Pro). Under the contract's detail key: refreshing a contract refreshes its history. */
export const historyKeys = {
  list: (id: string) => [...contractKeys.detail(id), 'versions'] as const,
  version: (id: string, version: number) => [...contractKeys.detail(id), 'versions', version] as const,
};

const versionsPath = (id: string) => `/contracts/${encodeURIComponent(id)}/versions`;

export const contractVersionsQuery = (id: string) =>
  queryOptions({
    queryKey: historyKeys.list(id),
    queryFn: ({ signal }): Promise<ContractVersionList> =>
      apiRequest(versionsPath(id), { schema: contractVersionListSchema, signal }),
  });

export const contractVersionQuery = (id: string, version: number) =>
  queryOptions({
    queryKey: historyKeys.version(id, version),
    queryFn: ({ signal }): Promise<ContractVersion> =>
      apiRequest(`${versionsPath(id)}/${version}`, { schema: contractVersionSchema, signal }),
    // A saved version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

type RestoreInput = { id: string; version: number; baseVersion: number };

/** Restores `version` over the contract the editor holds at `baseVersion` (409 if it moved on). */
export function useRestoreContractVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, baseVersion }: RestoreInput): Promise<Contract> =>
      apiRequest(`${versionsPath(id)}/${version}/restore`, {
        method: 'POST',
        body: { version: baseVersion },
        schema: contractSchema,
      }),
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      void queryClient.invalidateQueries({ queryKey: historyKeys.list(contract.id) });
      void queryClient.invalidateQueries({ queryKey: contractKeys.list() });
    },
  });
}
