import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TopupSku } from '#shared/account/plans.ts';
import {
  type Order,
  orderSchema,
  redirectUrlSchema,
  type SubscriptionSummary,
  subscriptionSummarySchema,
} from '#shared/api/payments.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { isApiError } from '#client/lib/api-error.ts';

export type Purchase = { plan: 'pro' } | { topupSku: TopupSku };

export const subscriptionQueryKey = ['payments', 'subscription'] as const;

export function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionSummary> {
  return apiRequest('/payments/subscription', { schema: subscriptionSummarySchema, signal });
}

export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest(`/payments/orders/${encodeURIComponent(orderId)}`, { schema: orderSchema, signal });
}

/** The browser leaves for the payment page (Stripe Checkout, or the sandbox's page). */
function leaveFor(url: string): void {
  window.location.assign(url);
}

const purchaseFailed = (error: unknown) =>
  toast.error(isApiError(error) ? error.message : 'Erreur lors de la redirection vers le paiement. Réessayez.');

async function requestPurchase({ purchase, returnPath }: { purchase: Purchase; returnPath?: string }) {
  const { url } = await apiRequest('/payments/upgrade', {
    method: 'POST',
    body: { ...purchase, ...(returnPath ? { returnPath } : {}) },
    schema: redirectUrlSchema,
  });
  leaveFor(url);
  return url;
}

/**
 * Starts a payment: the API answers the payment page's address and the browser goes there
 * (spec section 7). `returnPath` is where a cancelled payment comes back to. For a toast's
 * action, where no hook can be used; errors are shown as a toast.
 */
export async function startPurchase(purchase: Purchase, returnPath?: string): Promise<void> {
  try {
    await requestPurchase({ purchase, ...(returnPath ? { returnPath } : {}) });
  } catch (error) {
    purchaseFailed(error);
  }
}

/** The same as a mutation, for buttons that show their pending state. */
export function useStartPurchase() {
  return useMutation({ mutationFn: requestPurchase, onError: purchaseFailed });
}

/** The path and query of the current page: where a cancelled payment brings the user back. */
export function currentReturnPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The provider's page where a Pro user manages or ends their subscription. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await apiRequest('/payments/portal', { method: 'POST', schema: redirectUrlSchema });
      leaveFor(url);
      return url;
    },
    onError: (error) =>
      toast.error(isApiError(error) ? error.message : 'Impossible d’ouvrir la gestion de l’abonnement. Réessayez.'),
  });
}
