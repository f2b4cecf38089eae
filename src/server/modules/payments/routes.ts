import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderIdParamsSchema,
  orderSchema,
  redirectUrlSchema,
  sandboxPortalActionSchema,
  subscriptionSummarySchema,
  upgradeBodySchema,
} from '#shared/api/payments.ts';
import { AppError, notFound } from '#server/app-error.ts';
import { checkoutOrders, subscriptions } from '#server/db/schema/payments.ts';
import { applyPaymentEvent } from '#server/modules/payments/apply-payment-event.ts';
import { PRO_STATUSES, type PaymentProvider } from '#server/modules/payments/payment-provider.ts';
import { getOrder, getSubscriptionSummary } from '#server/modules/payments/payment-summary.ts';
import { newSandboxId } from '#server/modules/payments/sandbox-provider.ts';
import { openPortal, startCheckout } from '#server/modules/payments/start-checkout.ts';

type Options = { provider: PaymentProvider | null; appUrl: string };

function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', 'Les paiements ne sont pas configurés sur ce serveur');
  return provider;
}

/** Checkout, portal and the state of the subscription: the signed-in user's own. */
const accountPaymentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const deps = () => ({ db: app.database.db, provider: requireProvider(options.provider), appUrl: options.appUrl });

  app.post(
    '/payments/upgrade',
    {
      // The spec's client sends its parameters in the query string; a JSON body is accepted too.
      schema: { response: { 200: redirectUrlSchema } },
      preHandler: app.rateLimit({
        name: 'payments-upgrade',
        max: 20,
        windowMs: 60_000,
        keys: (request) => [`user:${request.user.id}`],
      }),
    },
    async (request) => {
      const input = upgradeBodySchema.parse({
        ...(request.query as object),
        ...((request.body as object | null) ?? {}),
      });
      const url = await startCheckout(deps(), {
        userId: request.user.id,
        sku: input.plan === 'pro' ? 'PRO_MONTHLY' : input.topupSku!,
        returnPath: input.returnPath ?? '/dashboard',
      });
      return { url };
    },
  );

  app.post('/payments/portal', { schema: { response: { 200: redirectUrlSchema } } }, async (request) => ({
    url: await openPortal(deps(), request.user.id),
  }));

  app.get('/payments/subscription', { schema: { response: { 200: subscriptionSummarySchema } } }, async (request) =>
    getSubscriptionSummary(app.database.db, request.user.id),
  );

  app.get(
    '/payments/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: orderSchema } } },
    async (request) => getOrder(app.database.db, request.user.id, request.params.id),
  );
};

/**
 * The sandbox's own pages act as the provider: Payer emits the same event Stripe would send
 * after a payment, and walks the same path (applyPaymentEvent). Absent when Stripe is set.
 */
const sandboxRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider; appUrl: string }> = async (
  app,
  { provider, appUrl },
) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const deps = { db: app.database.db, provider, appUrl };
  const redirectSchema = z.object({ redirectUrl: z.string() });

  app.post(
    '/payments/sandbox/orders/:id/pay',
    { schema: { params: orderIdParamsSchema, response: { 200: redirectSchema } } },
    async (request) => {
      const [order] = await app.database.db
        .select()
        .from(checkoutOrders)
        .where(and(eq(checkoutOrders.id, request.params.id), eq(checkoutOrders.userId, request.user.id)));
      if (order?.provider !== 'sandbox') throw notFound('Commande');
      if (order.status !== 'open') throw new AppError('CONFLICT', 'Cette commande est déjà réglée ou annulée');
      const now = app.now();
      const periodEnd = new Date(now);
      periodEnd.setMonth(periodEnd.getMonth() + 1);
      const subscriptionId = order.sku === 'PRO_MONTHLY' ? newSandboxId('sbx_sub') : null;
      await applyPaymentEvent(deps, {
        id: newSandboxId('sbx_evt'),
        type: 'checkout.completed',
        orderId: order.id,
        sessionId: order.providerSessionId ?? '',
        paid: true,
        subscriptionId,
        ...(subscriptionId
          ? {
              subscription: {
                id: subscriptionId,
                customerId: '',
                status: 'active',
                currentPeriodEnd: periodEnd,
                cancelAtPeriodEnd: false,
              },
            }
          : {}),
      });
      return { redirectUrl: `/checkout-success?order=${order.id}` };
    },
  );

  app.post(
    '/payments/sandbox/orders/:id/cancel',
    { schema: { params: orderIdParamsSchema, response: { 200: redirectSchema } } },
    async (request) => {
      const [order] = await app.database.db
        .update(checkoutOrders)
        .set({ status: 'cancelled', completedAt: app.now() })
        .where(
          and(
            eq(checkoutOrders.id, request.params.id),
            eq(checkoutOrders.userId, request.user.id),
            eq(checkoutOrders.status, 'open'),
          ),
        )
        .returning({ returnPath: checkoutOrders.returnPath });
      if (!order) throw notFound('Commande');
      return { redirectUrl: order.returnPath };
    },
  );

  app.post(
    '/payments/sandbox/portal',
    { schema: { body: sandboxPortalActionSchema, response: { 200: subscriptionSummarySchema } } },
    async (request) => {
      const [current] = await app.database.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, request.user.id), inArray(subscriptions.status, [...PRO_STATUSES])))
        .orderBy(desc(subscriptions.updatedAt))
        .limit(1);
      if (!current) throw notFound('Abonnement');
      const { action } = request.body;
      await applyPaymentEvent(deps, {
        id: newSandboxId('sbx_evt'),
        type: 'subscription.changed',
        subscriptionId: current.id,
        subscription: {
          id: current.id,
          customerId: '',
          status: action === 'cancel_now' ? 'canceled' : current.status,
          currentPeriodEnd: current.currentPeriodEnd,
          cancelAtPeriodEnd: action === 'cancel_at_period_end',
        },
      });
      return getSubscriptionSummary(app.database.db, request.user.id);
    },
  );
};

/**
 * Stripe's webhook: the signature is checked on the raw body, so this scope parses JSON as a
 * Buffer. An error while applying the event answers 5xx: Stripe retries, and the event id,
 * recorded in the same transaction, makes the retry safe.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider; appUrl: string }> = async (
  app,
  { provider, appUrl },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/payments/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    const event = await provider.parseWebhook(
      request.body as Buffer,
      typeof signature === 'string' ? signature : undefined,
    );
    const result = await applyPaymentEvent({ db: app.database.db, provider, appUrl }, event);
    request.log.info({ eventId: event.id, type: event.type, result }, 'payment event');
    return { received: true };
  });
};

const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await app.register(accountPaymentRoutes, options);
  const provider = options.provider;
  if (provider?.name === 'sandbox') await app.register(sandboxRoutes, { provider, appUrl: options.appUrl });
  if (provider?.name === 'stripe') await app.register(webhookRoutes, { provider, appUrl: options.appUrl });
};

export default paymentRoutes;
