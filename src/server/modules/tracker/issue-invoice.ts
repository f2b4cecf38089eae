import { and, eq, sql } from 'drizzle-orm';
import {
  type ExternalInvoiceBody,
  externalInvoiceBodySchema,
  type IssueInvoiceBody,
  invoiceDetailsSchema,
  type issueInvoiceBodySchema,
} from '#shared/api/tracker.ts';
import { addDays } from '#shared/contract/dates.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { AppError } from '#server/app-error.ts';
import { invoiceCounters, trackerInvoices, trackerItems } from '#server/db/schema/tracker.ts';
import type { InvoiceInput } from '#server/modules/tracker/documents/invoice-html.ts';
import { brandParty, influencerParty } from '#server/modules/tracker/documents/party-block.ts';
import { type TrackerAccess, assertSide } from '#server/modules/tracker/tracker-access.ts';
import {
  betweenProfessionals,
  contractReference,
  findItem,
  type ItemRow,
  paymentAmounts,
} from '#server/modules/tracker/tracker-items.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** Everything the invoice prints, frozen when it is issued (an invoice is never rewritten). */
function snapshotOf(
  contract: Contract,
  item: ItemRow,
  {
    number,
    issuedOn,
    details,
  }: { number: number; issuedOn: string; details: ReturnType<typeof issueInvoiceBodySchema.parse> },
): InvoiceInput {
  // The invoice names the seller by their legal name only: the handle stays off it.
  const { pseudonym: _handle, ...sellerIdentity } = influencerParty(contract);
  const { amountHt, vatRate } = paymentAmounts(item);
  return {
    number,
    issuedOn,
    dueOn: addDays(issuedOn, contract.compensation.paymentDueDays),
    // The service is the contract's: done by its end, or by the issue of an earlier instalment's invoice.
    serviceOn: issuedOn < contract.clauses.duration.endDate ? issuedOn : contract.clauses.duration.endDate,
    seller: { ...sellerIdentity, vatNumber: details.sellerVatNumber },
    buyer: { ...brandParty(contract), vatNumber: details.buyerVatNumber },
    contract: { title: contract.title, reference: contractReference(contract) },
    line: { label: item.label, amountHt },
    vatRate,
    vatTreatment: contract.compensation.vatTreatment,
    currency: contract.compensation.currency,
    betweenProfessionals: betweenProfessionals(contract),
    ...(details.iban ? { bankAccount: { iban: details.iban, ...(details.bic ? { bic: details.bic } : {}) } } : {}),
  };
}

/**
 * The creator's invoice for a payment item. Its number is the issuer's next one, taken in the
 * transaction that writes the invoice (the counter's row is locked until it commits), so two
 * invoices at once never share a number and a failure leaves no hole (CGI ann. II art. 242
 * nonies A I 2°: « une séquence chronologique et continue »). The item is then due
 * `paymentDueDays` after the issue, as the contract states. Issuing again returns the same one.
 */
export async function issueInvoice(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { access, itemId, body }: { access: TrackerAccess; itemId: string; body: IssueInvoiceBody },
): Promise<void> {
  assertSide(access, 'influencer', 'Créer une facture');
  // The VAT numbers the contract's treatment requires (CGI ann. II art. 242 nonies A I 2° and 4°).
  const details = invoiceDetailsSchema(access.contract.compensation.vatTreatment).parse(body);
  const issuerKey = access.issuerKey;
  if (!issuerKey) throw new AppError('FORBIDDEN', 'Créer une facture : cette action revient au Créateur');
  // C. com. R123-237 and CGI ann. II art. 242 nonies A I 4°: the seller's SIREN on every invoice.
  if (access.contract.parties.influencer.siret.replace(/\D/g, '').length !== 14) {
    throw new AppError('INVOICE_DETAILS_MISSING', 'Le contrat signé ne donne pas le SIRET du Créateur');
  }
  const issuedOn = parisDay(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, { contractId: access.contract.id, itemId, kind: 'payment' });
    await tx.select({ id: trackerItems.id }).from(trackerItems).where(eq(trackerItems.id, item.id)).for('update');
    const [existing] = await tx
      .select({ id: trackerInvoices.id })
      .from(trackerInvoices)
      .where(and(eq(trackerInvoices.itemId, item.id)));
    if (existing) return;
    if (item.externalInvoiceNumber !== null) {
      throw new AppError('CONFLICT', 'Une facture émise hors de Paraphe est déjà enregistrée pour ce paiement');
    }
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ issuerKey, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.issuerKey,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ number: invoiceCounters.lastNumber });
    const snapshot = snapshotOf(access.contract, item, { number: counter!.number, issuedOn, details });
    await tx
      .insert(trackerInvoices)
      .values({ itemId: item.id, issuerKey, number: snapshot.number, issuedOn, snapshot });
    // The payment term runs from the invoice (C. com. L441-10 I); a payment already made keeps its day.
    await tx
      .update(trackerItems)
      .set({ invoicedOn: issuedOn, ...(item.declaredBy === null ? { dueOn: snapshot.dueOn } : {}) })
      .where(eq(trackerItems.id, item.id));
  });
}

/**
 * An invoice the creator issued outside Paraphe: its number and date are recorded, and the
 * payment is then due `paymentDueDays` after that date, as the contract states. Replaces an
 * earlier record of the same kind; refused once Paraphe issued one.
 */
export async function recordExternalInvoice(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { access, itemId, body }: { access: TrackerAccess; itemId: string; body: ExternalInvoiceBody },
): Promise<void> {
  assertSide(access, 'influencer', 'Enregistrer une facture');
  const input = externalInvoiceBodySchema.parse(body);
  if (input.issuedOn > parisDay(ctx.now())) {
    const message = 'La date de la facture ne peut pas être dans le futur.';
    throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'issuedOn', message }] });
  }
  await ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, { contractId: access.contract.id, itemId, kind: 'payment' });
    const [issued] = await tx
      .select({ id: trackerInvoices.id })
      .from(trackerInvoices)
      .where(eq(trackerInvoices.itemId, item.id));
    if (issued) throw new AppError('CONFLICT', 'Paraphe a déjà émis la facture de ce paiement');
    await tx
      .update(trackerItems)
      .set({
        invoicedOn: input.issuedOn,
        externalInvoiceNumber: input.number,
        ...(item.declaredBy === null
          ? { dueOn: addDays(input.issuedOn, access.contract.compensation.paymentDueDays) }
          : {}),
      })
      .where(eq(trackerItems.id, item.id));
  });
}
