import { and, desc, eq } from 'drizzle-orm';
import { type ProductSku, productOf } from '#shared/account/plans.ts';
import type { Order, SubscriptionSummary } from '#shared/api/payments.ts';
import { notFound } from '#server/app-error.ts';
import { billingCustomers, checkoutOrders, subscriptions } from '#server/db/schema/payments.ts';
import { users } from '#server/db/schema/users.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** The plan and the latest subscription of a user: what /checkout-success and the profile show. */
export async function getSubscriptionSummary(
  { db }: Pick<AppContext, 'db'>,
  { userId }: { userId: string },
): Promise<SubscriptionSummary> {
  const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  const [customer] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return {
    plan: user?.plan ?? 'free',
    subscription: subscription
      ? {
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null,
    canManage: Boolean(customer && subscription),
  };
}

export async function getOrder(
  { db }: Pick<AppContext, 'db'>,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<Order> {
  const [order] = await db
    .select()
    .from(checkoutOrders)
    .where(and(eq(checkoutOrders.id, orderId), eq(checkoutOrders.userId, userId)));
  if (!order) throw notFound('Commande');
  const sku = order.sku as ProductSku;
  return { id: order.id, sku, status: order.status, returnPath: order.returnPath, ...productOf(sku) };
}
