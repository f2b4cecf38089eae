import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { pdfInfo, pdfText } from '#server/pdf/pdf-test-tools.ts';
import { createHash } from 'node:crypto';
import { CONSENT_VERSION } from '#shared/signature/consent.ts';
import { type LocalTsa, startLocalTsa } from '#testing/local-tsa.ts';
import { pdfsigReport, timestampTokenOf, verifyTimestampToken } from '#testing/pdfsig.ts';
import { codeFor, linkTokenFor, ownerCall, sendContract, signAs, signerClient } from '#testing/signatures.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { mailsTo } from '#testing/mail.ts';
import { createVerifiedUser } from '#testing/users.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe(`electronic signature, from sent to signed, on ${testEngine()}`, () => {
  let t: TestApp;
  let chromium: ChromiumPdfRenderer;
  let tsa: LocalTsa;

  beforeAll(async () => {
    chromium = createTestRenderer({ poolSize: 1 });
    // A real RFC 3161 authority (openssl ts) dates the seals of this app.
    tsa = await startLocalTsa();
    t = await createTestApp({ tsaUrl: tsa.url }, undefined, { createPdfRenderer: () => chromium });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await chromium?.close();
    await tsa?.close();
  });

  it('sends, lets both parties sign, seals a final PDF that pdfsig validates and marks the contract signed', {
    timeout: 240_000,
  }, async () => {
    const owner = await createVerifiedUser(t);
    const sent = await sendContract(t, owner);
    const contract = await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}`);
    expect(contract.json().status).toBe('sent');
    // Sent means frozen: a save is refused.
    const save = await ownerCall(t, owner, 'PUT', `/api/contracts/${sent.contractId}`, {
      ...(contract.json() as Record<string, unknown>),
      title: 'Changé',
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().error.code).toBe('CONTRACT_LOCKED');

    const invitation = (await mailsTo(t, sent.creator.email))[0]!;
    expect(invitation.subject).toMatch(/vous invite à signer/);
    expect(invitation.text).toMatch(/\/signer\/[A-Za-z0-9_-]{40,}/);

    const creator = await signAs(t, sent.creator.email, 'Léa Dubois', 'drawn');
    expect(creator.signed.signer.state).toBe('signed');
    expect(creator.signed.state).toBe('pending');
    const progress = await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}/signature-request`);
    const creatorRow = progress.json().request.signers.find((s: { email: string }) => s.email === sent.creator.email);
    expect(creatorRow.openedAt).not.toBeNull();
    expect(creatorRow.signedAt).not.toBeNull();

    // More pages than the document has is not a reading: refused, nothing signed.
    const brandLink = signerClient(t, await linkTokenFor(t, sent.brand.email));
    const impossible = await brandLink.sign({
      fullName: 'Claire Martin',
      consent: true,
      signature: { kind: 'typed' },
      pagesViewed: { seen: 13, total: 12 },
    });
    expect(impossible.statusCode).toBe(400);
    const brand = await signAs(t, sent.brand.email, 'Claire Martin', 'typed', {
      secondsOnDocument: 95,
      pagesViewed: { seen: 11, total: 12 },
    });
    expect(brand.signed.state).toBe('completed');
    expect((await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}`)).json().status).toBe('signed');

    const final = await ownerCall(t, owner, 'GET', `/api/signature-requests/${sent.requestId}/final-pdf`);
    expect(final.statusCode).toBe(200);
    expect(final.headers['content-type']).toBe('application/pdf');
    const pdf = final.rawPayload;
    const report = pdfsigReport(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const tampered = Buffer.from(pdf);
    const middle = Math.floor(tampered.length / 3);
    tampered[middle] = tampered[middle]! ^ 0x01;
    expect(pdfsigReport(tampered)).not.toContain('Signature is Valid');

    // The seal is dated by the authority: its token verifies against the seal's signature value.
    const token = timestampTokenOf(pdf);
    expect(verifyTimestampToken(token, tsa.certificateFile)).toContain('Verification: OK');

    const pages = Number(pdfInfo(pdf).Pages);
    const perPage = Array.from({ length: pages }, (_, index) => flat(pdfText(pdf, index + 1)));
    // The request's identifier on every page; the certificate pages numbered as an annex.
    for (const text of perPage) expect(text).toContain(`Demande de signature Paraphe n° ${sent.requestId}`);
    // The certificate's own title, not the convention de preuve that names it in guillemets.
    const firstAnnex = perPage.findIndex((text) => /(?<!«\s?)Certificat de signature électronique(?!\s?»)/.test(text));
    expect(firstAnnex).toBeGreaterThan(0);
    const annexPages = pages - firstAnnex;
    expect(perPage[firstAnnex]).toContain(
      `Annexe — certificat de signature (dossier de preuve), page 1 / ${annexPages}`,
    );
    const certificate = perPage.slice(firstAnnex).join(' ');
    for (const email of [sent.creator.email, sent.brand.email, owner.user.email]) expect(certificate).toContain(email);
    for (const text of [
      'Expéditeur',
      'UTC',
      'heure de Paris',
      'code à usage unique',
      'iPhone',
      'Demande envoyée',
      'Page de signature ouverte',
      'Code envoyé par e-mail',
      'Code vérifié',
      'Document signé',
      `version ${CONSENT_VERSION}`,
      'J’ai lu le contrat',
      'jeton d’horodatage RFC 3161',
      'article 2224 du Code civil',
      'dossier de preuve',
    ]) {
      expect(certificate, text).toContain(text);
    }
    // What the browser measured of the reading, read in the content's order (the event's cell whole).
    const rawCertificate = flat(pdfText(pdf, undefined, { raw: true }))
      .split('Certificat de signature électronique')
      .pop();
    expect(rawCertificate).toContain('temps passé sur la page du document : 1 min 35 s');
    expect(rawCertificate).toContain('pages du document affichées à l’écran : 11 sur 12');
    const progressAfter = (
      await ownerCall(t, owner, 'GET', `/api/contracts/${sent.contractId}/signature-request`)
    ).json();
    expect(certificate).toContain(progressAfter.request.documentSha256);
    // The signatures stand in the contract's own blocks, on its last page: no page of their own.
    const signedPage = perPage[firstAnnex - 1]!;
    expect(signedPage).toContain('Lu et approuvé');
    expect(signedPage).toContain('Claire Martin');
    expect(signedPage.match(/Signé électroniquement le/g)).toHaveLength(2);
    expect(signedPage).not.toContain('Signatures des parties');

    // Each party and the owner get a link to the same final PDF.
    for (const email of [sent.creator.email, sent.brand.email, owner.user.email]) {
      const mail = (await mailsTo(t, email)).find((m) => m.purpose === 'signature-completed');
      const token = /\/api\/signature-downloads\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
      const download = await t.app.inject({ method: 'GET', url: `/api/signature-downloads/${token}` });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
    }

    // No replay: the link of a signer who signed neither signs again nor serves the document.
    expect((await creator.signer.sign()).json().error.code).toBe('SIGNATURE_CLOSED');
    expect((await creator.signer.call('GET', '/document')).statusCode).toBe(409);
    expect((await creator.signer.view()).json().signer.state).toBe('signed');

    // The completion mail gives the SHA-256 of the final file.
    const completed = (await mailsTo(t, sent.creator.email)).find((m) => m.purpose === 'signature-completed')!;
    expect(completed.text).toContain(createHash('sha256').update(pdf).digest('hex'));

    // A signed contract is evidence: its owner cannot delete it.
    const deleted = await ownerCall(t, owner, 'DELETE', `/api/contracts/${sent.contractId}`);
    expect(deleted.statusCode).toBe(409);
    expect((await creator.signer.view()).statusCode).toBe(200);
  });

  it('keeps an append-only audit trail, downloadable as JSON and CSV', async () => {
    const owner = await createVerifiedUser(t);
    const sent = await sendContract(t, owner);
    const creator = signerClient(t, await linkTokenFor(t, sent.creator.email));
    await creator.view();
    await creator.sendCode();
    await creator.verify('000000').then(async (wrong) => {
      if (wrong.statusCode === 200) return; // one chance in a million that 000000 was the code
      expect(wrong.json().error.code).toBe('INVALID_CODE');
    });
    await creator.verify(await codeFor(t, sent.creator.email));
    const json = await ownerCall(t, owner, 'GET', `/api/signature-requests/${sent.requestId}/audit-trail`);
    expect(json.statusCode).toBe(200);
    const events = json.json().events.map((e: { event: string }) => e.event);
    expect(events.slice(0, 3)).toEqual(['sent', 'opened', 'code_sent']);
    expect(events).toContain('code_checked');
    const opened = json.json().events.find((e: { event: string }) => e.event === 'opened');
    expect(opened.signer.email).toBe(sent.creator.email);
    expect(opened.userAgent).toContain('iPhone');
    expect(opened.ip).toMatch(/^10\./);

    const csv = await ownerCall(t, owner, 'GET', `/api/signature-requests/${sent.requestId}/audit-trail?format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Date (UTC)";"Événement"');
    expect(csv.body).toContain('"Page de signature ouverte"');

    await expect(t.app.database.db.execute(sql`update signature_events set event = 'signed'`)).rejects.toThrow();
  });

  it('gives the signature rate of the last 90 days: signed ÷ sent', async () => {
    const owner = await createVerifiedUser(t);
    const empty = await ownerCall(t, owner, 'GET', '/api/signatures/rate');
    expect(empty.json()).toEqual({ sent: 0, signed: 0, rate: null, windowDays: 90 });
    const first = await sendContract(t, owner);
    await sendContract(t, owner);
    await signAs(t, first.creator.email, 'Léa Dubois');
    await signAs(t, first.brand.email, 'Claire Martin');
    const rate = await ownerCall(t, owner, 'GET', '/api/signatures/rate');
    expect(rate.json()).toEqual({ sent: 2, signed: 1, rate: 0.5, windowDays: 90 });
  });
});
