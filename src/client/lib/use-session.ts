import { useSyncExternalStore } from 'react';
import type { User } from '#shared/api/auth.ts';
import { type SessionState, sessionStore } from '#client/lib/session-store.ts';

/** The session: start-up status, user and professional details; re-renders when they change. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** The signed-in user, for screens behind the access guard (which guarantees one). */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser hors de la garde d’accès');
  return user;
}
