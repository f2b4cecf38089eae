import { contractTypeLabels } from '#shared/contract/status.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { buildAmendmentView } from '#shared/template/view-model-amendment.ts';
import { buildAdvancedClausesView } from '#shared/template/view-model-advanced.ts';
import { buildClausesView } from '#shared/template/view-model-clauses.ts';
import { buildPartiesView } from '#shared/template/view-model-parties.ts';
import { buildRightsView } from '#shared/template/view-model-rights.ts';
import { buildCompensationView, buildMissionsView } from '#shared/template/view-model-terms.ts';
import { MISSING_VALUE } from '#shared/template/placeholder.ts';
import { frenchSpaces } from '#shared/template/typography.ts';
import { articlesOf } from '#shared/template/clause-catalogue.ts';
import { buildPeopleView, buildTermsView } from '#shared/template/view-model-legal.ts';

/**
 * Every value a template may print, already formatted (dd/mm/yyyy dates, fr-FR amounts,
 * whole months), plus the booleans that switch optional clauses on. Plain strings, booleans
 * and arrays only: the renderer escapes every string.
 */
export function buildContractViewModel(contract: ContractDraft) {
  return {
    // The title is the users' own name for the contract: spaced, never re-capitalised.
    title: frenchSpaces(contract.title.trim()) || MISSING_VALUE,
    typeLabel: contractTypeLabels[contract.type],
    isPaid: contract.type === 'PAID',
    isUgc: contract.type === 'UGC',
    isGift: contract.type === 'GIFT',
    isPaidOrUgc: contract.type !== 'GIFT',
    publishes: contract.type !== 'UGC',
    // Which articles are included, their numbers and references: « l’article 13 (Résiliation) ».
    art: articlesOf(contract),
    ...buildPartiesView(contract.parties),
    ...buildMissionsView(contract),
    ...buildCompensationView(contract),
    ...buildRightsView(contract),
    ...buildClausesView(contract),
    ...buildAdvancedClausesView(contract),
    ...buildPeopleView(contract),
    ...buildTermsView(contract),
    // An amendment prints its own header, preamble and articles (templates/clauses/amendment*.html).
    ...buildAmendmentView(contract),
  };
}

export type ContractViewModel = ReturnType<typeof buildContractViewModel>;
