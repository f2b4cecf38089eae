import type { Plan } from '#shared/account/rules.ts';
import { enabledProClauses, proClauseLabel } from '#shared/contract/pro-clauses.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { AppError } from '#server/app-error.ts';

/**
 * A free account may not create, save, duplicate or export a contract with a Pro clause
 * switched on (403 PRO_REQUIRED). A contract saved while Pro stays readable after the
 * subscription ends; switching its Pro clauses off makes it savable and exportable again.
 */
export function assertProClausesAllowed(plan: Plan, contract: Pick<ContractDraft, 'clauses'>): void {
  if (plan === 'pro') return;
  const clauses = enabledProClauses(contract);
  if (clauses.length === 0) return;
  throw new AppError('PRO_REQUIRED', `Clauses réservées au plan Pro : ${clauses.map(proClauseLabel).join(', ')}`);
}
