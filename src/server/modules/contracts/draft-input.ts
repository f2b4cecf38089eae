import type { SaveContractBody } from '#shared/api/contracts.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { formatIssuesOf, salvageDraft } from '#shared/contract/draft-salvage.ts';
import type { PendingInputs } from '#shared/contract/pending-inputs.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { AppError } from '#server/app-error.ts';

/**
 * What a save stores: the draft as typed, each wrongly formatted field set aside with its raw
 * input (never a reason to refuse the save). Only a body no editor can produce is a 400.
 */
export function readDraftInput(body: SaveContractBody): { draft: ContractDraft; pending: PendingInputs } {
  const { version: _version, ...raw } = body as SaveContractBody & { version?: unknown };
  const result = salvageDraft(raw, () => createDefaultContract(body.type));
  if (!result.ok) {
    throw new AppError('VALIDATION_ERROR', 'La requête contient des champs invalides', { fields: result.issues });
  }
  return { draft: result.draft, pending: result.pending };
}

/**
 * Export and signature take only a contract whose every field is well formed (422
 * INVALID_FIELDS, with the fields to fix and their messages).
 */
export function assertNoFormatErrors(contract: ContractDraft & { pendingInputs?: PendingInputs }): void {
  const issues = formatIssuesOf(contract, contract.pendingInputs ?? {});
  if (issues.length > 0) {
    throw new AppError('INVALID_FIELDS', 'Le contrat contient des champs à corriger', { fields: issues });
  }
}
