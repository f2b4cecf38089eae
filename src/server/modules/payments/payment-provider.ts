import type { ProductSku } from '#shared/account/plans.ts';

/** A subscription as the provider holds it: the only source of truth for the plan. */
export type SubscriptionState = {
  id: string;
  customerId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * A provider event, verified and reduced to what Paraphe acts on. Subscription events carry
 * only the id: the state is read from the provider when the event is applied, so that events
 * arriving out of order still leave the right state. The sandbox, being its own provider,
 * hands the state along.
 */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.completed';
      orderId: string;
      sessionId: string;
      paid: boolean;
      subscriptionId: string | null;
      subscription?: SubscriptionState;
    }
  | { id: string; type: 'subscription.changed'; subscriptionId: string; subscription?: SubscriptionState }
  | { id: string; type: 'ignored'; providerType: string };

export type CheckoutRequest = {
  orderId: string;
  userId: string;
  customerId: string;
  sku: ProductSku;
  successUrl: string;
  cancelUrl: string;
};

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** Creates the provider's customer for a user (called once; the id is kept). */
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /** A hosted payment page for one order. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** The provider's page where a customer manages their own subscription. */
  createPortal(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The current state of a subscription, read from the provider. */
  fetchSubscription(subscriptionId: string): Promise<SubscriptionState>;
  /** Ends a subscription now, without further billing (account deletion); done if it already ended. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Verifies a webhook's signature on its raw body and reduces it; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}

/** Statuses in which the subscription still gives Pro (past_due: the provider is retrying the card). */
export const PRO_STATUSES = new Set(['active', 'trialing', 'past_due']);
