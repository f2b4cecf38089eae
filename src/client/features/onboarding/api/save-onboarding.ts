import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { onboardingSchema } from '#shared/account/professional-details.ts';
import { type UserDetails, userDetailsSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { reloadAccount } from '#client/api/session-account.ts';
import { sessionStore } from '#client/lib/session-store.ts';

export type OnboardingPayload = z.output<typeof onboardingSchema>;

export function saveOnboarding(payload: OnboardingPayload): Promise<UserDetails> {
  return apiRequest('/user', { method: 'POST', body: payload, schema: userDetailsSchema });
}

/** Saves the profile; the user's role changes with it, so the session reloads both. */
export function useSaveOnboarding() {
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: async (details) => {
      sessionStore.setUserDetails(details);
      await reloadAccount().catch(() => undefined);
    },
  });
}
