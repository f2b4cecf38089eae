import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Upcoming, UpcomingItem } from '#shared/api/tracker.ts';
import { addDays } from '#shared/contract/dates.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import {
  paymentStatus,
  paymentStatusLabels,
  publicationStatusLabels,
  rightStatusLabels,
} from '#shared/tracker/statuses.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { trackerItems } from '#server/db/schema/tracker.ts';
import { rowToContract } from '#server/modules/contracts/contract-row.ts';
import {
  type ItemRow,
  ensureTrackerItems,
  isPaid,
  toPublication,
  toRight,
} from '#server/modules/tracker/tracker-items.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** The dashboard shows what falls due within this many days, and everything late. */
export const UPCOMING_WINDOW_DAYS = 30;
export const UPCOMING_MAX = 8;

export type TrackedItem = { contractId: string; contractTitle: string; row: ItemRow };

/** Whether an item still waits for something: a publication not out, a payment not paid, a use not withdrawn. */
export function isOpen(row: ItemRow): boolean {
  if (row.kind === 'publication') return row.publishedOn === null;
  if (row.kind === 'payment') return !isPaid(row);
  return row.withdrawnAt === null;
}

/** Every item of the owner's signed contracts (not archived), made first where missing. */
export async function ownerTrackedItems(executor: Executor, ownerId: string): Promise<TrackedItem[]> {
  const signed = await executor
    .select()
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), eq(contracts.status, 'signed'), isNull(contracts.archivedAt)));
  if (signed.length === 0) return [];
  for (const row of signed) await ensureTrackerItems(executor, rowToContract(row));
  const titles = new Map(signed.map((row) => [row.id, row.title]));
  const rows = await executor
    .select()
    .from(trackerItems)
    .where(inArray(trackerItems.contractId, [...titles.keys()]))
    .orderBy(asc(trackerItems.dueOn), asc(trackerItems.position));
  return rows.map((row) => ({ contractId: row.contractId, contractTitle: titles.get(row.contractId) ?? '', row }));
}

function statusLabel(row: ItemRow, today: string): { label: string; late: boolean } {
  if (row.kind === 'publication') {
    const status = toPublication(row, [], today).status;
    return { label: publicationStatusLabels[status], late: status === 'late' };
  }
  if (row.kind === 'right') {
    const status = toRight(row, today).status;
    return { label: rightStatusLabels[status], late: status === 'expired' };
  }
  const status = paymentStatus(
    { dueOn: row.dueOn, paid: isPaid(row), invoiced: row.invoicedOn !== null, invoiceExpectedOn: row.dueOn },
    today,
  );
  return { label: paymentStatusLabels[status], late: status === 'late' };
}

/** Late items first (oldest first), then what falls due in the next thirty days. */
export async function listUpcoming(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { ownerId }: { ownerId: string },
): Promise<Upcoming> {
  const today = parisDay(ctx.now());
  const horizon = addDays(today, UPCOMING_WINDOW_DAYS);
  const items: UpcomingItem[] = [];
  for (const { contractId, contractTitle, row } of await ownerTrackedItems(ctx.db, ownerId)) {
    if (!isOpen(row) || row.dueOn > horizon) continue;
    const { label, late } = statusLabel(row, today);
    items.push({
      contractId,
      contractTitle,
      itemId: row.id,
      kind: row.kind,
      label: row.label,
      dueOn: row.dueOn,
      late,
      statusLabel: label,
    });
  }
  items.sort((a, b) => (a.late === b.late ? a.dueOn.localeCompare(b.dueOn) : a.late ? -1 : 1));
  return { items: items.slice(0, UPCOMING_MAX), lateCount: items.filter((item) => item.late).length };
}
