import { assignsRights } from '#shared/law/rules-rights.ts';
import { usageKindLabels } from '#shared/contract/labels.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { formatMoney } from '#shared/format/numbers.ts';
import { formatAmountInWords, formatCountInWords } from '#shared/template/number-words.ts';
import { lowerAfterColon } from '#shared/template/typography.ts';
import { asSentence, MISSING_VALUE, orMissing, typeset } from '#shared/template/placeholder.ts';

function formatMonths(months: number): string {
  return formatCountInWords(months, 'mois', 'mois');
}

/** CPI L131-3 and L131-4 (assignment), Code civil art. 9 (image). */
export function buildRightsView(contract: ContractDraft) {
  const { ipRights, rightsAssignment: rights, imageRights } = contract.clauses;
  const { currency } = contract.compensation;
  const uses = rights.uses.map((use) => ({
    useLabel: usageKindLabels[use.kind],
    useDescription: use.kind === 'other' ? orMissing(use.description) : typeset(use.description),
    useTerritory: orMissing(use.territory),
    useDuration: formatMonths(use.durationMonths),
    usePrice: use.price > 0 ? formatMoney(use.price, currency) : MISSING_VALUE,
    usePriceInWords: formatAmountInWords(use.price, currency),
    useExclusive: use.exclusive ? 'exclusive' : 'non exclusive',
    useCreatorAccount: use.kind === 'paid-social' && use.creatorAccount,
  }));
  return {
    creatorUsageLicense: asSentence(ipRights.creatorUsageLicense),
    influencerContentLicense: asSentence(ipRights.influencerContentLicense),
    usageTerritory: orMissing(ipRights.usageTerritory),
    usageDuration: orMissing(ipRights.usageDuration),
    // UGC templates always carry the assignment; the others add it when the brand reuses content.
    brandReuse: contract.type !== 'UGC' && ipRights.brandReuse,
    assignsRights: assignsRights(contract),

    rightReproduction: rights.reproduction,
    rightRepresentation: rights.representation,
    rightAdaptation: rights.adaptation,
    assignmentExclusive: rights.exclusive,
    hasNamedRights: rights.reproduction || rights.representation || rights.adaptation,
    uses,
    hasCreatorAccountAds: uses.some((use) => use.useCreatorAccount),
    hasUses: uses.length > 0,
    assignmentPrice: rights.assignmentPrice > 0 ? formatMoney(rights.assignmentPrice, currency) : '',
    assignmentPriceInWords: formatAmountInWords(rights.assignmentPrice, currency),
    hasAssignmentPrice: rights.assignmentPrice > 0,
    authorCredit: rights.authorCredit,
    aiUseAllowed: rights.aiUseAllowed,

    creatorAppears: imageRights.creatorAppears,
    imageMedia: orMissing(imageRights.media),
    imageTerritory: orMissing(imageRights.territory),
    imageDuration: formatMonths(imageRights.durationMonths),
    imageExcludedUses: lowerAfterColon(orMissing(imageRights.excludedUses)),
  };
}
