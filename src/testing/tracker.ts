import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { signatureLinkKey, signerToken } from '#server/modules/signatures/signer-link.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { type TestUser, uniqueEmail } from '#testing/users.ts';

/**
 * Helpers of the tracker's tests (tests only): a contract signed in Paraphe, written as the
 * signature flow leaves it (a completed request, its signers, the contract marked signed)
 * without printing and sealing a PDF, which the signature's own tests cover.
 */

/** The whole app on this run's engine, with a PDF renderer of its own and the clock the tests set. */
export async function startTrackerApp(now: () => Date): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const chromium = createTestRenderer({ poolSize: 1 });
  const t = await createTestApp({}, undefined, { now, createPdfRenderer: () => chromium });
  return {
    t,
    async close() {
      await t.close();
      await chromium.close();
    },
  };
}

export type SignedContract = {
  contractId: string;
  contract: ContractDraft;
  /** The link token of the party who is not the owner. */
  otherToken: string;
  otherEmail: string;
};

export async function signedContract(
  t: TestApp,
  owner: TestUser,
  options: { type?: ContractType; ownerSide?: 'influencer' | 'brand'; edit?: (contract: ContractDraft) => void } = {},
): Promise<SignedContract> {
  const ownerSide = options.ownerSide ?? 'influencer';
  const contract = createSampleContract(options.type ?? 'PAID');
  const brandEmail = ownerSide === 'brand' ? owner.user.email : uniqueEmail('marque');
  const creatorEmail = ownerSide === 'influencer' ? owner.user.email : uniqueEmail('createur');
  contract.parties.creator.email = brandEmail;
  contract.parties.influencer.email = creatorEmail;
  options.edit?.(contract);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: authHeaders(owner.accessToken),
    payload: contract,
  });
  expect(created.statusCode, created.body).toBe(201);
  const contractId = created.json().id as string;
  const db = t.app.database.db;
  await db.update(contracts).set({ status: 'signed' }).where(eq(contracts.id, contractId));
  const now = new Date('2026-02-03T10:00:00Z');
  const [request] = await db
    .insert(signatureRequests)
    .values({
      contractId,
      ownerId: owner.user.id,
      contractTitle: contract.title,
      documentSha256: 'a'.repeat(64),
      ordered: false,
      state: 'completed',
      expiresAt: new Date('2026-03-05T10:00:00Z'),
      createdAt: now,
      closedAt: now,
    })
    .returning({ id: signatureRequests.id });
  const signer = async (party: 'creator' | 'influencer', email: string, isSender: boolean) => {
    const [row] = await db
      .insert(signatureSigners)
      .values({
        requestId: request!.id,
        position: party === 'creator' ? 0 : 1,
        party,
        isSender,
        name: party === 'creator' ? 'Claire Martin' : 'Léa Dubois',
        email,
        tokenHash: `pending-${party}-${contractId}`,
        state: 'signed',
        signedAt: now,
      })
      .returning({ id: signatureSigners.id });
    const link = signerToken(signatureLinkKey(t.config.jwtSecret), row!.id);
    await db.update(signatureSigners).set({ tokenHash: link.tokenHash }).where(eq(signatureSigners.id, row!.id));
    return link.token;
  };
  const brandToken = await signer('creator', brandEmail, ownerSide === 'brand');
  const creatorToken = await signer('influencer', creatorEmail, ownerSide === 'influencer');
  return {
    contractId,
    contract,
    otherToken: ownerSide === 'influencer' ? brandToken : creatorToken,
    otherEmail: ownerSide === 'influencer' ? brandEmail : creatorEmail,
  };
}

/** The owner's calls to their tracker. */
export function ownerTracker(t: TestApp, owner: TestUser, contractId: string) {
  return (method: 'GET' | 'POST' | 'PUT', path = '', payload?: object) =>
    t.app.inject({
      method,
      url: `/api/contracts/${contractId}/tracker${path}`,
      headers: authHeaders(owner.accessToken),
      ...(payload === undefined ? {} : { payload }),
    });
}

/** The other party's calls, through their signing link, from one address. */
export function linkTracker(t: TestApp, token: string) {
  const remoteAddress = nextTestIp();
  return (method: 'GET' | 'POST' | 'PUT', path = '', payload?: object) =>
    t.app.inject({
      method,
      url: `/api/sign/${token}/tracker${path}`,
      remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
}

/** A real 1×1 PNG, and bytes that only claim to be one. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const GIF_BASE64 = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;').toString('base64');
