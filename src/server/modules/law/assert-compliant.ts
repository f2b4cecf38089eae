import { blockingFindings, verdict } from '#shared/law/verdict.ts';
import type { Contract } from '#shared/contract/schema.ts';
import type { Finding } from '#shared/law/types.ts';
import { AppError } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { type ContractRow, rowToContract } from '#server/modules/contracts/contract-row.ts';
import { lawContextFor } from '#server/modules/law/law-context.ts';

/** The verdict of the law on a stored contract, with its context read from the database. */
export async function judgeContract(
  ctx: { db: Executor; now: () => Date },
  { row, contract = rowToContract(row) }: { row: ContractRow; contract?: Contract },
): Promise<Finding[]> {
  const now = ctx.now();
  const context = await lawContextFor(ctx.db, {
    ownerId: row.ownerId,
    contractId: row.id,
    status: row.status,
    contract,
    now,
  });
  return verdict(contract, context);
}

/** Refuses (409 NOT_COMPLIANT, with the findings) what the law forbids for this contract. */
export async function assertCompliant(
  ctx: { db: Executor; now: () => Date },
  input: { row: ContractRow },
): Promise<void> {
  const blocking = blockingFindings(await judgeContract(ctx, input));
  if (blocking.length > 0) {
    throw new AppError('NOT_COMPLIANT', 'Le contrat ne respecte pas encore la loi', { findings: blocking });
  }
}
