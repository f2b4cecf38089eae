import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentItem, PublicationItem, RightItem, Tracker } from '#shared/api/tracker.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { addDays } from '#shared/contract/dates.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { deriveTrackerItems, requiredMentions } from '#shared/tracker/derive-items.ts';
import { computeLatePayment } from '#shared/tracker/late-payment.ts';
import { paymentStatus, publicationStatus, rightStatus } from '#shared/tracker/statuses.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { trackerInvoices, trackerItems, trackerScreenshots } from '#server/db/schema/tracker.ts';
import type { TrackerAccess } from '#server/modules/tracker/tracker-access.ts';
import { invoiceNumberLabel } from '#server/modules/tracker/documents/invoice-html.ts';

export type ItemRow = typeof trackerItems.$inferSelect;
type Kind = ItemRow['kind'];

/**
 * The items of a signed contract, made from it the first time they are needed (the tracker
 * opened, the upkeep's round). Two at once insert the same positions: the unique index keeps
 * one set.
 */
export async function ensureTrackerItems(executor: Executor, contract: Contract): Promise<void> {
  const [any] = await executor
    .select({ id: trackerItems.id })
    .from(trackerItems)
    .where(eq(trackerItems.contractId, contract.id))
    .limit(1);
  if (any) return;
  const positions: Record<Kind, number> = { publication: 0, payment: 0, right: 0 };
  const rows = deriveTrackerItems(contract).map((seed) => {
    const position = positions[seed.kind]++;
    const base = { contractId: contract.id, kind: seed.kind, position, label: seed.label, dueOn: seed.dueOn };
    if (seed.kind === 'publication') {
      return {
        ...base,
        startsOn: seed.startsOn,
        platform: seed.platform,
        format: seed.format,
        review: 'pending' as const,
      };
    }
    if (seed.kind === 'payment') return { ...base, amountHt: seed.amountHt, vatRate: seed.vatRate };
    return {
      ...base,
      startsOn: seed.startsOn,
      useKind: seed.useKind,
      territory: seed.territory,
      months: seed.months,
      exclusive: seed.exclusive,
    };
  });
  if (rows.length > 0) await executor.insert(trackerItems).values(rows).onConflictDoNothing();
}

