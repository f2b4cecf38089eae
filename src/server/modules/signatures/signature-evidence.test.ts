import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { signatureEvents, signatureRequests } from '#server/db/schema/signatures.ts';
import { users } from '#server/db/schema/users.ts';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { pdfText } from '#server/pdf/pdf-test-tools.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { mailsTo } from '#testing/mail.ts';
import { linkTokenFor, ownerCall, sendContract, signAs, signerClient } from '#testing/signatures.ts';
import { createVerifiedUser, uniqueEmail } from '#testing/users.ts';

/** Exports, signatures and seals render PDFs in Chromium: minutes on a busy machine. */
const SLOW = 240_000;

describe(`evidence kept for the limitation period, signers bound to the contract, on ${testEngine()}`, () => {
  let t: TestApp;
  let chromium: ChromiumPdfRenderer;
  let clock: Date | undefined;

  beforeAll(async () => {
    chromium = createTestRenderer({ poolSize: 1 });
    t = await createTestApp({}, undefined, { now: () => clock ?? new Date(), createPdfRenderer: () => chromium });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await chromium?.close();
  });
  const codeOf = (response: { json(): { error: { code: string } } }) => response.json().error.code;
  const downloadLinkOf = async (email: string) => {
    const mail = (await mailsTo(t, email)).find((m) => m.purpose === 'signature-completed');
    return /\/api\/signature-downloads\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  };

  it(
    'refuses to delete a sent or signed contract (409), archives it instead; other users’ ids are 404',
    async () => {
      const owner = await createVerifiedUser(t);
      const intruder = await createVerifiedUser(t);
      const sent = await sendContract(t, owner);
      const refused = await ownerCall(t, owner, 'DELETE', `/api/contracts/${sent.contractId}`);
      expect(refused.statusCode).toBe(409);
      expect(codeOf(refused)).toBe('CONTRACT_RETAINED');
      expect(refused.json().error.message).toMatch(/archiv/);

      await signAs(t, sent.creator.email, 'Léa Dubois');
      await signAs(t, sent.brand.email, 'Claire Martin', 'typed');
      expect((await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}`)).json().status).toBe('signed');
      expect(codeOf(await ownerCall(t, owner, 'DELETE', `/api/contracts/${sent.contractId}`))).toBe(
        'CONTRACT_RETAINED',
      );

      for (const path of ['archive', 'unarchive']) {
        expect((await ownerCall(t, intruder, 'POST', `/api/contracts/${sent.contractId}/${path}`)).statusCode).toBe(
          404,
        );
      }
      expect((await ownerCall(t, intruder, 'DELETE', `/api/contracts/${sent.contractId}`)).statusCode).toBe(404);

      const archived = await ownerCall(t, owner, 'POST', `/api/contracts/${sent.contractId}/archive`);
      expect(archived.json().archivedAt).not.toBeNull();
      const ids = async (query: string) =>
        (await ownerCall(t, owner, 'GET', `/api/contracts${query}`)).json().items.map((c: { id: string }) => c.id);
      expect(await ids('')).not.toContain(sent.contractId);
      expect(await ids('?archived=true')).toContain(sent.contractId);
      await ownerCall(t, owner, 'POST', `/api/contracts/${sent.contractId}/unarchive`);
      expect(await ids('')).toContain(sent.contractId);
      expect(await ids('?archived=true')).not.toContain(sent.contractId);
    },
    SLOW,
  );

  it(
    'keeps signed contracts, their final PDF and trail when the account is deleted, erases the rest, then purges them after the retention',
    async () => {
      const owner = await createVerifiedUser(t);
      const signed = await sendContract(t, owner);
      await signAs(t, signed.creator.email, 'Léa Dubois');
      await signAs(t, signed.brand.email, 'Claire Martin');
      const pending = await sendContract(t, owner);
      const draft = await ownerCall(t, owner, 'POST', '/api/contracts', createSampleContract('GIFT'));
      const link = await downloadLinkOf(signed.creator.email);
      const before = await t.app.inject({ method: 'GET', url: `/api/signature-downloads/${link}` });
      expect(before.statusCode).toBe(200);
      // Without TSA_URL the seal keeps the server's time, and the certificate says so.
      const text = pdfText(before.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Sans horodatage par une autorité tierce');
      expect(text).toContain('conservé 5 ans à compter de la suppression');

      clock = new Date('2027-03-01T10:00:00Z');
      const deleted = await ownerCall(t, owner, 'DELETE', '/api/me', { password: owner.password });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const db = t.app.database.db;
      expect(await db.select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(0);
      expect(await db.select().from(contracts).where(eq(contracts.ownerId, owner.user.id))).toHaveLength(0);
      expect(await db.select().from(contracts).where(eq(contracts.id, draft.json().id))).toHaveLength(0);
      expect(
        await db.select().from(contractExports).where(eq(contractExports.contractId, signed.contractId)),
      ).toHaveLength(0);
      // The pending request goes with the account: its links open nothing.
      expect(await db.select().from(signatureRequests).where(eq(signatureRequests.id, pending.requestId))).toHaveLength(
        0,
      );
      expect((await signerClient(t, await linkTokenFor(t, pending.creator.email)).view()).statusCode).toBe(404);

      const [kept] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, signed.requestId));
      expect(kept).toMatchObject({ contractId: null, ownerId: null, state: 'completed' });
      expect(kept!.retainedUntil?.toISOString()).toBe('2032-03-01T10:00:00.000Z');
      const events = await db.select().from(signatureEvents).where(eq(signatureEvents.requestId, signed.requestId));
      expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['sent', 'opened', 'signed', 'retained']));
      // The other party still downloads the same sealed file, and still sees the page's state.
      const after = await t.app.inject({ method: 'GET', url: `/api/signature-downloads/${link}` });
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
      const view = await signerClient(t, await linkTokenFor(t, signed.brand.email)).view();
      expect(view.json()).toMatchObject({ state: 'completed', contractTitle: expect.any(String) });

      clock = new Date('2032-02-28T10:00:00Z');
      expect((await t.app.signatureUpkeep()).purged).toBe(0);
      clock = new Date('2032-03-01T10:00:01Z');
      expect((await t.app.signatureUpkeep()).purged).toBe(1);
      expect(await db.select().from(signatureRequests).where(eq(signatureRequests.id, signed.requestId))).toHaveLength(
        0,
      );
      expect((await t.app.inject({ method: 'GET', url: `/api/signature-downloads/${link}` })).statusCode).toBe(404);
      clock = undefined;
    },
    SLOW,
  );

  it(
    'invites only the contract’s signatories, at its addresses; a missing one is a 409 that names the field',
    async () => {
      const owner = await createVerifiedUser(t);
      const contract = createSampleContract('PAID');
      contract.parties.creator.email = uniqueEmail('marque');
      // A missing e-mail is refused by the law first (the export is only a draft); one address
      // for both signatories passes the law and is refused here, at the field to change.
      const shared = uniqueEmail('partage');
      contract.parties.creator.signatory.email = shared;
      contract.parties.influencer.email = shared;
      const created = await ownerCall(t, owner, 'POST', '/api/contracts', contract);
      const id = created.json().id as string;
      await ownerCall(t, owner, 'POST', `/api/contracts/${id}/export`);
      const intruder = uniqueEmail('intrus');
      const refused = await ownerCall(t, owner, 'POST', `/api/contracts/${id}/signature-requests`, {
        ordered: false,
        signers: [{ party: 'influencer', name: 'X Y', email: intruder }],
      });
      expect(refused.statusCode).toBe(409);
      expect(codeOf(refused)).toBe('SIGNATORIES_INCOMPLETE');
      expect(refused.json().error.fields).toEqual([expect.objectContaining({ path: 'parties.influencer.email' })]);

      // A signer typed in the body is ignored: the invitations go where the contract says.
      const sent = await sendContract(t, owner);
      expect(await mailsTo(t, intruder)).toHaveLength(0);
      const progress = (await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}/signature-request`)).json();
      expect(
        progress.request.signers.map((s: { name: string; email: string; party: string }) => [s.party, s.name, s.email]),
      ).toEqual([
        ['creator', 'Claire Martin', sent.brand.email],
        ['influencer', 'Léa Dubois', sent.creator.email],
      ]);
    },
    SLOW,
  );

  it(
    'lets the owner who is a signatory sign in Paraphe: no mail to herself, her link through her session',
    async () => {
      const owner = await createVerifiedUser(t);
      const other = await createVerifiedUser(t);
      const sent = await sendContract(t, owner, { creatorEmail: owner.user.email });
      expect((await mailsTo(t, owner.user.email)).filter((m) => m.purpose === 'signature-invitation')).toHaveLength(0);
      expect(await mailsTo(t, sent.brand.email)).not.toHaveLength(0);
      const link = await ownerCall(t, owner, 'POST', `/api/signature-requests/${sent.requestId}/sender-link`);
      expect(link.statusCode).toBe(200);
      const me = signerClient(t, link.json().token);
      expect((await me.view()).json().signer.email).toBe(owner.user.email);
      // A code is still needed to sign.
      expect(codeOf(await me.sign())).toBe('CODE_NOT_VERIFIED');
      expect(
        (await ownerCall(t, other, 'POST', `/api/signature-requests/${sent.requestId}/sender-link`)).statusCode,
      ).toBe(404);
      const notSigner = await sendContract(t, other);
      expect(
        codeOf(await ownerCall(t, other, 'POST', `/api/signature-requests/${notSigner.requestId}/sender-link`)),
      ).toBe('FORBIDDEN');
    },
    SLOW,
  );
});
