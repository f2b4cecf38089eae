import { useState } from 'react';
import { useNavigate } from 'react-router';
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
  sessionStore.clear();
  queryClient.clear();
}

/** Revokes the session on the server (best effort) and forgets it here. */
export async function logout(): Promise<void> {
  await revokeOnServer();
  forgetSession();
}

/** Logs out, then lands on the home page (spec section 4). */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);
  return {
    isPending,
    logout: async () => {
      setIsPending(true);
      try {
        await revokeOnServer();
        // Leave the protected page first, so the access guard does not send us to /login.
        await navigate('/', { replace: true });
        forgetSession();
      } finally {
        setIsPending(false);
      }
    },
  };
}