/** One item of this contract, of this kind; another contract's item is not found. */
export async function findItem(
  executor: Executor,
  { contractId, itemId, kind }: { contractId: string; itemId: string; kind: Kind },
): Promise<ItemRow> {
  const [row] = await executor
    .select()
    .from(trackerItems)
    .where(and(eq(trackerItems.id, itemId), eq(trackerItems.contractId, contractId), eq(trackerItems.kind, kind)));
  if (!row) throw notFound('Élément du suivi');
  return row;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** C. com. L441-10 applies between professionals: the creator invoices as one. */
export const betweenProfessionals = (contract: Contract) => contract.parties.influencer.actsAsProfessional;

export function isPaid(row: ItemRow): boolean {
  return row.declaredBy === 'influencer' || row.confirmedAt !== null;
}

export function paymentAmounts(row: ItemRow) {
  const amountHt = row.amountHt ?? 0;
  const vatRate = row.vatRate ?? 0;
  return { amountHt, vatRate, amountTtc: round2(amountHt * (1 + vatRate / 100)) };
}

/**
 * The late-payment figures of an invoiced item (the term runs from the invoice, L441-10 I): up
 * to its payment, or to today while unpaid.
 */
export function lateFigures(contract: Contract, row: ItemRow, today: string) {
  if (!betweenProfessionals(contract) || row.invoicedOn === null) return null;
  const until = isPaid(row) ? (row.paidOn ?? today) : today;
  return computeLatePayment({ amountTtc: paymentAmounts(row).amountTtc, dueOn: row.dueOn, until });
}

export function toPublication(
  row: ItemRow,
  shots: Array<{ id: string; mimeType: 'image/png' | 'image/jpeg'; size: number }>,
  today: string,
): PublicationItem {
  const recorded = row.recordedAt !== null && row.url !== null && row.publishedOn !== null;
  return {
    id: row.id,
    label: row.label,
    platform: row.platform ?? '',
    format: row.format ?? '',
    startsOn: row.startsOn ?? row.dueOn,
    dueOn: row.dueOn,
    status: publicationStatus(
      { dueFrom: row.startsOn ?? row.dueOn, dueTo: row.dueOn, publishedOn: row.publishedOn },
      today,
    ),
    record: recorded
      ? {
          url: row.url ?? '',
          publishedOn: row.publishedOn ?? '',
          mentionConfirmed: row.mentionConfirmed === true,
          recordedAt: row.recordedAt?.toISOString() ?? '',
          screenshots: shots,
        }
      : null,
    review: {
      state: row.review ?? 'pending',
      comment: row.reviewComment ?? '',
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    },
  };
}

export function toPayment(
  contract: Contract,
  row: ItemRow,
  invoice: { number: number; issuedOn: string } | undefined,
  today: string,
): PaymentItem {
  return {
    id: row.id,
    label: row.label,
    ...paymentAmounts(row),
    dueOn: row.dueOn,
    status: paymentStatus(
      {
        dueOn: row.dueOn,
        paid: isPaid(row),
        invoiced: row.invoicedOn !== null,
        // Before its invoice, the due date is the one expected: the invoice N days before it.
        invoiceExpectedOn: addDays(row.dueOn, -contract.compensation.paymentDueDays),
      },
      today,
    ),
    declared:
      row.declaredBy && row.paidOn && row.declaredAt
        ? { by: row.declaredBy, paidOn: row.paidOn, at: row.declaredAt.toISOString() }
        : null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    invoice: invoice
      ? { number: invoiceNumberLabel(invoice.number), issuedOn: invoice.issuedOn, external: false }
      : row.externalInvoiceNumber && row.invoicedOn
        ? { number: row.externalInvoiceNumber, issuedOn: row.invoicedOn, external: true }
        : null,
    late: lateFigures(contract, row, today),
  };
}

export function toRight(row: ItemRow, today: string): RightItem {
  return {
    id: row.id,
    label: row.label,
    territory: row.territory ?? '',
    months: row.months ?? 0,
    exclusive: row.exclusive === true,
    startsOn: row.startsOn ?? row.dueOn,
    endsOn: row.dueOn,
    status: rightStatus({ endsOn: row.dueOn, withdrawn: row.withdrawnAt !== null }, today),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

export function listItems(executor: Executor, contractId: string): Promise<ItemRow[]> {
  return executor
    .select()
    .from(trackerItems)
    .where(eq(trackerItems.contractId, contractId))
    .orderBy(asc(trackerItems.kind), asc(trackerItems.position));
}

export const contractReference = (contract: Pick<Contract, 'id'>) => contract.id.slice(0, 8).toUpperCase();

/** The whole tracker as the viewer sees it; the items are made on first reading. */
export async function readTracker(executor: Executor, access: TrackerAccess, now: Date): Promise<Tracker> {
  const { contract } = access;
  await ensureTrackerItems(executor, contract);
  const today = parisDay(now);
  const rows = await listItems(executor, contract.id);
  const ids = rows.map((row) => row.id);
  const shots =
    ids.length === 0
      ? []
      : await executor
          .select({
            id: trackerScreenshots.id,
            itemId: trackerScreenshots.itemId,
            mimeType: trackerScreenshots.mimeType,
            size: trackerScreenshots.size,
          })
          .from(trackerScreenshots)
          .where(inArray(trackerScreenshots.itemId, ids))
          .orderBy(asc(trackerScreenshots.createdAt), asc(trackerScreenshots.id));
  const invoices =
    ids.length === 0
      ? []
      : await executor
          .select({
            itemId: trackerInvoices.itemId,
            number: trackerInvoices.number,
            issuedOn: trackerInvoices.issuedOn,
          })
          .from(trackerInvoices)
          .where(inArray(trackerInvoices.itemId, ids));
  const shotsOf = (itemId: string) =>
    shots.filter((shot) => shot.itemId === itemId).map(({ id, mimeType, size }) => ({ id, mimeType, size }));
  const { parties } = contract;
  const payments = rows
    .filter((row) => row.kind === 'payment')
    .map((row) =>
      toPayment(
        contract,
        row,
        invoices.find((invoice) => invoice.itemId === row.id),
        today,
      ),
    );
  return {
    contractId: contract.id,
    title: contract.title,
    reference: contractReference(contract),
    side: access.side,
    today,
    currency: contract.compensation.currency,
    requiredMentions: requiredMentions(contract),
    betweenProfessionals: betweenProfessionals(contract),
    vatTreatment: contract.compensation.vatTreatment,
    paymentDueDays: contract.compensation.paymentDueDays,
    canEditSchedule: access.isOwner && payments.every((item) => item.declared === null && item.invoice === null),
    // Renewing a use where a child appears needs their parents' consent (renew-right.ts).
    canRenew: access.isOwner && !contract.children.present,
    influencerName: parties.influencer.pseudonym.trim() || parties.influencer.name,
    brandName: parties.creator.name,
    publications: rows
      .filter((row) => row.kind === 'publication')
      .map((row) => toPublication(row, shotsOf(row.id), today)),
    payments: rows
      .filter((row) => row.kind === 'payment')
      .map((row) =>
        toPayment(
          contract,
          row,
          invoices.find((invoice) => invoice.itemId === row.id),
          today,
        ),
      ),
    rights: rows.filter((row) => row.kind === 'right').map((row) => toRight(row, today)),
  };
}
