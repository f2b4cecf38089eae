import type { User, UserDetails } from '#shared/api/auth.ts';
import { readStoredUser, readStoredUserDetails, writeStoredSession } from '#client/lib/session-storage.ts';
import { STORAGE_KEYS } from '#client/lib/session-storage-keys.ts';

/** Why the last session ended, and on which path: the access guard sends that screen home. */
export type SessionEnd = { reason: 'logout' | 'expired'; path: string };

export type SessionState = {
  /** `initializing` until the start-up check (silent refresh, account load) has finished. */
  status: 'initializing' | 'ready';
  user: User | null;
  userDetails: UserDetails | null;
  ended: SessionEnd | null;
};

type Listener = () => void;

let state: SessionState = { status: 'initializing', user: null, userDetails: null, ended: null };
// The access token lives in this module's memory only: a reload gets a new one through the cookie.
let accessToken: string | null = null;
const listeners = new Set<Listener>();
const expiryListeners = new Set<Listener>();

function setState(next: Partial<SessionState>, options: { persist?: boolean } = {}) {
  state = { ...state, ...next };
  if (options.persist !== false) writeStoredSession(state.user, state.userDetails);
  for (const listener of listeners) listener();
}

function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/** A small external store (read with useSyncExternalStore): who is signed in, and the access token. */
export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getAccessToken: (): string | null => accessToken,
  setAccessToken(token: string | null) {
    accessToken = token;
  },
  /** Loads what the previous visit left in localStorage. */
  hydrate() {
    setState({ user: readStoredUser(), userDetails: readStoredUserDetails() }, { persist: false });
  },
  markReady() {
    if (state.status !== 'ready') setState({ status: 'ready' }, { persist: false });
  },
  signIn(user: User, token: string) {
    accessToken = token;
    // Another account's details must not linger until the new ones load.
    setState({ user, userDetails: state.user?.id === user.id ? state.userDetails : null, ended: null });
  },
  setUser(user: User | null) {
    setState({ user });
  },
  setUserDetails(userDetails: UserDetails | null) {
    setState({ userDetails });
  },
  /**
   * Forgets the session. With a reason (the user logged out, or the session expired), the
   * screen where it happened is remembered: the access guard sends it to the home page rather
   * than to the login (spec sections 2 and 4).
   */
  clear(reason?: SessionEnd['reason']) {
    accessToken = null;
    const ended = reason && state.user ? { reason, path: currentPath() } : null;
    setState({ user: null, userDetails: null, ended });
  },
  /** The session ended against the user's will (the refresh was refused). */
  expire() {
    const wasSignedIn = state.user !== null && state.status === 'ready';
    this.clear(wasSignedIn ? 'expired' : undefined);
    if (wasSignedIn) for (const listener of expiryListeners) listener();
  },
  onExpired(listener: Listener): () => void {
    expiryListeners.add(listener);
    return () => expiryListeners.delete(listener);
  },
  /** Follows a sign-in or sign-out made in another tab of the same browser. */
  syncAcrossTabs(): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !Object.values<string>(STORAGE_KEYS).includes(event.key)) return;
      const user = readStoredUser();
      if (user?.id !== state.user?.id) accessToken = null;
      setState({ user, userDetails: readStoredUserDetails() }, { persist: false });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
