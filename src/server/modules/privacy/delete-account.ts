import { and, eq, like, notInArray, or } from 'drizzle-orm';
import { type ProductSku, productOf } from '#shared/account/plans.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import { billingCustomers, checkoutOrders, subscriptions } from '#server/db/schema/payments.ts';
import { retainedInvoices } from '#server/db/schema/privacy.ts';
import { contactMessages, waitlistEntries } from '#server/db/schema/public-site.ts';
import { supportConversations } from '#server/db/schema/support-chat.ts';
import { users } from '#server/db/schema/users.ts';
import { verifyPassword } from '#server/modules/auth/password-hashing.ts';
import type { PaymentProvider } from '#server/modules/payments/payment-provider.ts';
import { retainSignatureEvidence } from '#server/modules/signatures/signature-evidence.ts';
import type { AppContext } from '#server/plugins/request-context.ts';
import { forgetSessionUser } from '#server/modules/auth/find-session-user.ts';

/** Subscriptions that bill no more: nothing to cancel at the provider. */
const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

/**
 * Erases an account (RGPD art. 17), once its password is given again:
 * 1. its live subscriptions are cancelled at the provider first, so that a provider that does
 *    not answer leaves the account whole (503) instead of a person billed without an account;
 * 2. then, in one transaction: each paid order is copied without the person into
 *    retained_invoices (ten years, Code de commerce art. L123-22); each completed signature
 *    request (final PDF, signers, audit trail) is detached and kept as the other parties'
 *    evidence for EVIDENCE_RETENTION_YEARS (C. civ. 2224, signature-evidence.ts); the account is deleted,
 *    which cascades to its details, sessions, e-mail links, contracts and their history,
 *    exports, credits, orders, subscriptions, billing customer, contact messages and the
 *    support chat (conversation, messages, screenshots, the team's log of it); the
 *    waiting-list entry and the mails of its address go too.
 * Access tokens die with the row: the auth hook looks the user up on every request.
 */
export async function deleteAccount(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'> & { provider: PaymentProvider | null },
  input: { userId: string; password: string },
): Promise<void> {
  const { db, provider } = ctx;
  const now = ctx.now();
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId));
  if (!account) throw notFound('Compte');
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError('WRONG_PASSWORD', 'Mot de passe incorrect');
  }

  await cancelLiveSubscriptions(db, { provider, userId: input.userId });

  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ email: users.email, isEmailVerified: users.isEmailVerified })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!locked) return;
    await retainPaidOrders(tx, input.userId);
    await retainSignatureEvidence(tx, { ownerId: input.userId, now, years: ctx.config.evidenceRetentionYears });
    // Mail to or about the address (acknowledgements, support copies whose Reply-To it is).
    await tx.delete(mailOutbox).where(or(eq(mailOutbox.recipient, locked.email), eq(mailOutbox.replyTo, locked.email)));
    // The team's notice of a chat message carries the person's name and words.
    const conversations = await tx
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(eq(supportConversations.userId, input.userId));
    for (const { id } of conversations) {
      await tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.purpose, 'support-message'), like(mailOutbox.text, `%conversation=${id}%`)));
    }
    // What was sent under the address without a session is theirs only if the address is proven theirs.
    if (locked.isEmailVerified) {
      await tx.delete(contactMessages).where(eq(contactMessages.email, locked.email));
      await tx.delete(waitlistEntries).where(eq(waitlistEntries.email, locked.email));
    }
    await tx.delete(users).where(eq(users.id, input.userId));
  });
  forgetSessionUser(input.userId);
}

async function cancelLiveSubscriptions(
  db: Database,
  { provider, userId }: { provider: PaymentProvider | null; userId: string },
) {
  const live = await db
    .select({ id: subscriptions.id, provider: subscriptions.provider })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, ENDED_STATUSES)));
  for (const subscription of live) {
    if (provider?.name === subscription.provider) {
      await provider.cancelSubscription(subscription.id);
    } else if (subscription.provider === 'stripe') {
      // A Stripe subscription that this server can no longer reach would go on billing.
      throw new AppError('SERVICE_UNAVAILABLE', 'Le prestataire de paiement est indisponible : abonnement non résilié');
    }
    // A sandbox subscription with Stripe configured is only a row of ours: it goes with the account.
  }
}

async function retainPaidOrders(tx: Executor, userId: string) {
  const paid = await tx
    .select()
    .from(checkoutOrders)
    .where(and(eq(checkoutOrders.userId, userId), eq(checkoutOrders.status, 'paid')));
  if (paid.length === 0) return;
  const [customer] = await tx
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  await tx
    .insert(retainedInvoices)
    .values(
      paid.map((order) => ({
        orderId: order.id,
        provider: order.provider,
        sku: order.sku,
        amountCents: productOf(order.sku as ProductSku).priceCents,
        paidAt: order.completedAt ?? order.createdAt,
        providerSessionId: order.providerSessionId,
        providerCustomerId: customer?.customerId ?? null,
      })),
    )
    .onConflictDoNothing();
}
