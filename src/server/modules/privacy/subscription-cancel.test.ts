import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { StripeConfig } from '#server/config.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { billingCustomers, subscriptions } from '#server/db/schema/payments.ts';
import { users } from '#server/db/schema/users.ts';
import { createStripeProvider } from '#server/modules/payments/stripe-provider.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { startStripeStandIn } from '#testing/stripe-stand-in.ts';
import { type TestUser, createVerifiedUser } from '#testing/users.ts';

describe(`account deletion cancels the Stripe subscription (local stand-in) on ${testEngine()}`, () => {
  const stripeConfig: StripeConfig = {
    secretKey: 'sk_test_paraphe',
    webhookSecret: 'whsec_paraphe_test',
    prices: { PRO_MONTHLY: 'price_pro_monthly', TOPUP_5: 'price_topup_5', TOPUP_20: 'price_topup_20' },
  };
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let sequence = 0;
  const uniqueId = (prefix: string) => `${prefix}_${process.pid}x${++sequence}`;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({ stripe: stripeConfig }, undefined, {
      paymentProvider: createStripeProvider(stripeConfig, { host: '127.0.0.1', port: standIn.port, protocol: 'http' }),
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  /** A Pro subscriber as the webhooks leave one: customer, mirrored subscriptions, a contract. */
  async function subscriber(subscriptionsAtStripe: Array<{ id: string; status: string; known: boolean }>) {
    const account = await createVerifiedUser(t, { plan: 'pro' });
    const customerId = uniqueId('cus');
    await t.database.db.insert(billingCustomers).values({ userId: account.user.id, provider: 'stripe', customerId });
    for (const subscription of subscriptionsAtStripe) {
      await t.database.db.insert(subscriptions).values({
        id: subscription.id,
        userId: account.user.id,
        provider: 'stripe',
        status: subscription.status === 'canceled' ? 'canceled' : 'active',
      });
      if (subscription.known) {
        standIn.subscriptions.set(subscription.id, {
          id: subscription.id,
          customer: customerId,
          status: subscription.status,
          currentPeriodEnd: Math.floor(Date.now() / 1000) + 86_400 * 20,
        });
      }
    }
    const contract = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: authHeaders(account.accessToken),
      payload: createSampleContract('UGC'),
    });
    expect(contract.statusCode).toBe(201);
    return account;
  }
  const deleteAccount = (account: TestUser) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: authHeaders(account.accessToken),
      remoteAddress: nextTestIp(),
      payload: { password: account.password },
    });
  const cancellations = () => standIn.calls.filter((call) => call.method === 'DELETE').map((call) => call.path);

  it('cancels the live subscription at Stripe, and only that one, before erasing the account', async () => {
    const live = uniqueId('sub');
    const account = await subscriber([
      { id: live, status: 'active', known: true },
      { id: uniqueId('sub'), status: 'canceled', known: true },
    ]);
    const before = cancellations().length;
    const response = await deleteAccount(account);
    expect(response.statusCode).toBe(204);
    expect(cancellations().slice(before)).toEqual([`/v1/subscriptions/${live}`]);
    expect(standIn.subscriptions.get(live)?.status).toBe('canceled');
    expect(await t.database.db.select().from(users).where(eq(users.id, account.user.id))).toHaveLength(0);
  });

  it('does not cancel again a subscription Stripe has already ended, and still erases the account', async () => {
    // Our mirror still says active (its last event is late), Stripe says canceled.
    const ended = uniqueId('sub');
    const account = await subscriber([{ id: ended, status: 'canceled', known: true }]);
    await t.database.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, ended));
    const before = cancellations().length;
    expect((await deleteAccount(account)).statusCode).toBe(204);
    expect(cancellations().slice(before)).toEqual([]);
  });

  it('keeps the account whole (503) when Stripe cannot cancel, so nobody is billed without an account', async () => {
    const account = await subscriber([{ id: uniqueId('sub'), status: 'active', known: false }]);
    const response = await deleteAccount(account);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(await t.database.db.select().from(users).where(eq(users.id, account.user.id))).toHaveLength(1);
    expect(await t.database.db.select().from(contracts).where(eq(contracts.ownerId, account.user.id))).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: authHeaders(account.accessToken) })).statusCode,
    ).toBe(200);
  });
});
