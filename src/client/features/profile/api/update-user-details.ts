import { useMutation } from '@tanstack/react-query';
import type { ProfessionalDetails } from '#shared/account/professional-details.ts';
import { type UserDetails, userDetailsSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { reloadAccount } from '#client/api/session-account.ts';
import { sessionStore } from '#client/lib/session-store.ts';

export function updateUserDetails(body: ProfessionalDetails): Promise<UserDetails> {
  return apiRequest('/user', { method: 'PUT', body, schema: userDetailsSchema });
}

/** Saves the professional details; the user's role may change with them, so both reload. */
export function useUpdateUserDetails() {
  return useMutation({
    mutationFn: updateUserDetails,
    onSuccess: async (details) => {
      sessionStore.setUserDetails(details);
      await reloadAccount().catch(() => undefined);
    },
  });
}
