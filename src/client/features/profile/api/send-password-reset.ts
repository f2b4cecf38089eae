import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

/** The profile's "reset my password": the same e-mail as the public forgot-password screen. */
export function sendPasswordReset(email: string): Promise<unknown> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: { email } });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
