import { type AuthResponse, type User, type UserDetails, userDetailsSchema, userSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { refreshAccessToken } from '#client/lib/token-refresh.ts';

export function fetchMe(): Promise<User> {
  return apiRequest('/me', { schema: userSchema });
}

export function fetchUserDetails(): Promise<UserDetails> {
  return apiRequest('/user', { schema: userDetailsSchema });
}

// Offline or a server hiccup says nothing about the account: keep the stored copy then.
function isDefinitive(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * Reloads the current user and their professional details into the session. Call it after
 * anything that changes them on the server (an export spends a credit, a payment changes the plan).
 */
export async function reloadAccount(): Promise<void> {
  // The details are only for confirmed accounts (the API answers 403 before): ask for both at
  // once when the address is known to be confirmed, else learn it from /me first.
  const known = sessionStore.getState().user;
  const [user, details] = known?.isEmailVerified
    ? await Promise.allSettled([fetchMe(), fetchUserDetails()])
    : await settleInTurn();
  if (user.status === 'fulfilled') sessionStore.setUser(user.value);
  else if (isDefinitive(user.reason) && sessionStore.getState().user) sessionStore.clear();
  if (!sessionStore.getState().user || !details) return;
  if (details.status === 'fulfilled') sessionStore.setUserDetails(details.value);
  else if (isDefinitive(details.reason)) sessionStore.setUserDetails(null);
}

async function settleInTurn(): Promise<[PromiseSettledResult<User>, PromiseSettledResult<UserDetails> | null]> {
  const [user] = await Promise.allSettled([fetchMe()]);
  if (user.status !== 'fulfilled' || !user.value.isEmailVerified) return [user, null];
  const [details] = await Promise.allSettled([fetchUserDetails()]);
  return [user, details];
}

/** After login or register: the answer's user and access token, then the full account. */
export async function startSession(auth: AuthResponse): Promise<void> {
  // A session that expired in this tab may leave another account's contracts and credits cached.
  if (sessionStore.getState().user?.id !== auth.user.id) queryClient.clear();
  sessionStore.signIn(auth.user, auth.accessToken);
  await reloadAccount();
}

let started: Promise<void> | null = null;

/**
 * The start-up check, run once: a user stored by a previous visit gets a new access token
 * through the refresh cookie, then the account is reloaded. The access guard waits for it.
 */
export function initializeSession(): Promise<void> {
  started ??= (async () => {
    sessionStore.hydrate();
    if (sessionStore.getState().user) {
      try {
        await refreshAccessToken();
        await reloadAccount();
      } catch {
        // A refused refresh has already cleared the session; offline or a server hiccup keeps
        // the stored user, and the next request tries the refresh again.
      }
    }
    sessionStore.markReady();
  })();
  return started;
}
