import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentReminder } from '#shared/api/tracker.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { contractSignatories } from '#shared/signature/contract-signatories.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { requiredMentions } from '#shared/tracker/derive-items.ts';
import { AppError } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { signatureRequests } from '#server/db/schema/signatures.ts';
import { trackerInvoices, trackerScreenshots } from '#server/db/schema/tracker.ts';
import { formalNoticeHtml } from '#server/modules/tracker/documents/formal-notice-html.ts';
import { type InvoiceInput, invoiceHtml, invoiceNumberLabel } from '#server/modules/tracker/documents/invoice-html.ts';
import { brandParty, influencerParty } from '#server/modules/tracker/documents/party-block.ts';
import { paymentReminderText } from '#server/modules/tracker/documents/payment-reminder.ts';
import { proofDossierHtml } from '#server/modules/tracker/documents/proof-dossier-html.ts';
import { type TrackerAccess, assertSide } from '#server/modules/tracker/tracker-access.ts';
import {
  betweenProfessionals,
  contractReference,
  findItem,
  isPaid,
  type ItemRow,
  lateFigures,
  listItems,
  paymentAmounts,
  toPublication,
} from '#server/modules/tracker/tracker-items.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * The tracker's documents, rendered when asked by the same renderer as the contracts (its
 * guarantees hold: no script, no request): the creator's invoices, the reminder and the formal
 * notice of a late payment, and the « Dossier de preuves ».
 */

type Rendered = { pdf: Buffer; fileName: string };

/** The day the contract was signed: its completed request's, or the date it states, or the day it was marked signed. */
export async function signedOn(executor: Executor, contract: Contract): Promise<string> {
  const [request] = await executor
    .select({ closedAt: signatureRequests.closedAt })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.contractId, contract.id), eq(signatureRequests.state, 'completed')))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1);
  if (request?.closedAt) return parisDay(request.closedAt);
  return contract.clauses.signatures.dateSigned || parisDay(new Date(contract.updatedAt));
}

const meta = (contract: Contract, title: string) => ({
  title: `${title} — ${contract.title}`,
  author: contract.parties.influencer.name,
  subject: title,
  footerReference: `Réf. ${contractReference(contract)}`,
});

async function invoiceOf(executor: Executor, itemId: string) {
  const [invoice] = await executor
    .select({ number: trackerInvoices.number, issuedOn: trackerInvoices.issuedOn, snapshot: trackerInvoices.snapshot })
    .from(trackerInvoices)
    .where(eq(trackerInvoices.itemId, itemId));
  return invoice ?? null;
}

/** An invoice, printed from what was frozen when it was issued. Either party may download it. */
export async function invoicePdf(
  ctx: Pick<AppContext, 'db' | 'pdf'>,
  { access, itemId }: { access: TrackerAccess; itemId: string },
): Promise<Rendered> {
  const item = await findItem(ctx.db, { contractId: access.contract.id, itemId, kind: 'payment' });
  const invoice = await invoiceOf(ctx.db, item.id);
  if (!invoice) throw new AppError('NOT_FOUND', 'Facture introuvable');
  const label = invoiceNumberLabel(invoice.number);
  const { pdf } = await ctx.pdf.render(
    invoiceHtml(invoice.snapshot as InvoiceInput),
    meta(access.contract, `Facture ${label}`),
  );
  return { pdf, fileName: `Facture-${label}.pdf` };
}

/** The late payment's figures, or 409 when the item is not late (or already paid). */
async function latePayment(ctx: Pick<AppContext, 'db' | 'now'>, access: TrackerAccess, itemId: string) {
  assertSide(access, 'influencer', 'Relancer un paiement');
  const item = await findItem(ctx.db, { contractId: access.contract.id, itemId, kind: 'payment' });
  const today = parisDay(ctx.now());
  // Late only once invoiced: the payment term runs from the invoice (C. com. L441-10 I and II).
  if (isPaid(item) || item.invoicedOn === null || today <= item.dueOn) {
    throw new AppError('PAYMENT_NOT_LATE', 'Ce paiement n’est pas en retard');
  }
  const invoice = await invoiceOf(ctx.db, item.id);
  return {
    item,
    today,
    late: lateFigures(access.contract, item, today),
    details: {
      label: item.label,
      amountTtc: paymentAmounts(item).amountTtc,
      dueOn: item.dueOn,
      invoice: invoice
        ? { number: invoiceNumberLabel(invoice.number), issuedOn: invoice.issuedOn }
        : { number: item.externalInvoiceNumber ?? '', issuedOn: item.invoicedOn },
    },
  };
}

