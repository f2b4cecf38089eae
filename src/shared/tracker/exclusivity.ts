import { z } from 'zod';
import { sectorLabels } from '#shared/contract/labels.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { sectorSchema } from '#shared/contract/schema-deliverables.ts';
import { comparableSiret, foldText } from '#shared/counterparty/match.ts';
import { formatIsoDay } from '#shared/format/dates.ts';
import type { Finding } from '#shared/law/types.ts';
import { addMonths } from '#shared/tracker/calendar.ts';

/**
 * An exclusivity a signed contract grants its brand (the Pro clause of schema-advanced.ts):
 * the creator promotes no competitor in its sector during the term and `monthsAfterTerm`
 * after. Before sending a new contract, the editor compares it with every such exclusivity
 * still running for the same creator: a contract that breaks one exposes the creator to the
 * first brand's claim (C. civ. 1231-1), so it is said before anything is sent.
 */
export const activeExclusivitySchema = z.object({
  contractId: z.uuid(),
  title: z.string(),
  brandName: z.string(),
  brandSiret: z.string(),
  influencerName: z.string(),
  influencerSiret: z.string(),
  /** The exclusivity's own sector, as typed (« cosmétiques »), else the contract's. */
  sector: z.string(),
  contractSector: sectorSchema,
  from: z.string(),
  until: z.string(),
});
export type ActiveExclusivity = z.infer<typeof activeExclusivitySchema>;
export const activeExclusivitiesSchema = z.array(activeExclusivitySchema);

/** The exclusivity of a signed contract, or null when it grants none. */
export function exclusivityOf(contract: ContractDraft & { id: string }): ActiveExclusivity | null {
  const { exclusivity, duration } = contract.clauses;
  if (!exclusivity.enabled) return null;
  const { creator, influencer } = contract.parties;
  return {
    contractId: contract.id,
    title: contract.title,
    brandName: creator.name,
    brandSiret: comparableSiret(creator.siret),
    influencerName: influencer.name,
    influencerSiret: comparableSiret(influencer.siret),
    sector:
      exclusivity.sector.trim() ||
      (contract.declarations.sector === 'other' ? '' : sectorLabels[contract.declarations.sector]),
    contractSector: contract.declarations.sector,
    from: duration.startDate,
    until: addMonths(duration.endDate, exclusivity.monthsAfterTerm),
  };
}

const samePerson = (a: { name: string; siret: string }, b: { name: string; siret: string }) =>
  a.siret !== '' && b.siret !== ''
    ? a.siret === b.siret
    : foldText(a.name) !== '' && foldText(a.name) === foldText(b.name);

/** Words that name no sector of their own. */
const GENERIC_WORDS = new Set([
  'autre',
  'autres',
  'secteur',
  'produit',
  'produits',
  'service',
  'services',
  'marque',
  'gamme',
  'pour',
  'avec',
  'dans',
  'destines',
]);

/** The words of a sector that carry its meaning: four letters or more, folded (« cosmétiques » → « cosmetiques »). */
const meaningfulWords = (text: string) =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !GENERIC_WORDS.has(word));

/** Whether a sector word appears in the draft's text, singular or plural (« cosmetique » / « cosmetiques »). */
const mentions = (haystack: string, word: string) => haystack.includes(word.replace(/[sx]$/, ''));

/**
 * The exclusivities the draft would break: the same creator, another brand, dates that
 * overlap, and the same sector (the same sector chosen in both contracts, or the words of the
 * exclusivity's sector found in what the draft promotes).
 */
export function exclusivityConflicts(
  draft: ContractDraft & { id?: string },
  active: readonly ActiveExclusivity[],
): ActiveExclusivity[] {
  const { creator, influencer } = draft.parties;
  const { startDate, endDate } = draft.clauses.duration;
  const draftText = foldText(
    [
      draft.declarations.sector === 'other' ? '' : sectorLabels[draft.declarations.sector],
      draft.declarations.sectorDetails,
      draft.deliverables.partnershipObject,
      draft.clauses.exclusivity.sector,
      ...draft.compensation.products.map((product) => product.name),
    ].join(' '),
  );
  return active.filter((exclusivity) => {
    if (exclusivity.contractId === draft.id) return false;
    const creatorMatches = samePerson(
      { name: exclusivity.influencerName, siret: exclusivity.influencerSiret },
      { name: influencer.name, siret: comparableSiret(influencer.siret) },
    );
    if (!creatorMatches) return false;
    // The brand that holds the exclusivity may of course sign again with the creator.
    if (
      samePerson(
        { name: exclusivity.brandName, siret: exclusivity.brandSiret },
        { name: creator.name, siret: comparableSiret(creator.siret) },
      )
    ) {
      return false;
    }
    if (startDate === '' || endDate === '' || startDate > exclusivity.until || endDate < exclusivity.from) return false;
    if (exclusivity.contractSector !== 'other' && exclusivity.contractSector === draft.declarations.sector) return true;
    return meaningfulWords(exclusivity.sector).some((word) => mentions(draftText, word));
  });
}

/**
 * The conflicts as findings of the editor's checklist: a warning (the law does not forbid the
 * new contract, but the creator would answer to the first brand, C. civ. 1231-1), on the
 * fields that decide it.
 */
export function exclusivityFindings(
  draft: ContractDraft & { id?: string },
  active: readonly ActiveExclusivity[],
): Finding[] {
  return exclusivityConflicts(draft, active).map((exclusivity) => ({
    ruleId: 'exclusivity-conflict',
    severity: 'warning' as const,
    paths: ['declarations.sector', 'clauses.duration.startDate', 'deliverables.partnershipObject'],
    label: `Exclusivité accordée à ${exclusivity.brandName}`,
    message: `Le contrat « ${exclusivity.title} » réserve à ${exclusivity.brandName} l’exclusivité${
      exclusivity.sector ? ` du secteur « ${exclusivity.sector} »` : ''
    } jusqu’au ${formatIsoDay(exclusivity.until)} : ce nouveau contrat la chevauche. Vérifiez qu’il ne concerne pas un concurrent avant de l’envoyer.`,
    source: 'Code civil, art. 1103 et 1231-1 (force obligatoire du contrat et responsabilité contractuelle)',
  }));
}
