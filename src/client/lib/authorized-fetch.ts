import { networkError, toApiError } from '#client/lib/api-error.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { refreshAccessToken, refreshGeneration } from '#client/lib/token-refresh.ts';

/**
 * A GET to `/api{path}` whose answer is not JSON (a stream of events, an image): the session's
 * bearer token, one shared refresh on a 401, then the raw Response. Errors come back as
 * ApiError like apiRequest's.
 */
export async function authorizedFetch(path: string, options: { signal?: AbortSignal; accept: string }) {
  const send = async (token: string | null) => {
    try {
      return await fetch(`/api${path}`, {
        headers: { Accept: options.accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError();
    }
  };
  const sentAt = refreshGeneration();
  let response = await send(sessionStore.getAccessToken());
  if (response.status === 401) {
    const token = refreshGeneration() !== sentAt ? sessionStore.getAccessToken() : await refreshAccessToken();
    if (!token) throw await toApiError(response);
    response = await send(token);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}
