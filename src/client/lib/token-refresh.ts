import { refreshResponseSchema } from '#shared/api/auth.ts';
import { networkError, toApiError } from '#client/lib/api-error.ts';
import { sessionStore } from '#client/lib/session-store.ts';

let inFlight: Promise<string> | null = null;
let generation = 0;

/**
 * Counts finished refreshes. A request remembers the count when it is sent: if it changed by
 * the time its 401 arrives, the token was already renewed (or the session ended) meanwhile,
 * and the request must not start a refresh of its own.
 */
export function refreshGeneration(): number {
  return generation;
}

async function postRefresh(): Promise<Response> {
  // No body: the refresh token travels in its HttpOnly cookie (architecture, decision 002).
  const send = () => fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' });
  // Tabs share the cookie; refresh tokens rotate and a replayed one revokes the family, so
  // two tabs must not refresh with the same cookie at the same moment.
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('paraphe-token-refresh', send);
  }
  return send();
}

function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

async function runRefresh(): Promise<string> {
  let response: Response;
  try {
    response = await postRefresh();
  } catch {
    // Offline is not a refused session: keep it, the next request will try again.
    throw networkError();
  }
  if (!response.ok) {
    const error = await toApiError(response);
    // Only a refused token ends the session; a rate limit or a server hiccup says nothing of it.
    if (isRefusal(response.status)) sessionStore.expire();
    throw error;
  }
  const { accessToken } = refreshResponseSchema.parse(await response.json());
  sessionStore.setAccessToken(accessToken);
  return accessToken;
}

/**
 * Gets a new access token. One refresh at a time: callers that arrive while one is in flight
 * wait for it and share its outcome; if it fails, they all fail and the session is cleared.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
    generation += 1;
  });
  return inFlight;
}
