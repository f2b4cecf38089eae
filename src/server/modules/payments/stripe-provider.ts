import Stripe from 'stripe';
import { AppError } from '#server/app-error.ts';
import type { StripeConfig } from '#server/config.ts';
import type {
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  SubscriptionState,
} from '#server/modules/payments/payment-provider.ts';

/** A provider that does not answer is a passing unavailability for the user, not a bug of ours. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Le prestataire de paiement ne répond pas, réessayez dans un instant', {
        cause: error,
      });
    }
    throw error;
  }
}

/** Stripe refuses to cancel these again. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

export type StripeConnection = { host?: string; port?: number; protocol?: 'http' | 'https' };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an invoice belongs to, wherever the API version puts it. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: string | { id: string } } } | undefined;
  return (
    idOf(parent?.subscription_details?.subscription) ??
    idOf(invoice.subscription as string | { id: string } | null | undefined)
  );
}

/**
 * Stripe through its official SDK: Checkout in subscription mode for Pro, one-time Checkout
 * for top-ups, the Billing Portal, and webhooks verified on their raw body. `connection`
 * points the SDK at another host (the tests' local stand-in).
 */
export function createStripeProvider(config: StripeConfig, connection: StripeConnection = {}): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(connection.host ? { host: connection.host } : {}),
    ...(connection.port ? { port: connection.port } : {}),
    ...(connection.protocol ? { protocol: connection.protocol } : {}),
  });

  async function fetchSubscription(subscriptionId: string): Promise<SubscriptionState> {
    const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
    const record = subscription as unknown as Record<string, unknown>;
    // Recent API versions keep the period on the items; older ones on the subscription.
    const periodEnd =
      (subscription.items?.data?.[0] as unknown as { current_period_end?: number } | undefined)?.current_period_end ??
      (record.current_period_end as number | undefined);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    };
  }

  return {
    name: 'stripe',

    async createCustomer(user) {
      const customer = await callStripe(() =>
        stripe.customers.create(
          { email: user.email, name: user.name, metadata: { userId: user.id } },
          { idempotencyKey: `customer-${user.id}` },
        ),
      );
      return customer.id;
    },

    async createCheckout(request: CheckoutRequest) {
      const recurring = request.sku === 'PRO_MONTHLY';
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: recurring ? 'subscription' : 'payment',
            customer: request.customerId,
            client_reference_id: request.userId,
            line_items: [{ price: config.prices[request.sku], quantity: 1 }],
            metadata: { orderId: request.orderId, userId: request.userId, sku: request.sku },
            ...(recurring ? { subscription_data: { metadata: { userId: request.userId } } } : {}),
            locale: 'fr',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: `checkout-${request.orderId}` },
        ),
      );
      if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', 'Le prestataire de paiement n’a pas répondu');
      return { url: session.url, sessionId: session.id };
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: 'fr' }),
      );
      return { url: session.url };
    },

    fetchSubscription,

    async cancelSubscription(subscriptionId) {
      const current = await fetchSubscription(subscriptionId);
      if (ENDED_STATUSES.has(current.status)) return;
      await callStripe(() =>
        stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-${subscriptionId}` }),
      );
    },

    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', config.webhookSecret);
      } catch {
        throw new AppError('INVALID_SIGNATURE', 'Signature de webhook invalide');
      }
      return reduceStripeEvent(event);
    },
  };
}

function reduceStripeEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        id: event.id,
        type: 'checkout.completed',
        orderId: session.metadata?.orderId ?? '',
        sessionId: session.id,
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id: event.id, type: 'subscription.changed', subscriptionId: String(object.id) };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(object);
      return subscriptionId
        ? { id: event.id, type: 'subscription.changed', subscriptionId }
        : { id: event.id, type: 'ignored', providerType: event.type };
    }
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}
