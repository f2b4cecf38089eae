import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { sandboxPortalActionSchema } from '#shared/api/payments.ts';
import { AppError, notFound } from '#server/app-error.ts';
import { checkoutOrders, subscriptions } from '#server/db/schema/payments.ts';
import { applyPaymentEvent } from '#server/modules/payments/apply-payment-event.ts';
import type { PaymentContext } from '#server/modules/payments/payment-context.ts';
import { PRO_STATUSES } from '#server/modules/payments/payment-provider.ts';
import { newSandboxId } from '#server/modules/payments/sandbox-provider.ts';

/**
 * The sandbox's own pages act as the provider: Payer emits the same event Stripe would send
 * after a payment, and walks the same path (applyPaymentEvent).
 */

type OrderInput = { userId: string; orderId: string };

/** « Payer »: the order is paid; a Pro order starts a one-month subscription. Answers where to go next. */
export async function paySandboxOrder(ctx: PaymentContext, { userId, orderId }: OrderInput): Promise<string> {
  const [order] = await ctx.db
    .select()
    .from(checkoutOrders)
    .where(and(eq(checkoutOrders.id, orderId), eq(checkoutOrders.userId, userId)));
  if (order?.provider !== 'sandbox') throw notFound('Commande');
  if (order.status !== 'open') throw new AppError('CONFLICT', 'Cette commande est déjà réglée ou annulée');
  const now = ctx.now();
  const periodEnd = new Date(now);
  periodEnd.setMonth(periodEnd.getMonth() + 1);
  const subscriptionId = order.sku === 'PRO_MONTHLY' ? newSandboxId('sbx_sub') : null;
  await applyPaymentEvent(ctx, {
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
  return `/checkout-success?order=${order.id}`;
}

/** « Annuler »: an open order is cancelled; answers the page the payment started from. */
export async function cancelSandboxOrder(ctx: PaymentContext, { userId, orderId }: OrderInput): Promise<string> {
  const [order] = await ctx.db
    .update(checkoutOrders)
    .set({ status: 'cancelled', completedAt: ctx.now() })
    .where(and(eq(checkoutOrders.id, orderId), eq(checkoutOrders.userId, userId), eq(checkoutOrders.status, 'open')))
    .returning({ returnPath: checkoutOrders.returnPath });
  if (!order) throw notFound('Commande');
  return order.returnPath;
}

/** The sandbox portal: end the running subscription now or at the end of its period, or keep it. */
export async function changeSandboxSubscription(
  ctx: PaymentContext,
  { userId, action }: { userId: string; action: z.infer<typeof sandboxPortalActionSchema>['action'] },
): Promise<void> {
  const [current] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...PRO_STATUSES])))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  if (!current) throw notFound('Abonnement');
  await applyPaymentEvent(ctx, {
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
}
