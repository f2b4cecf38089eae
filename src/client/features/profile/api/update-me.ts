import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateMeBody, type User, userSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { contractKeys } from '#client/api/contract-keys.ts';

export function updateMe(body: UpdateMeBody): Promise<User> {
  return apiRequest('/me', { method: 'PUT', body, schema: userSchema });
}

/**
 * Renames the user; the session (sidebar, greeting) takes the server's answer, and the
 * contracts are read again: the drafts follow the new name.
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async (user) => {
      sessionStore.setUser(user);
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
    },
  });
}
