import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ProductSku, TOPUP_PACKS, type TopupSku } from '#shared/account/plans.ts';
import type { Executor } from '#server/db/client.ts';
import { creditLedger } from '#server/db/schema/exports.ts';
import { billingCustomers, checkoutOrders, paymentEvents, subscriptions } from '#server/db/schema/payments.ts';
import { users } from '#server/db/schema/users.ts';
import { paymentConfirmedMail } from '#server/mail/templates/payment-confirmed.ts';
import type { PaymentContext } from '#server/modules/payments/payment-context.ts';
import {
  PRO_STATUSES,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionState,
} from '#server/modules/payments/payment-provider.ts';
import { forgetSessionUser } from '#server/modules/auth/find-session-user.ts';

export type ApplyResult = 'applied' | 'duplicate' | 'ignored';

/**
 * The one path by which money changes a plan or a balance: a verified provider event (Stripe's
 * webhook, or the sandbox's Payer button). Each event id is processed once, in one
 * transaction with its effects, so a failure leaves nothing half done and the provider's retry
 * starts afresh. Subscription state is read from the provider before the transaction.
 */
export async function applyPaymentEvent(
  { db, mail, provider, appUrl }: Pick<PaymentContext, 'db' | 'mail' | 'provider' | 'appUrl'>,
  event: PaymentEvent,
): Promise<ApplyResult> {
  const subscriptionId = event.type === 'ignored' ? null : event.subscriptionId;
  const state =
    event.type !== 'ignored' && event.subscription
      ? event.subscription
      : subscriptionId
        ? await provider.fetchSubscription(subscriptionId)
        : null;

  let planOf: string | null = null;
  const result = await db.transaction(async (tx): Promise<ApplyResult> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: provider.name, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    if (event.type === 'ignored') return 'ignored';

    let userId: string | null = null;
    if (event.type === 'checkout.completed') {
      const order = await completeOrder(tx, event);
      if (!order) return 'ignored';
      userId = order.userId;
      const [buyer] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, order.userId));
      if (buyer) {
        await mail.queue(
          tx,
          paymentConfirmedMail({
            to: buyer.email,
            firstName: buyer.firstName,
            sku: order.sku,
            appUrl,
            nextInvoiceAt: state?.currentPeriodEnd ?? null,
          }),
        );
      }
    }
    if (state) planOf = await mirrorSubscription(tx, { provider: provider.name, state, knownUserId: userId });
    return 'applied';
  });
  // Committed: the account's next request sees its new plan.
  if (planOf) forgetSessionUser(planOf);
  return result;
}

/** Marks a paid order as such and credits a top-up pack; answers the order, or null when there is nothing to do. */
async function completeOrder(
  tx: Executor,
  event: Extract<PaymentEvent, { type: 'checkout.completed' }>,
): Promise<{ userId: string; sku: ProductSku } | null> {
  if (!event.paid) return null;
  const [order] = await tx
    .update(checkoutOrders)
    .set({ status: 'paid', completedAt: new Date() })
    .where(
      and(
        eq(checkoutOrders.id, event.orderId),
        eq(checkoutOrders.providerSessionId, event.sessionId),
        eq(checkoutOrders.status, 'open'),
      ),
    )
    .returning({ userId: checkoutOrders.userId, sku: checkoutOrders.sku });
  if (!order) return null;
  if (order.sku in TOPUP_PACKS) {
    await tx
      .insert(creditLedger)
      .values({
        userId: order.userId,
        kind: 'topup',
        pool: 'topup',
        amount: TOPUP_PACKS[order.sku as TopupSku].credits,
        reference: `order:${event.orderId}`,
      })
      .onConflictDoNothing();
  }
  return { userId: order.userId, sku: order.sku as ProductSku };
}

/**
 * Keeps our copy of the provider's subscription, and the user's plan in step with it; answers
 * the account whose plan it wrote, if any.
 */
async function mirrorSubscription(
  tx: Executor,
  input: { provider: PaymentProvider['name']; state: SubscriptionState; knownUserId: string | null },
): Promise<string | null> {
  const { provider, state, knownUserId } = input;
  let userId = knownUserId;
  if (!userId) {
    const [existing] = await tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.id, state.id));
    userId = existing?.userId ?? null;
  }
  if (!userId && state.customerId) {
    const [customer] = await tx
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(eq(billingCustomers.customerId, state.customerId));
    userId = customer?.userId ?? null;
  }
  if (!userId) return null;

  const values = {
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ id: state.id, userId, provider, ...values })
    .onConflictDoUpdate({ target: subscriptions.id, set: values });

  const [active] = await tx
    .select({ count: sql<number>`count(*)` })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...PRO_STATUSES])));
  const plan = Number(active?.count ?? 0) > 0 ? 'pro' : 'free';
  await tx.update(users).set({ plan, updatedAt: new Date() }).where(eq(users.id, userId));
  return userId;
}
