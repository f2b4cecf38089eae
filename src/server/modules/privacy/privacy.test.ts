import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { contractVersions, contracts } from '#server/db/schema/contracts.ts';
import { contractExports, creditLedger } from '#server/db/schema/exports.ts';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import { billingCustomers, checkoutOrders, subscriptions } from '#server/db/schema/payments.ts';
import { retainedInvoices } from '#server/db/schema/privacy.ts';
import { contactMessages, waitlistEntries } from '#server/db/schema/public-site.ts';
import { refreshTokens, userDetails, users } from '#server/db/schema/users.ts';
import type { PdfRenderer } from '#server/plugins/pdf.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { sendContract, signAs } from '#testing/signatures.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { type TestUser, createUser, createVerifiedUser } from '#testing/users.ts';

/** Rendering is not the point here: a one-page PDF stands in for Chromium's. */
const standInRenderer: PdfRenderer = {
  render: async () => ({ pdf: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'), pages: 1 }),
  close: async () => {},
};

type Footprint = {
  contractId: string;
  exportId: string;
  orderIds: string[];
  subscriptionId: string;
  customerId: string;
  messageId: string;
};

describe(`personal data (export and deletion) on ${testEngine()}`, () => {
  let t: TestApp;
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authHeaders(user.accessToken),
      remoteAddress: nextTestIp(),
      ...(payload === undefined ? {} : { payload }),
    });

  /** Leaves data of every kind through the API: contract, export, credits, a pack and Pro, a message, a signup. */
  async function leaveFootprint(user: TestUser): Promise<Footprint> {
    const contract = await call(user, 'POST', '/api/contracts', createSampleContract('PAID'));
    expect(contract.statusCode).toBe(201);
    const contractId = contract.json().id;
    const exported = await call(user, 'POST', `/api/contracts/${contractId}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const orderIds: string[] = [];
    for (const choice of [{ topupSku: 'TOPUP_5' }, { plan: 'pro' }]) {
      const checkout = await call(user, 'POST', '/api/payments/upgrade', choice);
      const orderId = /\/checkout\/sandbox\/([0-9a-f-]{36})$/.exec(checkout.json().url)![1]!;
      expect((await call(user, 'POST', `/api/payments/sandbox/orders/${orderId}/pay`)).statusCode).toBe(200);
      orderIds.push(orderId);
    }
    const message = await call(user, 'POST', '/api/contact', {
      firstName: user.user.firstName,
      lastName: user.user.lastName,
      email: user.user.email,
      subject: 'question-juridique',
      message: 'Ce contrat couvre-t-il la cession des droits ?',
    });
    expect(message.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/waitlist',
          remoteAddress: nextTestIp(),
          payload: { email: user.user.email },
        })
      ).statusCode,
    ).toBe(200);
    const db = t.database.db;
    const [exportRow] = await db.select().from(contractExports).where(eq(contractExports.ownerId, user.user.id));
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.user.id));
    return {
      contractId,
      exportId: exportRow!.id,
      orderIds,
      subscriptionId: subscription!.id,
      customerId: customer!.customerId,
      messageId: message.json().id,
    };
  }

  let alice: TestUser;
  let bob: TestUser;
  let aliceData: Footprint;
  let bobData: Footprint;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { createPdfRenderer: () => standInRenderer });
    alice = await createVerifiedUser(t, {
      firstName: 'Alice',
      lastName: 'Martin',
      details: {
        role: 'creator',
        siret: '73282932000074',
        companyName: 'Alice Martin Créations',
        address: '5 rue des Lilas',
        city: 'Nantes',
        postalCode: '44000',
      },
    });
    bob = await createVerifiedUser(t, { firstName: 'Bob', lastName: 'Bernard' });
    aliceData = await leaveFootprint(alice);
    bobData = await leaveFootprint(bob);
  });
  afterAll(async () => t.close());

  const bobsIdentifiers = () => [
    bob.user.id,
    bob.user.email,
    'Bernard',
    bobData.contractId,
    bobData.exportId,
    ...bobData.orderIds,
    bobData.subscriptionId,
    bobData.customerId,
    bobData.messageId,
  ];

  describe('GET /api/me/export', () => {
    it('downloads a JSON file of every kind of data of the account, and nothing of anyone else', async () => {
      const response = await call(alice, 'GET', '/api/me/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const today = parisDay(new Date());
      expect(response.headers['content-disposition']).toBe(`attachment; filename="paraphe-donnees-${today}.json"`);

      const data = response.json();
      expect(data.account).toMatchObject({
        id: alice.user.id,
        email: alice.user.email,
        firstName: 'Alice',
        plan: 'pro',
      });
      expect(data.professionalDetails).toMatchObject({ role: 'creator', city: 'Nantes', postalCode: '44000' });
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.contracts).toHaveLength(1);
      expect(data.contracts[0]).toMatchObject({ id: aliceData.contractId, type: 'PAID', status: 'exported' });
      expect(data.contracts[0].body.parties).toBeDefined();
      expect(data.contracts[0].history.length).toBeGreaterThanOrEqual(1);
      expect(data.addressBook).toEqual([
        expect.objectContaining({ name: data.contracts[0].body.parties.creator.name, side: 'creator' }),
      ]);
      expect(data.exports).toEqual([
        expect.objectContaining({ id: aliceData.exportId, contractId: aliceData.contractId, contractVersion: 1 }),
      ]);
      expect(data.exports[0].sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(data.credits.map((row: { kind: string }) => row.kind).sort()).toEqual([
        'export',
        'monthly_grant',
        'topup',
      ]);
      expect(data.payments.billingCustomer.customerId).toBe(aliceData.customerId);
      expect(data.payments.subscriptions).toEqual([
        expect.objectContaining({ id: aliceData.subscriptionId, status: 'active' }),
      ]);
      expect(data.payments.orders.map((order: { id: string }) => order.id).sort()).toEqual(
        [...aliceData.orderIds].sort(),
      );
      expect(data.contactMessages).toEqual([
        expect.objectContaining({ id: aliceData.messageId, subject: 'question-juridique' }),
      ]);
      expect(data.waitlist).toMatchObject({ email: alice.user.email });

      for (const identifier of bobsIdentifiers()) expect(response.body).not.toContain(identifier);
      for (const secret of ['passwordHash', 'password_hash', 'tokenHash', 'token_hash', '%PDF', '$argon2']) {
        expect(response.body).not.toContain(secret);
      }
    });

    it('holds the branding and the signature requests sent, without the signer’s IP or signature', async () => {
      const owner = await createVerifiedUser(t, { plan: 'pro' });
      const accentColor = '#1f4e79';
      expect((await call(owner, 'PUT', '/api/branding', { accentColor })).statusCode).toBeLessThan(300);
      const sent = await sendContract(t, owner);
      await signAs(t, sent.creator.email, 'Léa Dubois');

      const data = (await call(owner, 'GET', '/api/me/export')).json();
      expect(data.branding).toMatchObject({ accentColor, logoBase64: null });
      expect(data.signatureRequests).toHaveLength(1);
      const [request] = data.signatureRequests;
      expect(request).toMatchObject({ id: sent.requestId, contractId: sent.contractId, state: 'pending' });
      expect(request.signers.map((signer: { email: string }) => signer.email).sort()).toEqual(
        [sent.brand.email, sent.creator.email].sort(),
      );
      const signed = request.signers.find((signer: { email: string }) => signer.email === sent.creator.email);
      expect(signed.signedAt).not.toBeNull();
      expect(Object.keys(signed)).not.toEqual(expect.arrayContaining(['ip']));
      expect(JSON.stringify(request)).not.toMatch(/userAgent|signatureImage|data:image/);
      expect(request.events.map((event: { event: string }) => event.event)).toContain('signed');
    });

    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/me', () => {
    it('refuses a wrong password with 403 WRONG_PASSWORD and erases nothing', async () => {
      const response = await call(alice, 'DELETE', '/api/me', { password: 'pas-le-bon-mot-de-passe' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('WRONG_PASSWORD');
      const missing = await call(alice, 'DELETE', '/api/me', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual([{ path: 'password', message: 'Le mot de passe est obligatoire' }]);
      expect((await call(alice, 'GET', '/api/me')).statusCode).toBe(200);
    });

    it('erases the account and its data, ends its sessions, keeps its invoices without the person', async () => {
      const db = t.database.db;
      const response = await call(alice, 'DELETE', '/api/me', { password: alice.password });
      expect(response.statusCode).toBe(204);

      // Sessions: the access token, the refresh token and the password open nothing any more.
      expect((await call(alice, 'GET', '/api/me')).statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: alice.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextTestIp(),
        payload: { email: alice.user.email, password: alice.password },
      });
      expect(login.statusCode).toBe(401);

      // Nothing of hers is left, in any table.
      const id = alice.user.id;
      const email = alice.user.email;
      expect(await db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
      expect(await db.select().from(userDetails).where(eq(userDetails.userId, id))).toHaveLength(0);
      expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).toHaveLength(0);
      expect(await db.select().from(contracts).where(eq(contracts.ownerId, id))).toHaveLength(0);
      expect(
        await db.select().from(contractVersions).where(eq(contractVersions.contractId, aliceData.contractId)),
      ).toHaveLength(0);
      expect(await db.select().from(contractExports).where(eq(contractExports.ownerId, id))).toHaveLength(0);
      expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, id))).toHaveLength(0);
      expect(await db.select().from(checkoutOrders).where(eq(checkoutOrders.userId, id))).toHaveLength(0);
      expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, id))).toHaveLength(0);
      expect(await db.select().from(billingCustomers).where(eq(billingCustomers.userId, id))).toHaveLength(0);
      expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
      expect(await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email))).toHaveLength(0);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(0);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email))).toHaveLength(0);

      // Her two paid orders are kept as invoice records, with nothing that names her.
      const kept = await db
        .select()
        .from(retainedInvoices)
        .where(inArray(retainedInvoices.orderId, aliceData.orderIds));
      expect(kept.map((row) => [row.sku, row.amountCents]).sort()).toEqual([
        ['PRO_MONTHLY', 990],
        ['TOPUP_5', 490],
      ]);
      expect(kept.every((row) => row.providerCustomerId === aliceData.customerId && row.paidAt instanceof Date)).toBe(
        true,
      );
      const keptText = JSON.stringify(kept);
      for (const personal of [id, email, 'Alice', 'Martin', 'Nantes']) expect(keptText).not.toContain(personal);
    });

    it('leaves every other account whole', async () => {
      const data = (await call(bob, 'GET', '/api/me/export')).json();
      expect(data.contracts.map((contract: { id: string }) => contract.id)).toEqual([bobData.contractId]);
      expect(data.exports).toHaveLength(1);
      expect(data.payments.orders).toHaveLength(2);
      expect(data.payments.subscriptions[0]).toMatchObject({ id: bobData.subscriptionId, status: 'active' });
      expect(data.contactMessages).toHaveLength(1);
      expect(data.waitlist).toMatchObject({ email: bob.user.email });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextTestIp(),
        payload: { email: bob.user.email, password: bob.password },
      });
      expect(login.statusCode).toBe(200);
      expect(
        await t.database.db.select().from(retainedInvoices).where(inArray(retainedInvoices.orderId, bobData.orderIds)),
      ).toHaveLength(0);
    });

    it('answers 429 after five attempts in a quarter of an hour, even from new addresses', async () => {
      const carol = await createVerifiedUser(t);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await call(carol, 'DELETE', '/api/me', { password: 'mauvais' })).statusCode).toBe(403);
      }
      const refused = await call(carol, 'DELETE', '/api/me', { password: carol.password });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect((await call(carol, 'GET', '/api/me')).statusCode).toBe(200);
    });

    it('lets an unconfirmed account go, without touching what others sent under its address', async () => {
      const email = `pas-a-moi.${Date.now()}@exemple.fr`;
      await t.app.inject({ method: 'POST', url: '/api/waitlist', remoteAddress: nextTestIp(), payload: { email } });
      const squatter = await createUser(t, { email });
      const exported = (await call(squatter, 'GET', '/api/me/export')).json();
      expect(exported.waitlist).toBeNull();
      expect((await call(squatter, 'DELETE', '/api/me', { password: squatter.password })).statusCode).toBe(204);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect(await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email))).toHaveLength(
        1,
      );
    });
  });
});
