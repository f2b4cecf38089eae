import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { addDays } from '#shared/contract/dates.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { RIGHT_NOTICE_DAYS } from '#shared/tracker/statuses.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { trackerItems, trackerNotices } from '#server/db/schema/tracker.ts';
import { users } from '#server/db/schema/users.ts';
import { signingLink } from '#server/mail/templates/signature-invitation.ts';
import { type TrackerNotice, trackerNoticeMail } from '#server/mail/templates/tracker-notice.ts';
import { rowToContract } from '#server/modules/contracts/contract-row.ts';
import type { SignatureContext } from '#server/modules/signatures/signature-context.ts';
import { signerToken } from '#server/modules/signatures/signer-link.ts';
import { isOpen } from '#server/modules/tracker/list-upcoming.ts';
import { type ItemRow, ensureTrackerItems } from '#server/modules/tracker/tracker-items.ts';

/** The last notice of each kind of item: once sent, nothing more is due for it. */
const FINAL_NOTICES: readonly TrackerNotice[] = ['publication-late', 'payment-late', 'right-expired'];

/** The creator is reminded this many days before a publication's last day. */
export const PUBLICATION_REMINDER_DAYS = 3;

type Recipient = { email: string; name: string; side: 'influencer' | 'brand'; link: string };

/**
 * The notices an item calls for today: before a publication's last day (the creator), when a
 * publication or a payment is late (both), 30 and 7 days before a use ends and once it has
 * ended (both; the brand is asked to confirm the withdrawal).
 */
export function noticesDue(row: ItemRow, today: string): Array<{ notice: TrackerNotice; to: 'influencer' | 'both' }> {
  if (!isOpen(row)) return [];
  if (row.kind === 'publication') {
    if (today > row.dueOn) return [{ notice: 'publication-late', to: 'both' }];
    return addDays(row.dueOn, -PUBLICATION_REMINDER_DAYS) <= today
      ? [{ notice: 'publication-soon', to: 'influencer' }]
      : [];
  }
  // A payment is late only once invoiced (C. com. L441-10 I: the term runs from the invoice).
  if (row.kind === 'payment')
    return row.invoicedOn !== null && today > row.dueOn ? [{ notice: 'payment-late', to: 'both' }] : [];
  if (today > row.dueOn) return [{ notice: 'right-expired', to: 'both' }];
  const [first, second] = RIGHT_NOTICE_DAYS;
  if (addDays(row.dueOn, -second) <= today) return [{ notice: 'right-7', to: 'both' }];
  if (addDays(row.dueOn, -first) <= today) return [{ notice: 'right-30', to: 'both' }];
  return [];
}

/**
 * Who hears about a contract: the signers of its completed request, the owner by their tracker
 * page, the other party by their signing link (which opens their tracker). A contract marked
 * signed by hand has no signers here: only its owner is told.
 */
async function recipientsOf(
  executor: Executor,
  ctx: Pick<SignatureContext, 'config' | 'signing'>,
  contract: Contract,
  ownerId: string,
): Promise<Recipient[]> {
  const ownerLink = `${ctx.config.appUrl}/contracts/${contract.id}/suivi`;
  const [request] = await executor
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.contractId, contract.id), eq(signatureRequests.state, 'completed')))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1);
  if (request) {
    const signers = await executor.select().from(signatureSigners).where(eq(signatureSigners.requestId, request.id));
    return signers.flatMap((signer): Recipient[] => {
      if (signer.party !== 'creator' && signer.party !== 'influencer') return [];
      const side = signer.party === 'creator' ? 'brand' : 'influencer';
      const link = signer.isSender
        ? ownerLink
        : signingLink(ctx.config.appUrl, signerToken(ctx.signing.linkSecret, signer.id).token);
      return [{ email: signer.email, name: signer.name, side, link }];
    });
  }
  const [owner] = await executor
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!owner) return [];
  const influencerEmail = contract.parties.influencer.email.trim().toLowerCase();
  return [
    {
      email: owner.email,
      name: owner.firstName,
      side: owner.email === influencerEmail ? 'influencer' : 'brand',
      link: ownerLink,
    },
  ];
}

export type TrackerUpkeepReport = { prepared: number; notified: number };

/**
 * One round: the items of every signed contract made where missing, then each notice due
 * claimed once (the notice's row is the claim: instances sharing a database never send it
 * twice) and its mails queued in the same transaction.
 */
export async function runTrackerUpkeep(
  ctx: Pick<SignatureContext, 'db' | 'now' | 'mail' | 'config' | 'signing'>,
): Promise<TrackerUpkeepReport> {
  const report: TrackerUpkeepReport = { prepared: 0, notified: 0 };
  const today = parisDay(ctx.now());
  const unprepared = await ctx.db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.status, 'signed'),
        notExists(ctx.db.select({ one: sql`1` }).from(trackerItems).where(eq(trackerItems.contractId, contracts.id))),
      ),
    );
  for (const row of unprepared) {
    await ensureTrackerItems(ctx.db, rowToContract(row));
    report.prepared += 1;
  }
  // Only what can be due: items whose date is near (the longest notice is 30 days ahead) and
  // whose last notice, the one of the day after their date, has not been sent: a round reads
  // the items of the coming month, not every item ever tracked.
  const candidates = await ctx.db
    .select({ item: trackerItems, contract: contracts })
    .from(trackerItems)
    .innerJoin(contracts, eq(contracts.id, trackerItems.contractId))
    .where(
      and(
        eq(contracts.status, 'signed'),
        sql`${trackerItems.dueOn} <= ${addDays(today, RIGHT_NOTICE_DAYS[0])}`,
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(trackerNotices)
            .where(and(eq(trackerNotices.itemId, trackerItems.id), inArray(trackerNotices.notice, [...FINAL_NOTICES]))),
        ),
      ),
    );
  const recipients = new Map<string, Recipient[]>();
  for (const { item, contract: row } of candidates) {
    for (const { notice, to } of noticesDue(item, today)) {
      const claimed = await ctx.db.transaction(async (tx) => {
        const [claim] = await tx
          .insert(trackerNotices)
          .values({ itemId: item.id, notice, sentAt: ctx.now() })
          .onConflictDoNothing()
          .returning({ itemId: trackerNotices.itemId });
        if (!claim) return false;
        const contract = rowToContract(row);
        let people = recipients.get(row.id);
        if (!people) {
          people = await recipientsOf(tx, ctx, contract, row.ownerId);
          recipients.set(row.id, people);
        }
        for (const person of people) {
          if (to === 'influencer' && person.side !== 'influencer') continue;
          await ctx.mail.queue(
            tx,
            trackerNoticeMail({
              to: person.email,
              name: person.name,
              notice,
              contractTitle: contract.title,
              itemLabel: item.label,
              dueOn: item.dueOn,
              link: person.link,
              isBrand: person.side === 'brand',
            }),
          );
        }
        return true;
      });
      if (claimed) report.notified += 1;
    }
  }
  return report;
}
