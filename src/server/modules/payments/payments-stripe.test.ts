import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConfig } from '#server/config.ts';
import { checkoutOrders } from '#server/db/schema/payments.ts';
import { createStripeProvider } from '#server/modules/payments/stripe-provider.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { startStripeStandIn } from '#testing/stripe-stand-in.ts';
import { createVerifiedUser } from '#testing/users.ts';
import { balanceOf, call, meOf } from '#server/modules/payments/payment-calls.fixture.ts';

describe(`payments with Stripe (local stand-in) on ${testEngine()}`, () => {
  const stripeConfig: StripeConfig = {
    secretKey: 'sk_test_paraphe',
    webhookSecret: 'whsec_paraphe_test',
    prices: { PRO_MONTHLY: 'price_pro_monthly', TOPUP_5: 'price_topup_5', TOPUP_20: 'price_topup_20' },
  };
  const signer = new Stripe('sk_test_signer');
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let eventSequence = 0;

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

  const event = (type: string, object: Record<string, unknown>, id = `evt_${++eventSequence}`) =>
    JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: 0, data: { object } });

  const sendWebhook = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? stripeConfig.webhookSecret,
          ...(options.timestamp ? { timestamp: options.timestamp } : {}),
        }),
      },
      payload,
    });

  /** Starts a Pro checkout and answers the order, the customer and the Checkout session ids. */
  async function startProCheckout(accessToken: string) {
    const response = await call(t, accessToken, 'POST', '/api/payments/upgrade', { plan: 'pro' });
    expect(response.statusCode, response.body).toBe(200);
    const sessionCall = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    const sessionId = /\/pay\/(cs_\w+)$/.exec(response.json().url)![1]!;
    return {
      url: response.json().url as string,
      orderId: sessionCall.params.get('metadata[orderId]')!,
      customerId: sessionCall.params.get('customer')!,
      sessionId,
      params: sessionCall.params,
    };
  }

  it('creates the customer once and a subscription Checkout for the Pro price', async () => {
    const { accessToken, user } = await createVerifiedUser(t);
    const first = await startProCheckout(accessToken);
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    expect(first.params.get('mode')).toBe('subscription');
    expect(first.params.get('line_items[0][price]')).toBe('price_pro_monthly');
    expect(first.params.get('client_reference_id')).toBe(user.id);
    expect(first.params.get('success_url')).toBe(`${t.config.appUrl}/checkout-success?order=${first.orderId}`);
    const second = await startProCheckout(accessToken);
    expect(second.customerId).toBe(first.customerId);
    const customersOfUser = standIn.calls.filter(
      (c) => c.path === '/v1/customers' && c.params.get('metadata[userId]') === user.id,
    );
    expect(customersOfUser).toHaveLength(1);
    // Top-ups are one-time payments.
    await call(t, accessToken, 'POST', '/api/payments/upgrade', { topupSku: 'TOPUP_20' });
    const topup = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(topup.params.get('mode')).toBe('payment');
    expect(topup.params.get('line_items[0][price]')).toBe('price_topup_20');
  });

  it('turns Pro on from a verified checkout event, using the subscription as Stripe holds it', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const checkout = await startProCheckout(accessToken);
    standIn.subscriptions.set('sub_pro1', {
      id: 'sub_pro1',
      customer: checkout.customerId,
      status: 'active',
      currentPeriodEnd: Math.floor(Date.UTC(2026, 11, 22) / 1000),
    });
    const response = await sendWebhook(
      event('checkout.session.completed', {
        id: checkout.sessionId,
        object: 'checkout.session',
        metadata: { orderId: checkout.orderId },
        payment_status: 'paid',
        subscription: 'sub_pro1',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const summary = (await call(t, accessToken, 'GET', '/api/payments/subscription')).json();
    expect(summary).toMatchObject({
      plan: 'pro',
      subscription: { status: 'active', currentPeriodEnd: '2026-12-22T00:00:00.000Z' },
    });
    const portal = await call(t, accessToken, 'POST', '/api/payments/portal');
    expect(portal.json().url).toBe('https://billing.stripe.test/p/session');
  });

  it('refuses a bad, foreign or stale signature, and changes nothing', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const checkout = await startProCheckout(accessToken);
    standIn.subscriptions.set('sub_forged', {
      id: 'sub_forged',
      customer: checkout.customerId,
      status: 'active',
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 86_400 * 30,
    });
    const payload = event('checkout.session.completed', {
      id: checkout.sessionId,
      metadata: { orderId: checkout.orderId },
      payment_status: 'paid',
      subscription: 'sub_forged',
    });
    const forged = await sendWebhook(payload, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('INVALID_SIGNATURE');
    const stale = await sendWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // The body must be the one signed: the same signature over another body fails.
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: stripeConfig.webhookSecret });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await meOf(t, accessToken)).plan).toBe('free');
  });

  it('processes a replayed event once: a top-up is credited once', async () => {
    const { accessToken } = await createVerifiedUser(t);
    await call(t, accessToken, 'POST', '/api/payments/upgrade', { topupSku: 'TOPUP_5' });
    const sessionCall = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    const orderId = sessionCall.params.get('metadata[orderId]')!;
    const [order] = await t.database.db.select().from(checkoutOrders).where(eq(checkoutOrders.id, orderId));
    const payload = event('checkout.session.completed', {
      id: order!.providerSessionId,
      metadata: { orderId },
      payment_status: 'paid',
      subscription: null,
    });
    expect((await sendWebhook(payload)).statusCode).toBe(200);
    expect((await sendWebhook(payload)).statusCode).toBe(200);
    // The same payment announced under another event id is still one order, credited once.
    const sameOrderOtherEvent = event('checkout.session.async_payment_succeeded', {
      id: order!.providerSessionId,
      metadata: { orderId },
      payment_status: 'paid',
      subscription: null,
    });
    expect((await sendWebhook(sameOrderOtherEvent)).statusCode).toBe(200);
    expect(await balanceOf(t, accessToken)).toMatchObject({ remaining: 8, topupRemaining: 5 });
  });

  it('takes the state from Stripe, so events out of order leave the right plan', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const checkout = await startProCheckout(accessToken);
    standIn.subscriptions.set('sub_late', {
      id: 'sub_late',
      customer: checkout.customerId,
      status: 'canceled',
      currentPeriodEnd: Math.floor(Date.now() / 1000),
    });
    // The deletion arrives first, then the (older) creation: Stripe says canceled either way.
    expect(
      (await sendWebhook(event('customer.subscription.deleted', { id: 'sub_late', object: 'subscription' })))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await sendWebhook(
          event('customer.subscription.created', { id: 'sub_late', object: 'subscription', status: 'active' }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await call(t, accessToken, 'GET', '/api/payments/subscription')).json()).toMatchObject({
      plan: 'free',
      subscription: { status: 'canceled' },
    });

    // A renewal paid, then a failed invoice whose retries ended: the plan follows Stripe's state.
    standIn.subscriptions.set('sub_late', { ...standIn.subscriptions.get('sub_late')!, status: 'active' });
    await sendWebhook(
      event('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_late' } },
      }),
    );
    expect((await call(t, accessToken, 'GET', '/api/payments/subscription')).json().plan).toBe('pro');
    standIn.subscriptions.set('sub_late', { ...standIn.subscriptions.get('sub_late')!, status: 'unpaid' });
    await sendWebhook(event('invoice.payment_failed', { id: 'in_2', object: 'invoice', subscription: 'sub_late' }));
    expect((await call(t, accessToken, 'GET', '/api/payments/subscription')).json().plan).toBe('free');
  });

  it('answers 5xx when the database fails mid-event, so that Stripe retries; the retry applies it', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const checkout = await startProCheckout(accessToken);
    standIn.subscriptions.set('sub_retry', {
      id: 'sub_retry',
      customer: checkout.customerId,
      status: 'active',
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 86_400 * 30,
    });
    const payload = event('customer.subscription.updated', { id: 'sub_retry', object: 'subscription' });
    await t.database.db.execute(sql`
      create or replace function paraphe_test_refuse() returns trigger language plpgsql as
      $$ begin raise exception 'disque plein'; end $$`);
    await t.database.db.execute(sql`
      create trigger paraphe_test_refuse before insert on subscriptions
      for each row execute function paraphe_test_refuse()`);
    try {
      const failed = await sendWebhook(payload);
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('disque plein');
    } finally {
      await t.database.db.execute(sql`drop trigger paraphe_test_refuse on subscriptions`);
    }
    expect((await call(t, accessToken, 'GET', '/api/payments/subscription')).json().plan).toBe('free');
    expect((await sendWebhook(payload)).statusCode).toBe(200);
    expect((await call(t, accessToken, 'GET', '/api/payments/subscription')).json().plan).toBe('pro');
  });

  it('acknowledges the events it does not use', async () => {
    expect((await sendWebhook(event('customer.created', { id: 'cus_x', object: 'customer' }))).statusCode).toBe(200);
  });

  it('has no sandbox pages when Stripe is set', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const response = await call(t, accessToken, 'POST', '/api/payments/sandbox/portal', { action: 'cancel_now' });
    expect(response.statusCode).toBe(404);
  });
});
