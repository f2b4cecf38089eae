import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { signatureSigners } from '#server/db/schema/signatures.ts';
import { signatureLinkKey, signerToken } from '#server/modules/signatures/signer-link.ts';
import type { TestApp } from '#testing/app.ts';
import { mailsTo } from '#testing/mail.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { type TestUser, uniqueEmail } from '#testing/users.ts';

/**
 * Helpers of the signature tests (tests only): an exported contract sent for signature, the
 * signers' links and codes read from the outbox, and the public calls made as a signer.
 */

/** A PNG of 1×1 pixel: the smallest drawn signature the server accepts. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function ownerCall(
  t: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) });
}

export type SentContract = {
  contractId: string;
  requestId: string;
  brand: { email: string; signerId: string };
  creator: { email: string; signerId: string };
};

/** Creates, exports and sends a PAID contract; the brand signs first when `ordered`. */
export async function sendContract(
  t: TestApp,
  owner: TestUser,
  options: { ordered?: boolean; expiresInDays?: number; brandEmail?: string; creatorEmail?: string } = {},
): Promise<SentContract> {
  const brandEmail = options.brandEmail ?? uniqueEmail('marque');
  const creatorEmail = options.creatorEmail ?? uniqueEmail('createur');
  // The signers are the contract's signatories, at the addresses the contract gives.
  const contract = createSampleContract('PAID');
  contract.parties.creator.email = brandEmail;
  contract.parties.influencer.email = creatorEmail;
  const created = await ownerCall(t, owner, 'POST', '/api/contracts', contract);
  expect(created.statusCode).toBe(201);
  const contractId = created.json().id as string;
  const exported = await ownerCall(t, owner, 'POST', `/api/contracts/${contractId}/export`);
  expect(exported.statusCode, exported.body).toBe(200);
  const sent = await ownerCall(t, owner, 'POST', `/api/contracts/${contractId}/signature-requests`, {
    ordered: options.ordered ?? false,
    expiresInDays: options.expiresInDays ?? 30,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const progress = sent.json();
  const idOf = (email: string) => progress.signers.find((s: { email: string }) => s.email === email).id as string;
  return {
    contractId,
    requestId: progress.id,
    brand: { email: brandEmail, signerId: idOf(brandEmail) },
    creator: { email: creatorEmail, signerId: idOf(creatorEmail) },
  };
}

/** The token of the newest signing link mailed to `email`. */
export async function linkTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).find((m) => /\/signer\//.test(m.text));
  const match = mail && /\/signer\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no signing link mailed to ${email}`);
  return match[1];
}

/** The token a signer's link holds, computed as the server does (for a signer not yet mailed). */
export async function tokenOfSigner(t: TestApp, signerId: string): Promise<string> {
  const [row] = await t.app.database.db.select().from(signatureSigners).where(eq(signatureSigners.id, signerId));
  expect(row).toBeDefined();
  return signerToken(signatureLinkKey(t.config.jwtSecret), signerId).token;
}

export async function codeFor(t: TestApp, email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).find((m) => m.purpose === 'signature-code');
  const match = mail && /^(\d{6}) /.exec(mail.subject);
  if (!match?.[1]) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

/** Calls of one signer, from one address, as a phone would make them. */
export function signerClient(t: TestApp, token: string) {
  const remoteAddress = nextTestIp();
  const headers = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' };
  const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/sign/${token}${path}`, remoteAddress, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    view: () => call('GET', ''),
    sendCode: () => call('POST', '/code'),
    verify: (code: string) => call('POST', '/code/verify', { code }),
    sign: (body: unknown = { fullName: 'Léa Dubois', consent: true, signature: { kind: 'drawn', image: TINY_PNG } }) =>
      call('POST', '/sign', body),
    decline: (reason: string) => call('POST', '/decline', { reason }),
  };
}

/** Opens, asks a code, checks it and signs; `reading` is what the browser measured of the reading. */
export async function signAs(
  t: TestApp,
  email: string,
  fullName: string,
  kind: 'drawn' | 'typed' = 'drawn',
  reading: { secondsOnDocument?: number; pagesViewed?: { seen: number; total: number } } = {},
) {
  const signer = signerClient(t, await linkTokenFor(t, email));
  expect((await signer.view()).statusCode).toBe(200);
  expect((await signer.sendCode()).statusCode).toBe(200);
  expect((await signer.verify(await codeFor(t, email))).statusCode).toBe(200);
  const signature = kind === 'drawn' ? { kind, image: TINY_PNG } : { kind };
  const signed = await signer.sign({ fullName, consent: true, signature, ...reading });
  expect(signed.statusCode, signed.body).toBe(200);
  return { signer, signed: signed.json() };
}
