import type { z } from 'zod';
import { errorMessages } from '#shared/messages.ts';
import { ApiError, networkError, toApiError } from '#client/lib/api-error.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { refreshAccessToken, refreshGeneration } from '#client/lib/token-refresh.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions<T> = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Checks the answer's shape; without it the answer is returned as parsed JSON. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/** Paths whose 401 means "wrong credentials or link", never "token expired" (spec section 7). */
const PATHS_WITHOUT_REFRESH = [
  '/auth/login',
  '/auth/register',
  '/auth/verify-email',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/resend-verification',
  '/auth/refresh',
  '/auth/logout',
];

function mayRefresh(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !PATHS_WITHOUT_REFRESH.includes(pathname);
}

async function send(path: string, options: ApiRequestOptions<unknown>, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
}

async function readAnswer<T>(response: Response, schema: z.ZodType<T> | undefined): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error('Réponse inattendue de l’API', response.url, parsed.error.issues);
    throw new ApiError({ status: response.status, code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR });
  }
  return parsed.data;
}

/**
 * Calls the API at `/api{path}` with the session's bearer token and the cookies. A 401 on a
 * non-auth path triggers one shared refresh, then the request is replayed once with the new
 * token; errors come back as ApiError with the French message of their code.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const sentAt = refreshGeneration();
  const response = await send(path, options, sessionStore.getAccessToken());
  if (response.status !== 401 || !mayRefresh(path)) return readAnswer(response, options.schema);

  const renewedMeanwhile = refreshGeneration() !== sentAt;
  const token = renewedMeanwhile ? sessionStore.getAccessToken() : await refreshAccessToken();
  // The refresh that ran meanwhile failed: the session is over, report the original 401.
  if (!token) throw await toApiError(response);
  return readAnswer(await send(path, options, token), options.schema);
}
