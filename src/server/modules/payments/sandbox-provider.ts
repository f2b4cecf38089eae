import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/payments.ts';
import type { PaymentProvider, SubscriptionState } from '#server/modules/payments/payment-provider.ts';

const sandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The local payment sandbox, used when Stripe is not configured: its checkout and portal are
 * pages of the app (/checkout/sandbox/…), and paying there walks the same internal path as a
 * verified provider event. It keeps its subscriptions in the same table as Stripe's mirror.
 */
export function createSandboxProvider(options: { appUrl: string; db: Database }): PaymentProvider {
  return {
    name: 'sandbox',
    async createCustomer() {
      return sandboxId('sbx_cus');
    },
    async createCheckout(request) {
      return { url: `${options.appUrl}/checkout/sandbox/${request.orderId}`, sessionId: sandboxId('sbx_cs') };
    },
    async createPortal() {
      return { url: `${options.appUrl}/checkout/sandbox/portal` };
    },
    async fetchSubscription(subscriptionId): Promise<SubscriptionState> {
      const [row] = await options.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      if (!row) throw notFound('Abonnement');
      return {
        id: row.id,
        customerId: '',
        status: row.status,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      };
    },
    // The sandbox's subscriptions are rows of ours: deleting the account deletes them.
    async cancelSubscription() {},
    async parseWebhook() {
      throw new AppError('NOT_FOUND', 'Pas de webhook pour le bac à sable de paiement');
    },
  };
}

export function newSandboxId(prefix: 'sbx_evt' | 'sbx_sub'): string {
  return sandboxId(prefix);
}
