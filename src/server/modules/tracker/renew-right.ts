import { and, count, eq, sql } from 'drizzle-orm';
import type { Plan } from '#shared/account/rules.ts';
import { buildAmendmentDraft } from '#shared/contract/amendment-draft.ts';
import { isAmendment } from '#shared/contract/schema-amendment.ts';
import { usageKindSchema } from '#shared/contract/schema-rights.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { trackerItems } from '#server/db/schema/tracker.ts';
import { createContract } from '#server/modules/contracts/create-contract.ts';
import type { TrackerAccess } from '#server/modules/tracker/tracker-access.ts';
import { signedOn } from '#server/modules/tracker/tracker-documents.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

async function amendmentsOf(executor: Executor, { ownerId, parentId }: { ownerId: string; parentId: string }) {
  const [row] = await executor
    .select({ total: count() })
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), sql`${contracts.body} #>> '{amendment,parentId}' = ${parentId}`));
  return row?.total ?? 0;
}

/**
 * Renews a use of a signed contract by an amendment (« avenant », C. civ. 1193): a new draft
 * of the same type, owned by the same user, that the usual editor, export and signature
 * handle. It goes through `createContract`, so its first version, its counterparty and the Pro
 * gate behave as for any new contract (renewing whitelisting ads stays a Pro option). An
 * amendment's use is renewed as an amendment of the original contract, numbered after the
 * amendments it already has.
 */
export async function renewRight(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { access, itemId, plan }: { access: TrackerAccess; itemId: string; plan: Plan },
): Promise<{ id: string }> {
  const { contract } = access;
  const [item] = await ctx.db
    .select()
    .from(trackerItems)
    .where(and(eq(trackerItems.id, itemId), eq(trackerItems.contractId, contract.id)));
  if (!item) throw notFound('Élément du suivi');
  const useKind = usageKindSchema.safeParse(item.useKind);
  if (item.kind !== 'right' || !useKind.success || !item.months) {
    throw new AppError(
      'CONFLICT',
      'Seule une exploitation des contenus cédée par le contrat se renouvelle par avenant',
    );
  }
  // C. trav. L7124-1 and C. civ. 372-1: a child's image is exploited again only with the consent
  // of both parents and, where required, a new authorisation; an amendment of the brand and the
  // creator alone cannot give them.
  if (contract.children.present) {
    throw new AppError('AMENDMENT_NOT_AVAILABLE', 'Un enfant de moins de seize ans apparaît dans les contenus');
  }
  const root = isAmendment(contract)
    ? {
        parent: { ...contract, id: contract.amendment.parentId, title: contract.amendment.parentTitle },
        signedOn: contract.amendment.parentSignedOn,
      }
    : { parent: contract, signedOn: await signedOn(ctx.db, contract) };
  const existing = await amendmentsOf(ctx.db, { ownerId: access.ownerId, parentId: root.parent.id });
  const draft = buildAmendmentDraft({
    parent: root.parent,
    parentSignedOn: root.signedOn,
    use: {
      useKind: useKind.data,
      territory: item.territory ?? '',
      months: item.months,
      exclusive: item.exclusive === true,
      dueOn: item.dueOn,
    },
    number: existing + 1,
    today: parisDay(ctx.now()),
  });
  const created = await createContract(ctx, { ownerId: access.ownerId, plan, draft });
  return { id: created.id };
}
