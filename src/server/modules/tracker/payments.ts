import { and, eq, inArray } from 'drizzle-orm';
import { type PaymentScheduleBody, paymentScheduleBodySchema } from '#shared/api/tracker.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { cashOwed, invoiceVatRate } from '#shared/tracker/derive-items.ts';
import { AppError } from '#server/app-error.ts';
import { trackerInvoices, trackerItems } from '#server/db/schema/tracker.ts';
import type { TrackerAccess } from '#server/modules/tracker/tracker-access.ts';
import { ensureTrackerItems, findItem, isPaid } from '#server/modules/tracker/tracker-items.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

const futureDay = () =>
  new AppError('VALIDATION_ERROR', 'La date du paiement ne peut pas être dans le futur', {
    fields: [{ path: 'paidOn', message: 'La date du paiement ne peut pas être dans le futur.' }],
  });

/**
 * Either party says the money moved: the creator « reçu » (the payment is then paid), the brand
 * « envoyé » (paid once the creator confirms). A later declaration replaces an unconfirmed one.
 */
export async function declarePayment(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { access, itemId, paidOn }: { access: TrackerAccess; itemId: string; paidOn: string },
): Promise<void> {
  if (access.side === 'observer') throw new AppError('FORBIDDEN', 'Seules les parties déclarent un paiement');
  const now = ctx.now();
  if (paidOn > parisDay(now)) throw futureDay();
  const item = await findItem(ctx.db, { contractId: access.contract.id, itemId, kind: 'payment' });
  if (isPaid(item)) throw new AppError('CONFLICT', 'Ce paiement est déjà enregistré comme payé');
  await ctx.db
    .update(trackerItems)
    .set({ declaredBy: access.side, paidOn, declaredAt: now, confirmedAt: null })
    .where(eq(trackerItems.id, item.id));
}

/** The other party confirms a declaration: the creator confirms receipt of what the brand sent. */
export async function confirmPayment(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { access, itemId }: { access: TrackerAccess; itemId: string },
): Promise<void> {
  const item = await findItem(ctx.db, { contractId: access.contract.id, itemId, kind: 'payment' });
  if (!item.declaredBy) throw new AppError('CONFLICT', 'Aucun paiement n’a été déclaré');
  if (access.side === 'observer' || access.side === item.declaredBy) {
    throw new AppError('FORBIDDEN', 'La confirmation revient à l’autre partie');
  }
  if (item.confirmedAt) return;
  await ctx.db.update(trackerItems).set({ confirmedAt: ctx.now() }).where(eq(trackerItems.id, item.id));
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The owner splits what the contract owes into instalments (30 % at signature, 70 % after the
 * last publication…): the total HT stays the contract's, to the cent. Fixed once a payment is
 * declared or invoiced, so what was invoiced or paid never moves.
 */
export async function setPaymentSchedule(
  ctx: Pick<AppContext, 'db'>,
  { access, body }: { access: TrackerAccess; body: PaymentScheduleBody },
): Promise<void> {
  if (!access.isOwner) throw new AppError('FORBIDDEN', 'L’échéancier revient au titulaire du compte');
  const { items } = paymentScheduleBodySchema.parse(body);
  const owed = cashOwed(access.contract);
  const total = items.reduce((sum, item) => sum + cents(item.amountHt), 0);
  if (total !== cents(owed)) {
    throw new AppError('SCHEDULE_TOTAL_MISMATCH', `Échéances de ${total / 100} € HT pour ${owed} € HT dus`, {
      fields: [{ path: 'items', message: 'Les échéances doivent totaliser le montant prévu au contrat.' }],
    });
  }
  const vatRate = invoiceVatRate(access.contract);
  await ensureTrackerItems(ctx.db, access.contract);
  await ctx.db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(trackerItems)
      .where(and(eq(trackerItems.contractId, access.contract.id), eq(trackerItems.kind, 'payment')))
      .for('update');
    const ids = current.map((row) => row.id);
    const invoiced =
      ids.length === 0
        ? []
        : await tx.select({ id: trackerInvoices.id }).from(trackerInvoices).where(inArray(trackerInvoices.itemId, ids));
    if (invoiced.length > 0 || current.some((row) => row.declaredBy !== null)) {
      throw new AppError('SCHEDULE_LOCKED', 'Un paiement est déjà déclaré ou facturé');
    }
    if (ids.length > 0) await tx.delete(trackerItems).where(inArray(trackerItems.id, ids));
    await tx.insert(trackerItems).values(
      items.map((item, position) => ({
        contractId: access.contract.id,
        kind: 'payment' as const,
        position,
        label: item.label,
        dueOn: item.dueOn,
        amountHt: item.amountHt,
        vatRate,
      })),
    );
  });
}
