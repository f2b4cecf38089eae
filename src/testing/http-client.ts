import { expect } from 'vitest';
import { DEFAULT_TEST_PASSWORD, uniqueEmail } from '#testing/users.ts';

/**
 * A client of a server process over real HTTP (see server-process.ts):
 *
 *   const alice = await signUpOverHttp(server.url);            // registered and verified
 *   const response = await alice.call('POST', '/api/contracts', draft);
 */
export type HttpUser = {
  email: string;
  accessToken: string;
  call(method: string, path: string, body?: unknown, baseUrl?: string): Promise<Response>;
};

export async function signUpOverHttp(baseUrl: string, label = 'processus'): Promise<HttpUser> {
  const email = uniqueEmail(label);
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEFAULT_TEST_PASSWORD, firstName: 'Léa', lastName: 'Dubois' }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const { accessToken } = (await registered.json()) as { accessToken: string };
  // The verification mail is in the outbox as soon as the registration has answered.
  const mails = (await (await fetch(`${baseUrl}/api/dev/mails?to=${encodeURIComponent(email)}`)).json()) as Array<{
    text: string;
  }>;
  const token = /verify-email\?token=([^\s)]+)/.exec(mails[0]?.text ?? '')?.[1];
  expect(token).toBeDefined();
  const verified = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(token!) }),
  });
  expect(verified.status).toBe(200);
  return {
    email,
    accessToken,
    call: (method, path, body, base = baseUrl) =>
      fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}
