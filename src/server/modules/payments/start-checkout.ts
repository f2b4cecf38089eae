import { and, eq, inArray } from 'drizzle-orm';
import type { ProductSku } from '#shared/account/plans.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { billingCustomers, checkoutOrders, subscriptions } from '#server/db/schema/payments.ts';
import { users } from '#server/db/schema/users.ts';
import type { PaymentContext } from '#server/modules/payments/payment-context.ts';
import { PRO_STATUSES } from '#server/modules/payments/payment-provider.ts';

type Deps = Pick<PaymentContext, 'db' | 'provider' | 'appUrl'>;

/** The user's customer at the provider, created the first time and kept. */
export async function ensureCustomer(deps: Deps, userId: string): Promise<string> {
  const [existing] = await deps.db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, deps.provider.name)));
  if (existing) return existing.customerId;
  const [user] = await deps.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'Compte introuvable');
  const customerId = await deps.provider.createCustomer({
    id: userId,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  // Two tabs racing: the first customer kept wins, the other answer is the kept one.
  await deps.db
    .insert(billingCustomers)
    .values({ userId, provider: deps.provider.name, customerId })
    .onConflictDoNothing({ target: billingCustomers.userId });
  const [kept] = await deps.db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return kept!.customerId;
}

export async function hasRunningSubscription(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...PRO_STATUSES])));
  return rows.length > 0;
}

/** Creates an order and the provider's payment page for it; answers the page's address. */
export async function startCheckout(
  deps: Deps,
  input: { userId: string; sku: ProductSku; returnPath: string },
): Promise<string> {
  if (input.sku === 'PRO_MONTHLY' && (await hasRunningSubscription(deps.db, input.userId))) {
    throw new AppError('ALREADY_SUBSCRIBED', 'Vous êtes déjà abonné au plan Pro');
  }
  const customerId = await ensureCustomer(deps, input.userId);
  const [order] = await deps.db
    .insert(checkoutOrders)
    .values({ userId: input.userId, provider: deps.provider.name, sku: input.sku, returnPath: input.returnPath })
    .returning({ id: checkoutOrders.id });
  const checkout = await deps.provider.createCheckout({
    orderId: order!.id,
    userId: input.userId,
    customerId,
    sku: input.sku,
    successUrl: `${deps.appUrl}/checkout-success?order=${order!.id}`,
    cancelUrl: `${deps.appUrl}${input.returnPath}`,
  });
  await deps.db
    .update(checkoutOrders)
    .set({ providerSessionId: checkout.sessionId })
    .where(eq(checkoutOrders.id, order!.id));
  return checkout.url;
}

/** The provider's page where the user manages their subscription. */
export async function openPortal(deps: Deps, { userId }: { userId: string }): Promise<string> {
  const [customer] = await deps.db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, deps.provider.name)));
  if (!customer) throw new AppError('NOT_FOUND', 'Aucun abonnement à gérer');
  const portal = await deps.provider.createPortal({
    customerId: customer.customerId,
    returnUrl: `${deps.appUrl}/profile`,
  });
  return portal.url;
}
