import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Counterparty, counterpartySchema, type UpdateCounterpartyBody } from '#shared/api/counterparties.ts';
import { counterpartyKeys } from '#client/api/counterparties.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export function updateCounterparty({ id, body }: { id: string; body: UpdateCounterpartyBody }): Promise<Counterparty> {
  return apiRequest(`/counterparties/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: counterpartySchema });
}

/** Saves an entry of the address book; the book is read again (its order follows the names). */
export function useUpdateCounterparty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCounterparty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counterpartyKeys.all }),
  });
}
