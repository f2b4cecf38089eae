import type { TestApp } from '#testing/app.ts';
import { authHeaders } from '#testing/requests.ts';

/** The payments tests' calls: an authenticated `app.inject`, the balance, the account. */
type Injector = Pick<TestApp, 'app'>;

export const call = (
  t: Injector,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: authHeaders(token), ...(payload === undefined ? {} : { payload }) });

export const balanceOf = async (t: Injector, token: string) =>
  (await call(t, token, 'GET', '/api/credits/balance')).json();
export const meOf = async (t: Injector, token: string) => (await call(t, token, 'GET', '/api/me')).json();
