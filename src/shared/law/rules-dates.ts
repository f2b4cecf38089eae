import type { ContractDraft } from '#shared/contract/schema.ts';
import { SOURCES } from '#shared/law/sources.ts';
import { assignsRights } from '#shared/law/rules-rights.ts';
import type { Rule } from '#shared/law/types.ts';

/** Every date a publication names: its date (or a window's first day) and a window's last day. */
function datedPublications(contract: ContractDraft) {
  return contract.deliverables.publications
    .flatMap((publication, index) => [
      { date: publication.date, path: `deliverables.publications.${index}.date` },
      { date: publication.dateEnd, path: `deliverables.publications.${index}.dateEnd` },
    ])
    .filter((publication) => publication.date !== '');
}

function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

/** Dates that contradict one another make a mission or a right impossible to perform as written. */
export const dateRules: Rule[] = [
  {
    // Loi n° 2023-451, art. 8 I: the missions are performed during the contract.
    id: 'publications-within-term',
    source: SOURCES.influenceContract,
    check: (c) => {
      const { startDate, endDate } = c.clauses.duration;
      const outside = datedPublications(c).find((item) => item.date < startDate || item.date > endDate);
      return outside
        ? [
            {
              severity: 'blocking',
              paths: [outside.path, 'clauses.duration.endDate'],
              label: 'Publication prévue hors de la durée du contrat',
              message:
                'Une publication en dehors de la durée du contrat n’est plus due : déplacez-la ou allongez la durée.',
            },
          ]
        : [];
    },
  },
  {
    // Loi n° 2023-451, art. 8 I (the date of each mission): a window that ends before it starts names no date.
    id: 'publication-window-order',
    source: SOURCES.influenceContract,
    check: (c) => {
      const index = c.deliverables.publications.findIndex(
        (item) => item.date !== '' && item.dateEnd !== '' && item.dateEnd < item.date,
      );
      return index === -1
        ? []
        : [
            {
              severity: 'blocking',
              paths: [`deliverables.publications.${index}.dateEnd`, `deliverables.publications.${index}.date`],
              label: 'Période de publication à l’envers',
              message: 'La fin de la période de publication précède son début : corrigez l’une des deux dates.',
            },
          ];
    },
  },
  {
    // Loi n° 2023-451, art. 8 I (benefits in kind and their conditions): the product comes before the content.
    id: 'delivery-before-publication',
    source: SOURCES.influenceContract,
    appliesTo: (c) => c.compensation.products.length > 0 && c.compensation.productDeliveryDate !== '',
    check: (c) => {
      const delivery = c.compensation.productDeliveryDate;
      const first = datedPublications(c).sort((left, right) => left.date.localeCompare(right.date))[0];
      return first && delivery > first.date
        ? [
            {
              severity: 'warning',
              paths: ['compensation.productDeliveryDate', first.path],
              label: 'Produits livrés après la première publication',
              message: 'Le Créateur ne peut pas montrer un produit qu’il n’a pas encore reçu.',
            },
          ]
        : [];
    },
  },
  {
    // CPI L131-3 (duration of each use): rights counted from the start must outlast the last publication.
    id: 'rights-outlast-publications',
    source: SOURCES.namedRights,
    appliesTo: assignsRights,
    check: (c) => {
      const last = datedPublications(c).sort((left, right) => right.date.localeCompare(left.date))[0];
      if (!last) return [];
      const index = c.clauses.rightsAssignment.uses.findIndex(
        (use) => addMonths(c.clauses.duration.startDate, use.durationMonths) <= last.date,
      );
      return index === -1
        ? []
        : [
            {
              severity: 'blocking',
              paths: [`clauses.rightsAssignment.uses.${index}.durationMonths`, last.path],
              label: 'Droits expirant avant la dernière publication',
              message:
                'La Marque ne pourrait pas exploiter la dernière publication : la durée de cession est trop courte.',
            },
          ];
    },
  },
  {
    // C. civ. 1112-1 and 1128 (consent to what is written): a new contract dated in the past is
    // usually a mistake; the user confirms it when it is deliberate.
    id: 'past-dates-confirmed',
    source: 'Code civil, art. 1128 (consentement)',
    appliesTo: (_c, ctx) => ctx.isNew,
    check: (c, ctx) => {
      if (c.confirmations.newContractPastDates) return [];
      const past = c.clauses.duration.startDate < ctx.today ? 'clauses.duration.startDate' : null;
      const pastPublication = datedPublications(c).find((item) => item.date < ctx.today)?.path ?? null;
      const path = past ?? pastPublication;
      if (path === null) return [];
      return [
        {
          severity: 'blocking',
          paths: [path, 'confirmations.newContractPastDates'],
          label: 'Date passée dans un nouveau contrat',
          message:
            'Un contrat qui commence avant sa signature couvre une période déjà écoulée : confirmez-le ou corrigez la date.',
        },
      ];
    },
  },
];
