import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '#shared/api/privacy.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { logout } from '#client/lib/logout.ts';

/** DELETE /api/me (204), the password asked again. */
export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiRequest('/me', { method: 'DELETE', body });
}

/** Erases the account, then forgets the session here (the refresh cookie with it). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) => {
      await deleteAccount(body);
      await logout();
    },
  });
}
