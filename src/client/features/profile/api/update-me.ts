import { useMutation } from '@tanstack/react-query';
import { type UpdateMeBody, type User, userSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { sessionStore } from '#client/lib/session-store.ts';

export function updateMe(body: UpdateMeBody): Promise<User> {
  return apiRequest('/me', { method: 'PUT', body, schema: userSchema });
}

/** Renames the user; the session (sidebar, greeting) takes the server's answer. */
export function useUpdateMe() {
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => sessionStore.setUser(user),
  });
}
