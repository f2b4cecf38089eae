import { useMutation } from '@tanstack/react-query';
import { type AuthResponse, authResponseSchema, type RegisterBody } from '#shared/api/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { startSession } from '#client/api/session-account.ts';

export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiRequest('/auth/register', { method: 'POST', body, schema: authResponseSchema });
}

/** Creates the account and opens its session; the e-mail still has to be confirmed. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const auth = await register(body);
      await startSession(auth);
      return auth;
    },
  });
}
