import { and, eq, inArray } from 'drizzle-orm';
import type { Plan } from '#shared/account/rules.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { AppError, notFound } from '#server/app-error.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { createContract } from '#server/modules/contracts/create-contract.ts';
import { findOwnedContract, rowToContract } from '#server/modules/contracts/contract-row.ts';
import { assertCompliant } from '#server/modules/law/assert-compliant.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

type OwnedContract = { ownerId: string; id: string };

export async function getContract(ctx: Pick<AppContext, 'db'>, { ownerId, id }: OwnedContract): Promise<Contract> {
  return rowToContract(await findOwnedContract(ctx.db, ownerId, id));
}

/**
 * A draft or an exported contract can be deleted. A contract sent for signature or signed
 * cannot: it and its proof file are the other party's evidence (C. civ. 1367; kept for the
 * limitation period, C. civ. 2224). Its owner archives it instead.
 */
export async function deleteContract(ctx: Pick<AppContext, 'db'>, { ownerId, id }: OwnedContract): Promise<void> {
  const deleted = await ctx.db
    .delete(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.ownerId, ownerId), inArray(contracts.status, ['draft', 'exported'])))
    .returning({ id: contracts.id });
  if (deleted.length > 0) return;
  await findOwnedContract(ctx.db, ownerId, id);
  throw new AppError('CONTRACT_RETAINED', 'Contrat envoyé ou signé : conservé comme preuve, archivez-le');
}

/** Archives a contract (hidden from the list) or brings it back; any status. */
export async function setContractArchived(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: OwnedContract & { archived: boolean },
): Promise<Contract> {
  const [row] = await ctx.db
    .update(contracts)
    .set({ archivedAt: input.archived ? ctx.now() : null })
    .where(and(eq(contracts.id, input.id), eq(contracts.ownerId, input.ownerId)))
    .returning();
  if (!row) throw notFound('Contrat');
  return rowToContract(row);
}

/** A new draft with the same content, whatever the status of the original. */
export async function duplicateContract(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, plan, id }: OwnedContract & { plan: Plan },
): Promise<Contract> {
  const original = await getContract(ctx, { ownerId, id });
  const {
    id: _id,
    status: _status,
    template: _template,
    version: _version,
    createdAt: _c,
    updatedAt: _u,
    pendingInputs,
    ...draft
  } = original;
  return createContract(ctx, {
    ownerId,
    plan,
    draft: { ...draft, title: `Copie de ${original.title}`.slice(0, 200) },
    pendingInputs: pendingInputs ?? {},
  });
}

/**
 * A contract exported and signed outside Paraphe can be marked signed by hand; it is then
 * read-only like a contract signed here. The law engine decides for an exported contract; one
 * already sent for signature is not changed by a later rule.
 */
export async function markContractSigned(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { ownerId, id }: OwnedContract,
): Promise<Contract> {
  const current = await findOwnedContract(ctx.db, ownerId, id);
  if (current.status === 'signed') return rowToContract(current);
  if (current.status !== 'exported' && current.status !== 'sent') {
    throw new AppError('CONFLICT', 'Seul un contrat exporté peut être marqué comme signé');
  }
  if (current.status === 'exported') await assertCompliant(ctx.db, current, ctx.now());
  const [row] = await ctx.db
    .update(contracts)
    .set({ status: 'signed', updatedAt: new Date() })
    .where(and(eq(contracts.id, id), eq(contracts.ownerId, ownerId)))
    .returning();
  if (!row) throw notFound('Contrat');
  return rowToContract(row);
}
