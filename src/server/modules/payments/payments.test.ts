import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConfig } from '#server/config.ts';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import { checkoutOrders } from '#server/db/schema/payments.ts';
import { createStripeProvider } from '#server/modules/payments/stripe-provider.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { startStripeStandIn } from '#testing/stripe-stand-in.ts';
import { createUser, createVerifiedUser } from '#testing/users.ts';

type Injector = Pick<TestApp, 'app'>;

const call = (t: Injector, token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: authHeaders(token), ...(payload === undefined ? {} : { payload }) });

const balanceOf = async (t: Injector, token: string) => (await call(t, token, 'GET', '/api/credits/balance')).json();
const meOf = async (t: Injector, token: string) => (await call(t, token, 'GET', '/api/me')).json();

describe(`payments with the sandbox on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const orderIdOf = (url: string) => /\/checkout\/sandbox\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? '';

  it('subscribes to Pro through the sandbox page: the plan changes only once paid', async () => {
    const { accessToken, user } = await createVerifiedUser(t);
    const upgrade = await call(t, accessToken, 'POST', '/api/payments/upgrade', {
      plan: 'pro',
      returnPath: '/profile',
    });
    expect(upgrade.statusCode).toBe(200);
    const orderId = orderIdOf(upgrade.json().url);
    expect(upgrade.json().url).toBe(`${t.config.appUrl}/checkout/sandbox/${orderId}`);

    const order = await call(t, accessToken, 'GET', `/api/payments/orders/${orderId}`);
    expect(order.json()).toMatchObject({ sku: 'PRO_MONTHLY', status: 'open', priceCents: 990, recurring: true });
    // Reaching the success page, or asking for the state, grants nothing.
    expect((await call(t, accessToken, 'GET', '/api/payments/subscription')).json()).toMatchObject({
      plan: 'free',
      subscription: null,
    });
    expect((await meOf(t, accessToken)).plan).toBe('free');

    const paid = await call(t, accessToken, 'POST', `/api/payments/sandbox/orders/${orderId}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(`/checkout-success?order=${orderId}`);

    const summary = (await call(t, accessToken, 'GET', '/api/payments/subscription')).json();
    expect(summary.plan).toBe('pro');
    expect(summary.subscription.status).toBe('active');
    expect(new Date(summary.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await balanceOf(t, accessToken)).toMatchObject({ unlimited: true, remaining: null });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    const confirmation = mails.find((mail) => mail.purpose === 'payment-confirmed');
    expect(confirmation?.subject).toBe('Votre abonnement Pro est actif');
    expect(confirmation?.text).toMatch(/9,90\s€ TTC par mois/);

    // Paying the same order again, or subscribing twice, is refused.
    expect((await call(t, accessToken, 'POST', `/api/payments/sandbox/orders/${orderId}/pay`)).statusCode).toBe(409);
    const again = await call(t, accessToken, 'POST', '/api/payments/upgrade', { plan: 'pro' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('ends Pro when the subscription ends, back to the free allowance of the month', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const orderId = orderIdOf(
      (await call(t, accessToken, 'POST', '/api/payments/upgrade', { plan: 'pro' })).json().url,
    );
    await call(t, accessToken, 'POST', `/api/payments/sandbox/orders/${orderId}/pay`);
    const portal = await call(t, accessToken, 'POST', '/api/payments/portal');
    expect(portal.json().url).toBe(`${t.config.appUrl}/checkout/sandbox/portal`);

    const atEnd = await call(t, accessToken, 'POST', '/api/payments/sandbox/portal', {
      action: 'cancel_at_period_end',
    });
    expect(atEnd.json()).toMatchObject({ plan: 'pro', subscription: { cancelAtPeriodEnd: true } });
    const resumed = await call(t, accessToken, 'POST', '/api/payments/sandbox/portal', { action: 'resume' });
    expect(resumed.json()).toMatchObject({ plan: 'pro', subscription: { cancelAtPeriodEnd: false } });

    const ended = await call(t, accessToken, 'POST', '/api/payments/sandbox/portal', { action: 'cancel_now' });
    expect(ended.json()).toMatchObject({ plan: 'free', subscription: { status: 'canceled' } });
    expect(await balanceOf(t, accessToken)).toMatchObject({ unlimited: false, remaining: 3 });
  });

  it('credits a top-up pack once, on top of the monthly allowance', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const upgrade = await call(t, accessToken, 'POST', '/api/payments/upgrade', { topupSku: 'TOPUP_5' });
    const orderId = orderIdOf(upgrade.json().url);
    expect((await call(t, accessToken, 'GET', `/api/payments/orders/${orderId}`)).json()).toMatchObject({
      sku: 'TOPUP_5',
      credits: 5,
      recurring: false,
    });
    await call(t, accessToken, 'POST', `/api/payments/sandbox/orders/${orderId}/pay`);
    await call(t, accessToken, 'POST', `/api/payments/sandbox/orders/${orderId}/pay`);
    expect(await balanceOf(t, accessToken)).toMatchObject({ remaining: 8, topupRemaining: 5, monthlyRemaining: 3 });
    expect((await meOf(t, accessToken)).creditsLeft).toBe(8);
  });

  it('spec clients may send the parameters in the query string', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const upgrade = await call(t, accessToken, 'POST', '/api/payments/upgrade?plan=pro');
    expect(upgrade.statusCode).toBe(200);
    expect(orderIdOf(upgrade.json().url)).not.toBe('');
  });

  it('a cancelled payment returns to where the user came from and grants nothing', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const url = (
      await call(t, accessToken, 'POST', '/api/payments/upgrade', { topupSku: 'TOPUP_20', returnPath: '/contracts' })
    ).json().url;
    const orderId = orderIdOf(url);
    const cancelled = await call(t, accessToken, 'POST', `/api/payments/sandbox/orders/${orderId}/cancel`);
    expect(cancelled.json()).toEqual({ redirectUrl: '/contracts' });
    expect((await call(t, accessToken, 'POST', `/api/payments/sandbox/orders/${orderId}/pay`)).statusCode).toBe(409);
    expect(await balanceOf(t, accessToken)).toMatchObject({ remaining: 3 });
  });

  it('refuses bad input with the field, and stores no order', async () => {
    const { accessToken, user } = await createVerifiedUser(t);
    for (const payload of [
      {},
      { plan: 'pro', topupSku: 'TOPUP_5' },
      { plan: 'enterprise' },
      { topupSku: 'TOPUP_1000' },
      { plan: 'pro', returnPath: 'https://evil.example/' },
      { plan: 'pro', returnPath: '//evil.example/' },
    ]) {
      const response = await call(t, accessToken, 'POST', '/api/payments/upgrade', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    const orders = await t.database.db.select().from(checkoutOrders).where(eq(checkoutOrders.userId, user.id));
    expect(orders).toEqual([]);
  });

  it("keeps each user's orders to themselves", async () => {
    const owner = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const orderId = orderIdOf(
      (await call(t, owner.accessToken, 'POST', '/api/payments/upgrade', { plan: 'pro' })).json().url,
    );
    for (const [method, url] of [
      ['GET', `/api/payments/orders/${orderId}`],
      ['POST', `/api/payments/sandbox/orders/${orderId}/pay`],
      ['POST', `/api/payments/sandbox/orders/${orderId}/cancel`],
      ['GET', '/api/payments/orders/not-a-uuid'],
    ] as const) {
      expect((await call(t, other.accessToken, method, url)).statusCode, url).toBe(404);
    }
    expect((await call(t, other.accessToken, 'POST', '/api/payments/portal')).statusCode).toBe(404);
    expect((await call(t, other.accessToken, 'GET', '/api/payments/subscription')).json().plan).toBe('free');
  });

  it('asks for a signed-in, verified account', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/upgrade', payload: { plan: 'pro' } })).statusCode,
    ).toBe(401);
    const { accessToken } = await createUser(t);
    const response = await call(t, accessToken, 'POST', '/api/payments/upgrade', { plan: 'pro' });
    expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('has no webhook without Stripe', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

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
