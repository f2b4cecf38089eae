import { contractTypeLabels } from '#shared/contract/status.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { buildAdvancedClausesView } from '#shared/template/view-model-advanced.ts';
import { buildClausesView } from '#shared/template/view-model-clauses.ts';
import { buildPartiesView } from '#shared/template/view-model-parties.ts';
import { buildRightsView } from '#shared/template/view-model-rights.ts';
import { buildCompensationView, buildMissionsView } from '#shared/template/view-model-terms.ts';
import { orMissing } from '#shared/template/placeholder.ts';

/**
 * Every value a template may print, already formatted (dd/mm/yyyy dates, fr-FR amounts,
 * whole months), plus the booleans that switch optional clauses on. Plain strings, booleans
 * and arrays only: the renderer escapes every string.
 */
export function buildContractViewModel(contract: ContractDraft) {
  return {
    title: orMissing(contract.title),
    typeLabel: contractTypeLabels[contract.type],
    ...buildPartiesView(contract.parties),
    ...buildMissionsView(contract),
    ...buildCompensationView(contract),
    ...buildRightsView(contract),
    ...buildClausesView(contract),
    ...buildAdvancedClausesView(contract),
  };
}

export type ContractViewModel = ReturnType<typeof buildContractViewModel>;
