import type { FastifyRequest } from 'fastify';
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
import { AppError } from '#server/app-error.ts';
import { applyPaymentEvent } from '#server/modules/payments/apply-payment-event.ts';
import type { PaymentProvider } from '#server/modules/payments/payment-provider.ts';
import { getOrder, getSubscriptionSummary } from '#server/modules/payments/payment-summary.ts';
import {
  cancelSandboxOrder,
  changeSandboxSubscription,
  paySandboxOrder,
} from '#server/modules/payments/sandbox-checkout.ts';
import { openPortal, startCheckout } from '#server/modules/payments/start-checkout.ts';

type Options = { provider: PaymentProvider | null; appUrl: string };

function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', 'Les paiements ne sont pas configurés sur ce serveur');
  return provider;
}

/** Checkout, portal and the state of the subscription: the signed-in user's own. */
const accountPaymentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const deps = (request: FastifyRequest) => ({
    ...request.ctx,
    provider: requireProvider(options.provider),
    appUrl: options.appUrl,
  });
  const tags = ['payments'];

  app.post(
    '/payments/upgrade',
    {
      // The spec's client sends its parameters in the query string; a JSON body is accepted too.
      schema: { tags, response: { 200: redirectUrlSchema } },
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
      const url = await startCheckout(deps(request), {
        userId: request.user.id,
        sku: input.plan === 'pro' ? 'PRO_MONTHLY' : input.topupSku!,
        returnPath: input.returnPath ?? '/dashboard',
      });
      return { url };
    },
  );

  app.post('/payments/portal', { schema: { tags, response: { 200: redirectUrlSchema } } }, async (request) => ({
    url: await openPortal(deps(request), { userId: request.user.id }),
  }));

  app.get(
    '/payments/subscription',
    { schema: { tags, response: { 200: subscriptionSummarySchema } } },
    async (request) => getSubscriptionSummary(request.ctx, { userId: request.user.id }),
  );

  app.get(
    '/payments/orders/:id',
    { schema: { tags, params: orderIdParamsSchema, response: { 200: orderSchema } } },
    async (request) => getOrder(request.ctx, { userId: request.user.id, orderId: request.params.id }),
  );
};

/** The sandbox's « Payer », « Annuler » and portal pages (sandbox-checkout.ts). Absent when Stripe is set. */
const sandboxRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider; appUrl: string }> = async (
  app,
  { provider, appUrl },
) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const redirectSchema = z.object({ redirectUrl: z.string() });
  const tags = ['payments'];

  app.post(
    '/payments/sandbox/orders/:id/pay',
    { schema: { tags, params: orderIdParamsSchema, response: { 200: redirectSchema } } },
    async (request) => ({
      redirectUrl: await paySandboxOrder(
        { ...request.ctx, provider, appUrl },
        { userId: request.user.id, orderId: request.params.id },
      ),
    }),
  );

  app.post(
    '/payments/sandbox/orders/:id/cancel',
    { schema: { tags, params: orderIdParamsSchema, response: { 200: redirectSchema } } },
    async (request) => ({
      redirectUrl: await cancelSandboxOrder(
        { ...request.ctx, provider, appUrl },
        { userId: request.user.id, orderId: request.params.id },
      ),
    }),
  );

  app.post(
    '/payments/sandbox/portal',
    { schema: { tags, body: sandboxPortalActionSchema, response: { 200: subscriptionSummarySchema } } },
    async (request) => {
      await changeSandboxSubscription(
        { ...request.ctx, provider, appUrl },
        { userId: request.user.id, action: request.body.action },
      );
      return getSubscriptionSummary(request.ctx, { userId: request.user.id });
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
  app.post(
    '/payments/webhook',
    { schema: { tags: ['payments'], response: { 200: z.object({ received: z.literal(true) }) } } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const event = await provider.parseWebhook(
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
      const result = await applyPaymentEvent({ ...request.ctx, provider, appUrl }, event);
      request.log.info({ eventId: event.id, type: event.type, result }, 'payment event');
      return { received: true as const };
    },
  );
};

const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await app.register(accountPaymentRoutes, options);
  const provider = options.provider;
  if (provider?.name === 'sandbox') await app.register(sandboxRoutes, { provider, appUrl: options.appUrl });
  if (provider?.name === 'stripe') await app.register(webhookRoutes, { provider, appUrl: options.appUrl });
};

export default paymentRoutes;
