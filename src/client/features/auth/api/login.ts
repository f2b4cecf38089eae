import { useMutation } from '@tanstack/react-query';
import { type AuthResponse, authResponseSchema, type LoginBody } from '#shared/api/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { startSession } from '#client/api/session-account.ts';

export function login(body: LoginBody): Promise<AuthResponse> {
  return apiRequest('/auth/login', { method: 'POST', body, schema: authResponseSchema });
}

/** Signs in, then loads the account into the session (spec section 4). */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const auth = await login(body);
      await startSession(auth);
      return auth;
    },
  });
}
