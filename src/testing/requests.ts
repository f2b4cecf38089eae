/** Small helpers for `app.inject` in the server tests. */

/** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
export function authHeaders(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

let counter = 0;
/**
 * A distinct client address for `app.inject({ remoteAddress })`. The auth routes are
 * rate-limited per IP and every injected request otherwise comes from 127.0.0.1, so tests that
 * call them many times give each scenario its own address.
 */
export function nextTestIp(): string {
  counter += 1;
  return `10.${process.pid % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** The `name=value` pairs and attributes of the Set-Cookie header for one cookie. */
export function setCookieFor(headers: Record<string, unknown>, name: string): string | undefined {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return all.find((cookie: string) => cookie.startsWith(`${name}=`));
}
