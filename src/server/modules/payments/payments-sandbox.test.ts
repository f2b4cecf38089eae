import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import { checkoutOrders } from '#server/db/schema/payments.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { createUser, createVerifiedUser } from '#testing/users.ts';
import { balanceOf, call, meOf } from '#server/modules/payments/payment-calls.fixture.ts';

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
