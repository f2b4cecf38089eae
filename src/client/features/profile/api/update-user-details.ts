import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfessionalDetails } from '#shared/account/professional-details.ts';
import { type UserDetails, userDetailsSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { reloadAccount } from '#client/api/session-account.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { contractKeys } from '#client/api/contract-keys.ts';

export function updateUserDetails(body: ProfessionalDetails): Promise<UserDetails> {
  return apiRequest('/user', { method: 'PUT', body, schema: userDetailsSchema });
}

/**
 * Saves the professional details; the user's role may change with them, so both reload, and
 * so do the contracts: the drafts follow the new details.
 */
export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDetails,
    onSuccess: async (details) => {
      sessionStore.setUserDetails(details);
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      await reloadAccount().catch(() => undefined);
    },
  });
}
