import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { sessionStore } from '#client/lib/session-store.ts';

export function resetPassword(body: { token: string; newPassword: string }): Promise<unknown> {
  return apiRequest('/auth/reset-password', { method: 'POST', body });
}

/** A reset revokes every session on the server (architecture): this browser's goes too. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => sessionStore.clear(),
  });
}
