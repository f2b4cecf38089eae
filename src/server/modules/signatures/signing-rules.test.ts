import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { signatureRequests } from '#server/db/schema/signatures.ts';
import { queueReminder } from '#server/modules/signatures/remind-signer.ts';
import { listSigners } from '#server/modules/signatures/request-rows.ts';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import {
  codeFor,
  linkTokenFor,
  ownerCall,
  sendContract,
  signAs,
  signerClient,
  TINY_PNG,
  tokenOfSigner,
} from '#testing/signatures.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { mailsTo } from '#testing/mail.ts';
import { createVerifiedUser } from '#testing/users.ts';

const DAY = 24 * 3600 * 1000;

describe(`signature rules: tokens, codes, order, expiry, owners, on ${testEngine()}`, () => {
  let t: TestApp;
  let chromium: ChromiumPdfRenderer;
  let clock: Date | undefined;
  const later = (ms: number) => {
    clock = new Date(Date.now() + ms);
  };

  beforeAll(async () => {
    chromium = createTestRenderer({ poolSize: 1 });
    t = await createTestApp({}, undefined, { now: () => clock ?? new Date(), createPdfRenderer: () => chromium });
  });
  afterAll(async () => {
    await t?.close();
    await chromium?.close();
  });
  const codeOf = (response: { json(): { error: { code: string } } }) => response.json().error.code;

  it('refuses a draft, a second sending and an invalid body', async () => {
    const owner = await createVerifiedUser(t);
    const draft = await ownerCall(t, owner, 'POST', '/api/contracts', createSampleContract('GIFT'));
    const url = `/api/contracts/${draft.json().id}/signature-requests`;
    expect(codeOf(await ownerCall(t, owner, 'POST', url, { ordered: false }))).toBe('CONTRACT_NOT_EXPORTED');
    for (const body of [{ ordered: false, expiresInDays: 0 }, { ordered: 'oui' }, {}]) {
      const refused = await ownerCall(t, owner, 'POST', url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const sent = await sendContract(t, owner);
    const again = await ownerCall(t, owner, 'POST', `/api/contracts/${sent.contractId}/signature-requests`, {
      ordered: false,
    });
    expect(codeOf(again)).toBe('SIGNATURE_IN_PROGRESS');
  });

  it('answers 404 to another user on every owner route', async () => {
    const owner = await createVerifiedUser(t);
    const intruder = await createVerifiedUser(t);
    const sent = await sendContract(t, owner);
    const calls = [
      ownerCall(t, intruder, 'POST', `/api/contracts/${sent.contractId}/signature-requests`, { ordered: false }),
      ownerCall(t, intruder, 'POST', `/api/signature-requests/${sent.requestId}/sender-link`),
      ownerCall(t, intruder, 'GET', `/api/contracts/${sent.contractId}/signature-request`),
      ownerCall(
        t,
        intruder,
        'POST',
        `/api/signature-requests/${sent.requestId}/signers/${sent.creator.signerId}/remind`,
      ),
      ownerCall(t, intruder, 'POST', `/api/signature-requests/${sent.requestId}/cancel`),
      ownerCall(t, intruder, 'GET', `/api/signature-requests/${sent.requestId}/audit-trail`),
      ownerCall(t, intruder, 'GET', `/api/signature-requests/${sent.requestId}/final-pdf`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/contracts/${sent.contractId}/signature-request` });
    expect(anonymous.statusCode).toBe(401);
    expect((await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}/signature-request`)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 to an unknown or malformed token, on every public route', async () => {
    const unknown = signerClient(t, 'x'.repeat(43));
    for (const response of [
      await unknown.view(),
      await unknown.call('GET', '/document'),
      await unknown.sendCode(),
      await unknown.verify('123456'),
      await unknown.sign(),
      await unknown.decline('Je ne suis pas concerné'),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/signature-downloads/inconnu-inconnu-inconnu' })).statusCode,
    ).toBe(404);
    const short = await signerClient(t, 'court').view();
    expect(short.statusCode, short.body).toBe(404);
  });

  it('counts wrong codes down to a dead code, lets a code expire after 10 minutes, and needs a code to sign', async () => {
    const sent = await sendContract(t, await createVerifiedUser(t));
    const signer = signerClient(t, await linkTokenFor(t, sent.creator.email));
    expect(codeOf(await signer.sign())).toBe('CODE_NOT_VERIFIED');
    expect(codeOf(await signer.verify('123456'))).toBe('CODE_EXPIRED');
    await signer.sendCode();
    const good = await codeFor(t, sent.creator.email);
    const wrong = good === '111111' ? '222222' : '111111';
    for (const left of [4, 3, 2, 1]) {
      const refused = await signer.verify(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields[0].message).toContain(`${left} essai`);
      expect((await signer.view()).json().codeAttemptsLeft).toBe(left);
    }
    expect(codeOf(await signer.verify(wrong))).toBe('CODE_EXPIRED');
    expect(codeOf(await signer.verify(good))).toBe('CODE_EXPIRED');
    expect(codeOf(await signer.verify('12a456'))).toBe('VALIDATION_ERROR');

    await signer.sendCode();
    later(11 * 60 * 1000);
    expect(codeOf(await signer.verify(await codeFor(t, sent.creator.email)))).toBe('CODE_EXPIRED');
    clock = undefined;
  });

  it('spends one try per guess even when the guesses arrive together', async () => {
    const sent = await sendContract(t, await createVerifiedUser(t));
    const signer = signerClient(t, await linkTokenFor(t, sent.creator.email));
    await signer.sendCode();
    const good = await codeFor(t, sent.creator.email);
    const wrongs = ['000001', '000002', '000003', '000004', '000005'].filter((code) => code !== good).slice(0, 5);
    while (wrongs.length < 5) wrongs.push('999999');
    const answers = await Promise.all(wrongs.map((code) => signer.verify(code)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect((await signer.view()).json().codeAttemptsLeft).toBe(0);
    expect(codeOf(await signer.verify(good))).toBe('CODE_EXPIRED');
  });

  it('rate-limits the sending of codes', async () => {
    const sent = await sendContract(t, await createVerifiedUser(t));
    const signer = signerClient(t, await linkTokenFor(t, sent.creator.email));
    for (let i = 0; i < 3; i += 1) expect((await signer.sendCode()).statusCode).toBe(200);
    const limited = await signer.sendCode();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('checks the drawn signature, the consent and the name', async () => {
    const sent = await sendContract(t, await createVerifiedUser(t));
    const signer = signerClient(t, await linkTokenFor(t, sent.creator.email));
    await signer.sendCode();
    await signer.verify(await codeFor(t, sent.creator.email));
    const drawn = { kind: 'drawn', image: TINY_PNG };
    for (const body of [
      { fullName: 'Léa Dubois', consent: false, signature: drawn },
      { fullName: 'L', consent: true, signature: drawn },
      { fullName: 'Léa Dubois', consent: true, signature: { kind: 'drawn', image: 'data:image/jpeg;base64,AAAA' } },
      {
        fullName: 'Léa Dubois',
        consent: true,
        signature: { kind: 'drawn', image: `data:image/png;base64,${'A'.repeat(300_100)}` },
      },
      {
        fullName: 'Léa Dubois',
        consent: true,
        signature: { kind: 'drawn', image: `data:image/png;base64,${'QUFB'.repeat(40)}` },
      },
    ]) {
      expect((await signer.sign(body)).statusCode).toBe(400);
    }
    expect((await signer.sign()).statusCode).toBe(200);
    expect(codeOf(await signer.sign())).toBe('ALREADY_SIGNED');
  });

  it('keeps the order: the creator is invited and may sign only after the brand', async () => {
    const sent = await sendContract(t, await createVerifiedUser(t), { ordered: true });
    expect(await mailsTo(t, sent.creator.email)).toHaveLength(0);
    const early = signerClient(t, await tokenOfSigner(t, sent.creator.signerId));
    expect((await early.view()).json().waitingForOthers).toBe(true);
    expect(codeOf(await early.sendCode())).toBe('NOT_YOUR_TURN');
    await signAs(t, sent.brand.email, 'Claire Martin');
    expect((await mailsTo(t, sent.creator.email))[0]!.subject).toMatch(/vous invite à signer/);
    const { signed } = await signAs(t, sent.creator.email, 'Léa Dubois');
    expect(signed.state).toBe('completed');
  });

  it('lets a signer decline with a reason: the request closes and the contract is editable again', async () => {
    const owner = await createVerifiedUser(t);
    const sent = await sendContract(t, owner);
    const signer = signerClient(t, await linkTokenFor(t, sent.brand.email));
    expect((await signer.decline('')).statusCode).toBe(400);
    expect((await signer.decline('Le montant ne correspond pas à notre accord.')).statusCode).toBe(200);
    expect((await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}`)).json().status).toBe('exported');
    const progress = (await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}/signature-request`)).json();
    expect(progress.request.state).toBe('declined');
    expect((await mailsTo(t, owner.user.email))[0]!.text).toContain('Le montant ne correspond pas');
    const other = signerClient(t, await linkTokenFor(t, sent.creator.email));
    expect((await other.view()).json().state).toBe('declined');
    expect(codeOf(await other.sendCode())).toBe('SIGNATURE_CLOSED');
  });

  it('lets the owner remind (once an hour) and cancel; a cancelled link signs nothing', async () => {
    const owner = await createVerifiedUser(t);
    const sent = await sendContract(t, owner);
    const remind = `/api/signature-requests/${sent.requestId}/signers/${sent.creator.signerId}/remind`;
    expect((await ownerCall(t, owner, 'POST', remind)).statusCode).toBe(200);
    expect((await mailsTo(t, sent.creator.email))[0]!.subject).toMatch(/^Rappel/);
    expect((await ownerCall(t, owner, 'POST', remind)).statusCode).toBe(429);
    const signer = signerClient(t, await linkTokenFor(t, sent.creator.email));
    await signer.sendCode();
    await signer.verify(await codeFor(t, sent.creator.email));

    const cancelled = await ownerCall(t, owner, 'POST', `/api/signature-requests/${sent.requestId}/cancel`);
    expect(cancelled.json().state).toBe('cancelled');
    expect((await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}`)).json().status).toBe('exported');
    expect((await mailsTo(t, sent.brand.email))[0]!.subject).toMatch(/annulée/);
    expect(codeOf(await signer.sign())).toBe('SIGNATURE_CLOSED');
    expect((await signer.call('GET', '/document')).statusCode).toBe(409);
    expect(codeOf(await ownerCall(t, owner, 'POST', `/api/signature-requests/${sent.requestId}/cancel`))).toBe(
      'SIGNATURE_CLOSED',
    );
    expect(codeOf(await ownerCall(t, owner, 'POST', remind))).toBe('SIGNATURE_CLOSED');
    expect((await ownerCall(t, owner, 'GET', `/api/signature-requests/${sent.requestId}/final-pdf`)).statusCode).toBe(
      409,
    );
  });

  it('reminds automatically after 3 and 7 days, then expires the request, which the owner can close', async () => {
    const owner = await createVerifiedUser(t);
    const sent = await sendContract(t, owner, { expiresInDays: 10 });
    const reminders = async () =>
      (await mailsTo(t, sent.creator.email)).filter((m) => m.purpose === 'signature-reminder').length;
    later(2 * DAY);
    await t.app.signatureUpkeep();
    expect(await reminders()).toBe(0);
    later(3 * DAY + 60_000);
    await t.app.signatureUpkeep();
    await t.app.signatureUpkeep();
    expect(await reminders()).toBe(1);
    later(7 * DAY + 60_000);
    await t.app.signatureUpkeep();
    expect(await reminders()).toBe(2);
    later(9 * DAY);
    await t.app.signatureUpkeep();
    expect(await reminders()).toBe(2);

    later(10 * DAY + 60_000);
    const signer = signerClient(t, await linkTokenFor(t, sent.creator.email));
    expect((await signer.view()).json().state).toBe('expired');
    expect(codeOf(await signer.sendCode())).toBe('SIGNATURE_EXPIRED');
    await t.app.signatureUpkeep();
    const audit = (await ownerCall(t, owner, 'GET', `/api/signature-requests/${sent.requestId}/audit-trail`)).json();
    expect(audit.events.map((e: { event: string }) => e.event)).toContain('expired');
    expect((await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}`)).json().status).toBe('sent');
    const closed = await ownerCall(t, owner, 'POST', `/api/signature-requests/${sent.requestId}/cancel`);
    expect(closed.json().state).toBe('cancelled');
    expect((await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}`)).json().status).toBe('exported');
    clock = undefined;
  });

  it('sends an automatic reminder once when two instances decided on it from the same count', async () => {
    const owner = await createVerifiedUser(t);
    const sent = await sendContract(t, owner, { expiresInDays: 10 });
    const db = t.app.database.db;
    const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, sent.requestId));
    // Both instances read the signer before either wrote: the same row, with its reminder count.
    const stale = (await listSigners(db, sent.requestId)).find((signer) => signer.email === sent.creator.email)!;
    // A reminder needs the links' key only: no certificate, no timestamp authority.
    const signing = {
      linkSecret: 'secret-de-test-'.repeat(3),
      certificate: () => {
        throw new Error('a reminder seals nothing');
      },
      timestampAuthority: null,
    };
    const ctx = { ...t.app.createContext(), now: () => new Date(), signing };
    const remind = () =>
      db.transaction((tx) => queueReminder(ctx, { tx, request: request!, signer: stale, automatic: true }));
    expect([await remind(), await remind()]).toEqual([true, false]);
    const reminders = (await mailsTo(t, sent.creator.email)).filter((m) => m.purpose === 'signature-reminder');
    expect(reminders).toHaveLength(1);
  });
});
