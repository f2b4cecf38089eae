import { networkError, toApiError } from '#client/lib/api-error.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { refreshAccessToken, refreshGeneration } from '#client/lib/token-refresh.ts';

/**
 * GET of a non-JSON answer (a template's HTML, a PDF) with the session's bearer token and the
 * same single refresh on 401 as `apiRequest`, which only reads JSON. Any status other than
 * 200 is an error (spec section 7: downloads). `path` is under /api (`/templates/paid`), or an
 * address the API answered in full (`/api/downloads/exports/…`).
 */
export async function fetchWithSession(path: string, signal?: AbortSignal): Promise<Response> {
  const send = async (token: string | null) => {
    try {
      return await fetch(path.startsWith('/api/') ? path : `/api${path}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'include',
        signal,
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
  if (response.status !== 200) throw await toApiError(response);
  return response;
}
