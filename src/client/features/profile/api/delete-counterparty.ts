import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Counterparty } from '#shared/api/counterparties.ts';
import { counterpartyKeys } from '#client/api/counterparties.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export function deleteCounterparty(id: string): Promise<void> {
  return apiRequest(`/counterparties/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes an entry of the address book: it leaves the list at once, then the book is read again. */
export function useDeleteCounterparty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCounterparty,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<Counterparty[]>(counterpartyKeys.all, (entries) =>
        entries?.filter((entry) => entry.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: counterpartyKeys.all }),
  });
}
