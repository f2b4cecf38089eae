import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tracker } from '#shared/api/tracker.ts';
import { pdfText } from '#server/pdf/pdf-test-tools.ts';
import type { TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import {
  GIF_BASE64,
  linkTracker,
  ownerTracker,
  PNG_BASE64,
  signedContract,
  startTrackerApp,
} from '#testing/tracker.ts';
import { createVerifiedUser } from '#testing/users.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe(`the tracker of a signed contract, on ${testEngine()}`, () => {
  let t: TestApp;
  let close: () => Promise<void>;
  // The clock of the app: each test sets the day it needs.
  let clock = new Date('2026-02-10T09:00:00Z');

  beforeAll(async () => {
    ({ t, close } = await startTrackerApp(() => clock));
  }, 180_000);
  afterAll(async () => close?.());

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
