import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { reloadAccount } from '#client/api/session-account.ts';
import { sessionStore } from '#client/lib/session-store.ts';

export function verifyEmail(token: string): Promise<unknown> {
  return apiRequest('/auth/verify-email', { method: 'POST', body: { token } });
}

/** Confirms the address; a signed-in user's session learns it at once, so the guard lets them in. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (token: string) => {
      await verifyEmail(token);
      if (sessionStore.getState().user) await reloadAccount().catch(() => undefined);
    },
  });
}
