import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages } from '#shared/messages.ts';
import { errorMessageFor } from '#client/lib/api-error.ts';
import { contractKeys } from '#client/api/contract-keys.ts';
import { deleteContract, duplicateContract, markContractSigned, setContractArchived } from '#client/api/contracts.ts';

/** Delete, duplicate, mark signed: each refreshes the contract queries and says how it went. */

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: contractKeys.detail(id) });
      toast.success(messages.contractDeleted);
    },
    onError: (error) => {
      console.error('Suppression du contrat impossible', error);
      toast.error(errorMessageFor(error, messages.contractDeleteFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

export function useDuplicateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateContract,
    onSuccess: () => toast.success(messages.contractDuplicated),
    onError: (error) => {
      console.error('Duplication du contrat impossible', error);
      toast.error(errorMessageFor(error, messages.contractDuplicateFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

export function useMarkContractSigned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContractSigned,
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      toast.success(messages.contractMarkedSigned);
    },
    onError: (error) => {
      console.error('Changement de statut impossible', error);
      toast.error(errorMessageFor(error, messages.contractMarkSignedFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

export function useArchiveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContractArchived,
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      toast.success(contract.archivedAt ? messages.contractArchived : messages.contractUnarchived);
    },
    onError: (error) => {
      console.error('Archivage du contrat impossible', error);
      toast.error(errorMessageFor(error, messages.contractArchiveFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
