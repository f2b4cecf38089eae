import type { Plan } from '#shared/account/rules.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { createContract } from '#server/modules/contracts/create-contract.ts';
import { getContract } from '#server/modules/contracts/get-contract.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** A new draft with the same content, whatever the status of the original. */
export async function duplicateContract(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, plan, id }: { ownerId: string; id: string; plan: Plan },
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
