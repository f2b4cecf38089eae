import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/api/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { refreshAccessToken } from '#client/lib/token-refresh.ts';

/**
 * The browser's fetch is replaced by a small fake of the API: `/api/data` answers 200 to the
 * current access token and 401 to any other; `/api/auth/refresh` answers when the test says so.
 */

const user: User = {
  id: '0c6f2f3e-5b8e-4d59-9d8e-3a4b8a1c2d3e',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  isEmailVerified: true,
  role: 'creator',
  plan: 'free',
  creditsLeft: 3,
};

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unauthorized = () => json(401, { error: { code: 'TOKEN_EXPIRED', message: 'expired' } });

class FakeApi {
  validToken = 'fresh-token';
  refreshCalls = 0;
  /** Every call to /api/data with the bearer token it carried. */
  dataCalls: (string | null)[] = [];
  /** When set, /api/data answers only once the test releases it (per call, in order). */
  heldData: Deferred<void>[] = [];
  holdData = false;
  refreshAnswer: Deferred<Response> = deferred();

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url === '/api/auth/refresh') {
      this.refreshCalls += 1;
      expect(init?.credentials).toBe('include');
      expect(init?.body).toBeUndefined();
      return this.refreshAnswer.promise;
    }
    const token = headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
    if (url === '/api/data' || url === '/api/auth/login') {
      this.dataCalls.push(token);
      if (this.holdData) {
        const gate = deferred<void>();
        this.heldData.push(gate);
        await gate.promise;
      }
      return token === this.validToken ? json(200, { ok: true, token }) : unauthorized();
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'introuvable' } });
  };

  /** Answers the pending refresh with a new token, which becomes the valid one. */
  grantRefresh(token: string) {
    this.validToken = token;
    this.refreshAnswer.resolve(json(200, { accessToken: token, refreshToken: `refresh-${token}` }));
  }

  refuseRefresh() {
    this.refreshAnswer.resolve(json(401, { error: { code: 'UNAUTHORIZED', message: 'refusé' } }));
  }
}

/** Lets every pending promise callback run (fetch answers, awaits inside apiRequest). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let api: FakeApi;
let expired: ReturnType<typeof vi.fn<() => void>>;
let stopListening: () => void;

beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
  sessionStore.signIn(user, 'stale-token');
  sessionStore.markReady();
  expired = vi.fn<() => void>();
  stopListening = sessionStore.onExpired(expired);
});

afterEach(() => {
  stopListening();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the single-flight token refresh', () => {
  it('refreshes once for two requests that both get a 401, then replays each once with the new token', async () => {
    const first = apiRequest<{ token: string }>('/data');
    const second = apiRequest<{ token: string }>('/data');
    await settle();
    // Both have been refused and wait for the one refresh in flight.
    expect(api.refreshCalls).toBe(1);
    api.grantRefresh('new-token');

    await expect(first).resolves.toEqual({ ok: true, token: 'new-token' });
    await expect(second).resolves.toEqual({ ok: true, token: 'new-token' });
    expect(api.refreshCalls).toBe(1);
    expect(api.dataCalls).toEqual(['stale-token', 'stale-token', 'new-token', 'new-token']);
    expect(sessionStore.getAccessToken()).toBe('new-token');
  });

  it('does not refresh again for a 401 that arrives after the refresh it was waiting for has finished', async () => {
    api.holdData = true;
    const first = apiRequest('/data');
    const late = apiRequest('/data');
    await settle();
    expect(api.heldData).toHaveLength(2);

    api.heldData[0]?.resolve();
    await settle();
    expect(api.refreshCalls).toBe(1);
    api.grantRefresh('new-token');
    await settle();
    // The first request's replay is held too: release it, then the late 401.
    api.heldData[2]?.resolve();
    await expect(first).resolves.toMatchObject({ ok: true });

    api.heldData[1]?.resolve();
    await settle();
    api.heldData[3]?.resolve();
    await expect(late).resolves.toMatchObject({ ok: true, token: 'new-token' });
    expect(api.refreshCalls).toBe(1);
  });

  it('fails every waiting request and ends the session once when the refresh is refused', async () => {
    const first = apiRequest('/data');
    const second = apiRequest('/data');
    await settle();
    api.refuseRefresh();

    const results = await Promise.allSettled([first, second]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(isApiError(result.status === 'rejected' ? result.reason : null)).toBe(true);
    }
    expect(api.refreshCalls).toBe(1);
    // No replay after a refused refresh.
    expect(api.dataCalls).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getAccessToken()).toBeNull();
  });

  it('replays a request only once: a second 401 is passed on without another refresh', async () => {
    const request = apiRequest('/data');
    await settle();
    // The refresh answers a token that the API still refuses.
    api.refreshAnswer.resolve(json(200, { accessToken: 'also-refused', refreshToken: 'r'.repeat(20) }));

    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls).toBe(1);
    expect(api.dataCalls).toEqual(['stale-token', 'also-refused']);
  });

  it('never refreshes for a 401 of the login call: it means wrong credentials', async () => {
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls).toBe(0);
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input) === '/api/auth/refresh') throw new TypeError('Failed to fetch');
      return unauthorized();
    });
    await expect(apiRequest('/data')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(sessionStore.getState().user).toEqual(user);
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh is rate-limited', async () => {
    const request = apiRequest('/data');
    await settle();
    api.refreshAnswer.resolve(json(429, { error: { code: 'RATE_LIMITED', message: 'trop' } }));
    await expect(request).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(sessionStore.getState().user).toEqual(user);
    expect(expired).not.toHaveBeenCalled();
  });

  it('starts a new refresh once the previous one has finished', async () => {
    const first = refreshAccessToken();
    api.grantRefresh('token-1');
    await expect(first).resolves.toBe('token-1');

    api.refreshAnswer = deferred();
    const second = refreshAccessToken();
    const joined = refreshAccessToken();
    api.grantRefresh('token-2');
    await expect(second).resolves.toBe('token-2');
    await expect(joined).resolves.toBe('token-2');
    expect(api.refreshCalls).toBe(2);
  });
});
