import { useState } from 'react';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { sessionStore } from '#client/lib/session-store.ts';

async function revokeOnServer(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST' });
  } catch {
    // Even if the server cannot be told, the user asked to leave: the local session goes anyway.
  }
}

function forgetSession(): void {
  sessionStore.clear('logout');
  queryClient.clear();
}

/**
 * Revokes the session on the server (best effort) and forgets it here. On a protected screen
 * the access guard then goes to the home page; a public screen stays (spec section 4).
 */
export async function logout(): Promise<void> {
  await revokeOnServer();
  forgetSession();
}

export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const [isPending, setIsPending] = useState(false);
  return {
    isPending,
    logout: async () => {
      setIsPending(true);
      try {
        await logout();
      } finally {
        setIsPending(false);
      }
    },
  };
}