/** The reminder the creator sends from their own mailbox: written here, sent by them. */
export async function paymentReminder(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { access, itemId }: { access: TrackerAccess; itemId: string },
): Promise<PaymentReminder> {
  const { contract } = access;
  const { today, late, details } = await latePayment(ctx, access, itemId);
  const brandSignatory = contractSignatories(contract).find((person) => person.role === 'creator');
  const text = paymentReminderText({
    recipientName: brandSignatory?.name || undefined,
    senderName: contract.parties.influencer.name,
    contract: { title: contract.title, reference: contractReference(contract) },
    item: details,
    today,
    currency: contract.compensation.currency,
    betweenProfessionals: betweenProfessionals(contract),
    late,
  });
  return { to: brandSignatory?.email || contract.parties.creator.email, ...text };
}

/** The formal notice to pay (C. civ. 1344), for the creator to send by registered letter. */
export async function formalNoticePdf(
  ctx: Pick<AppContext, 'db' | 'now' | 'pdf'>,
  { access, itemId }: { access: TrackerAccess; itemId: string },
): Promise<Rendered> {
  const { contract } = access;
  const { today, late, details } = await latePayment(ctx, access, itemId);
  const { signatory: brandSignatory } = contract.parties.creator;
  const influencer = contract.parties.influencer;
  const html = formalNoticeHtml({
    sender: influencerParty(contract),
    recipient: brandParty(contract),
    recipientAttention:
      [brandSignatory.name, brandSignatory.capacity].filter((part) => part.trim() !== '').join(', ') || undefined,
    place: contract.clauses.signatures.city,
    date: today,
    contract: {
      title: contract.title,
      reference: contractReference(contract),
      signedOn: await signedOn(ctx.db, contract),
    },
    item: details,
    currency: contract.compensation.currency,
    betweenProfessionals: betweenProfessionals(contract),
    late,
    signatory: influencer.isPhysicalPerson
      ? { name: influencer.name }
      : { name: influencer.signatory.name || influencer.name, capacity: influencer.signatory.capacity || undefined },
  });
  const { pdf } = await ctx.pdf.render(html, meta(contract, 'Mise en demeure de payer'));
  return { pdf, fileName: `Mise-en-demeure-${contractReference(contract)}.pdf` };
}

/** The « Dossier de preuves »: each publication with its address, day, mention and screenshots. */
export async function proofDossierPdf(
  ctx: Pick<AppContext, 'db' | 'now' | 'pdf'>,
  { access }: { access: TrackerAccess },
): Promise<Rendered> {
  const { contract } = access;
  const now = ctx.now();
  const today = parisDay(now);
  const rows = (await listItems(ctx.db, contract.id)).filter((row): row is ItemRow => row.kind === 'publication');
  const shots = rows.length
    ? await ctx.db
        .select()
        .from(trackerScreenshots)
        .where(
          inArray(
            trackerScreenshots.itemId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(trackerScreenshots.createdAt), asc(trackerScreenshots.id))
    : [];
  const publications = rows.map((row) => {
    const item = toPublication(row, [], today);
    return {
      label: item.label,
      platform: item.platform,
      format: item.format,
      startsOn: item.startsOn,
      dueOn: item.dueOn,
      review: item.review,
      record: item.record && {
        ...item.record,
        screenshots: shots
          .filter((shot) => shot.itemId === row.id)
          .map((shot) => ({ mimeType: shot.mimeType, base64: shot.bytes.toString('base64') })),
      },
    };
  });
  const html = proofDossierHtml({
    contract: {
      title: contract.title,
      reference: contractReference(contract),
      signedOn: await signedOn(ctx.db, contract),
    },
    brand: brandParty(contract),
    influencer: influencerParty(contract),
    requiredMentions: requiredMentions(contract),
    madeAt: now,
    publications,
  });
  const { pdf } = await ctx.pdf.render(html, meta(contract, 'Dossier de preuves'));
  return { pdf, fileName: `Dossier-de-preuves-${contractReference(contract)}.pdf` };
}
