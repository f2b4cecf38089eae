import type { APIRequestContext } from '@playwright/test';
import { appURL, expect } from './contracts-account.ts';

type DevMail = { subject: string; text: string; purpose: string };

/** The newest mail of this purpose to this address, waited for in the dev outbox. */
export async function devMail(request: APIRequestContext, email: string, purpose: string): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${appURL}/api/dev/mails`, { params: { to: email } });
        found = ((await response.json()) as DevMail[]).find((mail) => mail.purpose === purpose);
        return Boolean(found);
      },
      { message: `Aucun e-mail « ${purpose} » pour ${email}`, timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** The path of the signing link mailed to `email` (/signer/<token>). */
export async function signingPath(request: APIRequestContext, email: string): Promise<string> {
  const invitation = await devMail(request, email, 'signature-invitation');
  return new URL(/https?:\/\/\S+\/signer\/[A-Za-z0-9_-]+/.exec(invitation.text)![0]).pathname;
}

/**
 * Signs through the signer's API, as the signing page does: the journeys of the signing page
 * itself are in signature.spec.ts. The last signature seals the PDF before it answers.
 */
export async function signByLink(request: APIRequestContext, email: string, fullName: string): Promise<string> {
  const path = await signingPath(request, email);
  const api = `${appURL}/api/sign/${path.split('/').at(-1)}`;
  expect((await request.get(api)).ok()).toBe(true);
  expect((await request.post(`${api}/code`)).ok()).toBe(true);
  const code = /^(\d{6}) /.exec((await devMail(request, email, 'signature-code')).subject)![1]!;
  expect((await request.post(`${api}/code/verify`, { data: { code } })).ok()).toBe(true);
  const signed = await request.post(`${api}/sign`, {
    data: { fullName, consent: true, signature: { kind: 'typed' } },
    timeout: 120_000,
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  return path;
}
