import { vi } from 'vitest';

/**
 * Holds every request of `method` until `release()`, in front of the fake API (call it after
 * `fakeApi`): the screen in between is the one the user sees while the server thinks.
 */
export function holdRequests(method: string): () => void {
  const answer = globalThis.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET').toUpperCase() === method) await gate;
    return answer(input, init);
  });
  return () => release();
}
