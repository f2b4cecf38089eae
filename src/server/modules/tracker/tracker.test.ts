import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tracker } from '#shared/api/tracker.ts';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { pdfText } from '#server/pdf/pdf-test-tools.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { mailsTo } from '#testing/mail.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { authHeaders } from '#testing/requests.ts';
import { GIF_BASE64, linkTracker, ownerTracker, PNG_BASE64, signedContract } from '#testing/tracker.ts';
import { createVerifiedUser } from '#testing/users.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe(`the tracker of a signed contract, on ${testEngine()}`, () => {
  let t: TestApp;
  let chromium: ChromiumPdfRenderer;
  // The clock of the app: each test sets the day it needs.
  let clock = new Date('2026-02-10T09:00:00Z');

  beforeAll(async () => {
    chromium = createTestRenderer({ poolSize: 1 });
    t = await createTestApp({}, undefined, { now: () => clock, createPdfRenderer: () => chromium });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await chromium?.close();
  });

  it('is made from the contract: each publication, the money owed, each use assigned', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const paid = await signedContract(t, owner);
    const response = await ownerTracker(t, owner, paid.contractId)('GET');
    expect(response.statusCode, response.body).toBe(200);
    const tracker = response.json() as Tracker;
    expect(tracker).toMatchObject({ side: 'influencer', canRenew: true });
    expect(tracker.requiredMentions).toEqual(['Collaboration commerciale', 'Images retouchées']);
    expect(tracker.publications.map((item) => [item.label, item.dueOn, item.status])).toEqual([
      ['Instagram · Reel de 30 à 60 secondes', '2026-02-16', 'upcoming'],
      ['Instagram · Story (1/3)', '2026-02-17', 'upcoming'],
      ['Instagram · Story (2/3)', '2026-02-17', 'upcoming'],
      ['Instagram · Story (3/3)', '2026-02-17', 'upcoming'],
      ['TikTok · Vidéo de 30 à 60 secondes', '2026-02-23', 'upcoming'],
    ]);
    // 1,500 € HT + 20 % VAT, due 30 days after the invoice expected at the contract's end.
    expect(tracker.payments).toMatchObject([
      { amountHt: 1500, vatRate: 20, amountTtc: 1800, status: 'upcoming', late: null },
    ]);
    expect(tracker.payments[0]?.dueOn).toBe('2026-06-02');
    expect(tracker.rights).toEqual([]);

    const ugc = await signedContract(t, owner, { type: 'UGC' });
    const ugcTracker = (await ownerTracker(t, owner, ugc.contractId)('GET')).json() as Tracker;
    // 2,400 € of pay and 450 € for each of the two uses (CPI L132-31).
    expect(ugcTracker.payments.map((item) => item.amountHt)).toEqual([3300]);
    expect(ugcTracker.rights.map((item) => [item.startsOn, item.endsOn, item.status])).toEqual([
      ['2026-02-02', '2026-08-01', 'active'],
      ['2026-02-02', '2026-08-01', 'active'],
    ]);
  });

  it('is only for a signed contract, and only its owner’s or its other party’s', async () => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const signed = await signedContract(t, owner);
    const stranger404 = await ownerTracker(t, stranger, signed.contractId)('GET');
    expect(stranger404.statusCode).toBe(404);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: authHeaders(owner.accessToken),
      payload: signed.contract,
    });
    const notSigned = await ownerTracker(t, owner, draft.json().id)('GET');
    expect(notSigned.statusCode).toBe(409);
    expect(notSigned.json().error.code).toBe('CONTRACT_NOT_SIGNED');
    expect((await linkTracker(t, 'x'.repeat(43))('GET')).statusCode).toBe(404);
    const brand = await linkTracker(t, signed.otherToken)('GET');
    expect(brand.statusCode).toBe(200);
    expect(brand.json()).toMatchObject({ side: 'brand', canRenew: false });
    expect(brand.json().publications).toHaveLength(5);

    // Every route of the tracker, with another user's contract, or through a link with another contract's items.
    const tracker = brand.json() as Tracker;
    const [publication, payment] = [tracker.publications[0]!.id, tracker.payments[0]!.id];
    const routes: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      [
        'POST',
        `/publications/${publication}/record`,
        { url: 'https://exemple.fr/p', publishedOn: '2026-02-05', mentionConfirmed: true },
      ],
      ['POST', `/publications/${publication}/review`, { decision: 'approve' }],
      ['POST', `/payments/${payment}/declare`, { paidOn: '2026-02-05' }],
      ['POST', `/payments/${payment}/confirm`],
      ['PUT', '/payments', { items: [{ label: 'Solde', amountHt: 1500, dueOn: '2026-06-02' }] }],
      ['POST', `/payments/${payment}/invoice`, { sellerVatNumber: 'FR12987654321' }],
      ['GET', `/payments/${payment}/invoice.pdf`],
      ['GET', `/payments/${payment}/reminder`],
      ['GET', `/payments/${payment}/formal-notice.pdf`],
      ['GET', '/dossier.pdf'],
    ];
    for (const [method, path, payload] of routes) {
      const answer = await ownerTracker(t, stranger, signed.contractId)(method, path, payload);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
    }
    const elsewhere = await signedContract(t, stranger);
    for (const [method, path, payload] of routes.filter(
      ([, path]) => path.includes(publication) || path.includes(payment),
    )) {
      const answer = await linkTracker(t, elsewhere.otherToken)(method, path, payload);
      expect([403, 404], `${method} ${path}`).toContain(answer.statusCode);
      if (answer.statusCode === 403) expect(answer.json().error.code).toBe('FORBIDDEN');
    }
    // Nothing changed on the first contract.
    const after = (await ownerTracker(t, owner, signed.contractId)('GET')).json() as Tracker;
    expect(after.publications[0]?.record).toBeNull();
    expect(after.payments[0]?.declared).toBeNull();
  });

  it('records a publication with its screenshot; the brand asks a correction, then approves', async () => {
    clock = new Date('2026-02-16T18:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner);
    const call = ownerTracker(t, owner, signed.contractId);
    const brand = linkTracker(t, signed.otherToken);
    const item = ((await call('GET')).json() as Tracker).publications[0]!;
    const record = { url: 'https://www.instagram.com/p/abc/', publishedOn: '2026-02-16', mentionConfirmed: true };

    const fake = await call('POST', `/publications/${item.id}/record`, {
      ...record,
      screenshots: [{ mimeType: 'image/png', data: GIF_BASE64 }],
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.code).toBe('INVALID_ATTACHMENT');
    const big = await call('POST', `/publications/${item.id}/record`, {
      ...record,
      screenshots: [
        {
          mimeType: 'image/png',
          data: Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(2 * 1024 * 1024)]).toString('base64'),
        },
      ],
    });
    expect(big.statusCode).toBe(413);
    const future = await call('POST', `/publications/${item.id}/record`, { ...record, publishedOn: '2026-02-17' });
    expect(future.statusCode).toBe(400);
    const noMention = await call('POST', `/publications/${item.id}/record`, { ...record, mentionConfirmed: false });
    expect(noMention.statusCode).toBe(400);
    expect(((await call('GET')).json() as Tracker).publications[0]?.record).toBeNull();

    expect((await brand('POST', `/publications/${item.id}/record`, record)).statusCode).toBe(403);
    const recorded = await call('POST', `/publications/${item.id}/record`, {
      ...record,
      screenshots: [{ mimeType: 'image/png', data: PNG_BASE64 }],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const published = (recorded.json() as Tracker).publications[0]!;
    expect(published.status).toBe('published');
    expect(published.record).toMatchObject({ url: record.url, publishedOn: '2026-02-16', mentionConfirmed: true });
    const shot = published.record!.screenshots[0]!;
    const image = await brand('GET', `/publications/${item.id}/screenshots/${shot.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);

    // Another contract's item, through this contract: not found.
    const other = await signedContract(t, owner);
    const otherItem = ((await ownerTracker(t, owner, other.contractId)('GET')).json() as Tracker).publications[0]!;
    expect((await call('POST', `/publications/${otherItem.id}/record`, record)).statusCode).toBe(404);
    expect((await brand('GET', `/publications/${otherItem.id}/screenshots/${shot.id}`)).statusCode).toBe(404);

    expect((await call('POST', `/publications/${item.id}/review`, { decision: 'approve' })).statusCode).toBe(403);
    const noComment = await brand('POST', `/publications/${item.id}/review`, { decision: 'request-correction' });
    expect(noComment.statusCode).toBe(400);
    const correction = await brand('POST', `/publications/${item.id}/review`, {
      decision: 'request-correction',
      comment: 'La mention est coupée sur la capture.',
    });
    expect(correction.json().publications[0].review).toMatchObject({
      state: 'correction-requested',
      comment: 'La mention est coupée sur la capture.',
    });
    // Recording again keeps the screenshot named, and asks the brand to look again.
    const again = await call('POST', `/publications/${item.id}/record`, { ...record, keepScreenshots: [shot.id] });
    expect(again.json().publications[0].review.state).toBe('pending');
    expect(again.json().publications[0].record.screenshots.map((s: { id: string }) => s.id)).toEqual([shot.id]);
    const approved = await brand('POST', `/publications/${item.id}/review`, { decision: 'approve' });
    expect(approved.json().publications[0].review.state).toBe('approved');

    const dossier = await brand('GET', '/dossier.pdf');
    expect(dossier.statusCode).toBe(200);
    const text = flat(await pdfText(dossier.rawPayload));
    expect(text).toContain('Dossier de preuves');
    expect(text).toContain('https://www.instagram.com/p/abc/');
  }, 120_000);

  it('tracks a payment: declared by one party, confirmed by the other; a schedule keeps the total', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner);
    const call = ownerTracker(t, owner, signed.contractId);
    const brand = linkTracker(t, signed.otherToken);

    const mismatch = await call('PUT', '/payments', {
      items: [
        { label: 'Acompte', amountHt: 450, dueOn: '2026-02-15' },
        { label: 'Solde', amountHt: 1000, dueOn: '2026-06-02' },
      ],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('SCHEDULE_TOTAL_MISMATCH');
    const schedule = {
      items: [
        { label: 'Acompte (30 %)', amountHt: 450, dueOn: '2026-02-15' },
        { label: 'Solde (70 %)', amountHt: 1050, dueOn: '2026-06-02' },
      ],
    };
    expect((await brand('PUT', '/payments', schedule)).statusCode).toBe(403);
    const split = await call('PUT', '/payments', schedule);
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json()).toMatchObject({ canEditSchedule: true, vatTreatment: 'standard' });
    expect((await brand('GET')).json().canEditSchedule).toBe(false);
    const [deposit, balance] = (split.json() as Tracker).payments;
    expect([deposit?.amountTtc, balance?.amountTtc]).toEqual([540, 1260]);

    const future = await brand('POST', `/payments/${deposit!.id}/declare`, { paidOn: '2026-02-11' });
    expect(future.statusCode).toBe(400);
    const sent = await brand('POST', `/payments/${deposit!.id}/declare`, { paidOn: '2026-02-10' });
    expect(sent.json().payments[0]).toMatchObject({
      status: 'to-invoice',
      declared: { by: 'brand', paidOn: '2026-02-10' },
    });
    expect((await call('GET')).json().canEditSchedule).toBe(false);
    expect((await brand('POST', `/payments/${deposit!.id}/confirm`)).statusCode).toBe(403);
    const confirmed = await call('POST', `/payments/${deposit!.id}/confirm`);
    expect(confirmed.json().payments[0].status).toBe('paid');
    const locked = await call('PUT', '/payments', schedule);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('SCHEDULE_LOCKED');
  });

  it('computes a late payment’s penalties and indemnity, and prepares the reminder and the formal notice', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner);
    const call = ownerTracker(t, owner, signed.contractId);
    const payment = ((await call('GET')).json() as Tracker).payments[0]!;
    const early = await call('GET', `/payments/${payment.id}/reminder`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYMENT_NOT_LATE');

    // Without an invoice, no payment term runs (C. com. L441-10 I): « À facturer », never late.
    clock = new Date('2026-07-02T09:00:00Z');
    const uninvoiced = ((await call('GET')).json() as Tracker).payments[0]!;
    expect(uninvoiced).toMatchObject({ status: 'to-invoice', late: null, invoice: null });
    expect((await call('GET', `/payments/${payment.id}/reminder`)).statusCode).toBe(409);
    // Invoiced outside Paraphe on 3 May: due 30 days later.
    const future = await call('POST', `/payments/${payment.id}/external-invoice`, {
      number: 'LD-7',
      issuedOn: '2026-07-03',
    });
    expect(future.statusCode).toBe(400);
    expect(
      (await call('POST', `/payments/${payment.id}/external-invoice`, { number: '', issuedOn: '2026-05-03' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await linkTracker(t, signed.otherToken)('POST', `/payments/${payment.id}/external-invoice`, {
          number: 'LD-7',
          issuedOn: '2026-05-03',
        })
      ).statusCode,
    ).toBe(403);
    const invoiced = await call('POST', `/payments/${payment.id}/external-invoice`, {
      number: 'LD-2026-007',
      issuedOn: '2026-05-03',
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json().payments[0]).toMatchObject({
      dueOn: '2026-06-02',
      invoice: { number: 'LD-2026-007', issuedOn: '2026-05-03', external: true },
    });
    // Paraphe then issues no second invoice for it.
    expect(
      (await call('POST', `/payments/${payment.id}/invoice`, { sellerVatNumber: 'FR12987654321' })).statusCode,
    ).toBe(409);

    // Due 2 June 2026; on 2 July, 30 days late at 2.15 % + 10 points on 1,800 € TTC.
    const late = ((await call('GET')).json() as Tracker).payments[0]!;
    expect(late.status).toBe('late');
    expect(late.late).toMatchObject({ daysLate: 30, indemnity: 40 });
    expect(late.late?.penalties).toBeCloseTo((1800 * 12.15 * 30) / 36500, 2);
    const reminder = await call('GET', `/payments/${payment.id}/reminder`);
    expect(reminder.statusCode).toBe(200);
    expect(reminder.json().to).toBe(signed.otherEmail);
    expect(reminder.json().body).toContain('40');
    expect(reminder.json().body).toContain('LD-2026-007');
    const notice = await call('GET', `/payments/${payment.id}/formal-notice.pdf`);
    expect(notice.statusCode).toBe(200);
    expect(flat(await pdfText(notice.rawPayload))).toMatch(/mise en demeure/i);
    expect(
      (await linkTracker(t, signed.otherToken)('GET', `/payments/${payment.id}/formal-notice.pdf`)).statusCode,
    ).toBe(403);
  }, 120_000);

  it('numbers the creator’s invoices without a gap, even two at once', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner);
    const call = ownerTracker(t, owner, signed.contractId);
    const split = await call('PUT', '/payments', {
      items: [
        { label: 'Acompte', amountHt: 500, dueOn: '2026-02-15' },
        { label: 'Deuxième versement', amountHt: 500, dueOn: '2026-04-15' },
        { label: 'Solde', amountHt: 500, dueOn: '2026-06-02' },
      ],
    });
    const ids = (split.json() as Tracker).payments.map((item) => item.id);
    const vat = { sellerVatNumber: 'FR 12 987654321', iban: 'FR76 3000 6000 0112 3456 7890 189' };
    expect((await linkTracker(t, signed.otherToken)('POST', `/payments/${ids[0]}/invoice`, vat)).statusCode).toBe(403);
    // Under VAT, the creator's VAT number is asked (CGI ann. II art. 242 nonies A).
    const noVat = await call('POST', `/payments/${ids[0]}/invoice`, {});
    expect(noVat.statusCode).toBe(400);
    expect(noVat.json().error.fields[0].path).toBe('sellerVatNumber');
    const badVat = await call('POST', `/payments/${ids[0]}/invoice`, { sellerVatNumber: 'n° 42' });
    expect(badVat.statusCode).toBe(400);
    const answers = await Promise.all(ids.map((id) => call('POST', `/payments/${id}/invoice`, vat)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = ((await call('GET')).json() as Tracker).payments.map((item) => item.invoice?.number).sort();
    expect(numbers).toEqual(['F-0001', 'F-0002', 'F-0003']);
    // Issuing again gives the same invoice, not a new number.
    await call('POST', `/payments/${ids[0]}/invoice`, vat);
    const second = await signedContract(t, owner);
    const next = ((await ownerTracker(t, owner, second.contractId)('GET')).json() as Tracker).payments[0]!;
    const fourth = await ownerTracker(t, owner, second.contractId)('POST', `/payments/${next.id}/invoice`, vat);
    expect(fourth.json().payments[0].invoice.number).toBe('F-0004');
    // Invoiced today: due thirty days later, « À venir » (no longer « À facturer »).
    expect(fourth.json().payments[0]).toMatchObject({ status: 'upcoming', dueOn: '2026-03-12' });
    const first = ((await call('GET')).json() as Tracker).payments.find((item) => item.invoice?.number === 'F-0001')!;
    const pdf = await call('GET', `/payments/${first.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = flat(await pdfText(pdf.rawPayload));
    expect(text).toContain('F-0001');
    expect(text).toContain('987 654 321 00019');
    expect(text).toContain('FR12987654321');
    expect(text).toContain('IBAN FR7630006000011234567890189');

    const noSiret = await signedContract(t, owner, {
      edit: (contract) => {
        contract.parties.influencer.siret = '';
      },
    });
    const item = ((await ownerTracker(t, owner, noSiret.contractId)('GET')).json() as Tracker).payments[0]!;
    const refused = await ownerTracker(t, owner, noSiret.contractId)('POST', `/payments/${item.id}/invoice`, vat);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('INVOICE_DETAILS_MISSING');
  }, 120_000);

  it('ends each use: notices 30 and 7 days before, the brand confirms the withdrawal after', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner, { type: 'UGC' });
    const brand = linkTracker(t, signed.otherToken);
    const right = ((await brand('GET')).json() as Tracker).rights[0]!;
    const early = await brand('POST', `/rights/${right.id}/withdrawn`);
    expect(early.statusCode).toBe(409);

    clock = new Date('2026-07-05T09:00:00Z');
    await t.app.trackerUpkeep();
    const thirty = (await mailsTo(t, signed.otherEmail)).filter((mail) => mail.purpose === 'tracker-right-30');
    expect(thirty).toHaveLength(2);
    expect(thirty[0]?.text).toContain('/signer/');
    await t.app.trackerUpkeep();
    expect((await mailsTo(t, signed.otherEmail)).filter((mail) => mail.purpose === 'tracker-right-30')).toHaveLength(2);
    expect(
      (await mailsTo(t, owner.user.email)).filter((mail) => mail.purpose === 'tracker-right-30')[0]?.text,
    ).toContain(`/contracts/${signed.contractId}/suivi`);

    clock = new Date('2026-08-03T09:00:00Z');
    await t.app.trackerUpkeep();
    expect((await mailsTo(t, signed.otherEmail)).some((mail) => mail.purpose === 'tracker-right-expired')).toBe(true);
    expect(((await brand('GET')).json() as Tracker).rights[0]?.status).toBe('expired');
    expect((await ownerTracker(t, owner, signed.contractId)('POST', `/rights/${right.id}/withdrawn`)).statusCode).toBe(
      403,
    );
    const withdrawn = await brand('POST', `/rights/${right.id}/withdrawn`);
    expect(withdrawn.json().rights[0].status).toBe('withdrawn');
  });

  it('lists what is due on the dashboard and in a revocable calendar feed', async () => {
    clock = new Date('2026-02-20T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    await signedContract(t, owner);
    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/tracker/upcoming',
      headers: authHeaders(owner.accessToken),
    });
    expect(upcoming.statusCode).toBe(200);
    // The Reel (16 Feb) and the three stories (17 Feb) are late; the TikTok is due on the 23rd.
    expect(upcoming.json().lateCount).toBe(4);
    expect(upcoming.json().items[0]).toMatchObject({ late: true, dueOn: '2026-02-16', statusLabel: 'En retard' });
    expect(upcoming.json().items.at(-1)).toMatchObject({ late: false, dueOn: '2026-02-23' });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/tracker/upcoming',
      headers: authHeaders(stranger.accessToken),
    });
    expect(none.json()).toEqual({ items: [], lateCount: 0 });

    const feed = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-feed',
      headers: authHeaders(owner.accessToken),
    });
    const url = new URL(feed.json().url as string);
    const ics = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20260223');
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/calendar-feed',
      headers: authHeaders(owner.accessToken),
    });
    expect(status.json()).toMatchObject({ active: true });
    expect(status.json().url).toBeUndefined();
    await t.app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers: authHeaders(owner.accessToken) });
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });

  it('reminds the creator before a publication is due, and both parties once it or a payment is late', async () => {
    clock = new Date('2026-02-10T09:00:00Z');
    const owner = await createVerifiedUser(t);
    const signed = await signedContract(t, owner, { ownerSide: 'brand' });
    const purposes = async (email: string) => (await mailsTo(t, email)).map((mail) => mail.purpose);

    clock = new Date('2026-02-13T09:00:00Z');
    await t.app.trackerUpkeep();
    // Three days before the Reel's day: the creator only.
    expect(await purposes(signed.otherEmail)).toEqual(['tracker-publication-soon']);
    expect(await purposes(owner.user.email)).toEqual([]);
    const soon = (await mailsTo(t, signed.otherEmail))[0]!;
    expect(soon.text).toContain('16 février 2026');
    expect(soon.text).toContain('/signer/');

    clock = new Date('2026-06-03T09:00:00Z');
    await t.app.trackerUpkeep();
    // The five publications are late; the payment, not invoiced, is not.
    expect((await purposes(owner.user.email)).filter((purpose) => purpose.endsWith('-late'))).toEqual(
      Array(5).fill('tracker-publication-late'),
    );
    const payment = ((await linkTracker(t, signed.otherToken)('GET')).json() as Tracker).payments[0]!;
    const invoiced = await linkTracker(t, signed.otherToken)('POST', `/payments/${payment.id}/external-invoice`, {
      number: 'LD-2026-007',
      issuedOn: '2026-05-03',
    });
    expect(invoiced.statusCode).toBe(200);
    await t.app.trackerUpkeep();
    await t.app.trackerUpkeep();
    const late = (await purposes(owner.user.email)).filter((purpose) => purpose.endsWith('-late'));
    // Five publications and the payment, each told once.
    expect(late.sort()).toEqual([...Array(5).fill('tracker-publication-late'), 'tracker-payment-late'].sort());
    expect((await purposes(signed.otherEmail)).filter((purpose) => purpose === 'tracker-payment-late')).toHaveLength(1);
  });

  it('gives the editor the exclusivities still running, and the export carries the tracker', async () => {
    clock = new Date('2026-03-01T09:00:00Z');
    const owner = await createVerifiedUser(t, { plan: 'pro' });
    const stranger = await createVerifiedUser(t);
    const signed = await signedContract(t, owner, {
      edit: (contract) => {
        contract.clauses.exclusivity = {
          ...contract.clauses.exclusivity,
          enabled: true,
          sector: 'Ustensiles de cuisine',
          price: 300,
        };
      },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/tracker/exclusivities',
      headers: authHeaders(owner.accessToken),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject([
      { contractId: signed.contractId, sector: 'Ustensiles de cuisine', brandName: 'Maison Lumière' },
    ]);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/tracker/exclusivities',
      headers: authHeaders(stranger.accessToken),
    });
    expect(none.json()).toEqual([]);

    const item = ((await ownerTracker(t, owner, signed.contractId)('GET')).json() as Tracker).publications[0]!;
    await ownerTracker(t, owner, signed.contractId)('POST', `/publications/${item.id}/record`, {
      url: 'https://www.instagram.com/p/xyz/',
      publishedOn: '2026-02-16',
      mentionConfirmed: true,
      screenshots: [{ mimeType: 'image/png', data: PNG_BASE64 }],
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: authHeaders(owner.accessToken),
    });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(exported.body);
    expect(
      data.tracker.items.some((row: { url: string | null }) => row.url === 'https://www.instagram.com/p/xyz/'),
    ).toBe(true);
    expect(data.tracker.screenshots[0]).toMatchObject({ mimeType: 'image/png', base64: PNG_BASE64 });
    const strangerData = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: authHeaders(stranger.accessToken) })).body,
    );
    expect(strangerData.tracker).toEqual({ items: [], screenshots: [], invoices: [], calendarFeedCreatedAt: null });
  });
});
