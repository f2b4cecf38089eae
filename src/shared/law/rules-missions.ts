import type { ContractDraft } from '#shared/contract/schema.ts';
import { isGiven, notGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import { art8Severity } from '#shared/law/threshold.ts';
import type { LawContext, Rule, RuleFinding } from '#shared/law/types.ts';

function art8(contract: ContractDraft, context: LawContext, path: string | null, label: string, why: string) {
  if (path === null) return [];
  const { severity, reason } = art8Severity(contract, context);
  return [{ severity, paths: [path], label, message: `${why} ${reason}` }] satisfies RuleFinding[];
}

function publicationGap(contract: ContractDraft): string | null {
  const { publications } = contract.deliverables;
  if (publications.length === 0) return 'deliverables.publications';
  const index = publications.findIndex((item) => !isGiven(item.platform) || !isGiven(item.format));
  if (index === -1) return null;
  return `deliverables.publications.${index}.${isGiven(publications[index]?.platform) ? 'format' : 'platform'}`;
}

function scheduleGap(contract: ContractDraft): string | null {
  const { publications, timetable } = contract.deliverables;
  if (isGiven(timetable)) return null;
  const undated = publications.findIndex((item) => item.date === '' && item.dateEnd === '');
  if (publications.length > 0 && undated === -1) return null;
  return undated === -1 ? 'deliverables.timetable' : `deliverables.publications.${undated}.date`;
}

function benefitGap(contract: ContractDraft): string | null {
  const { products } = contract.compensation;
  if (contract.type === 'GIFT' && products.length === 0) return 'compensation.products';
  const index = products.findIndex((item) => !isGiven(item.name) || item.retailValue <= 0);
  if (index === -1) return null;
  return `compensation.products.${index}.${isGiven(products[index]?.name) ? 'retailValue' : 'name'}`;
}

/** Loi n° 2023-451, art. 8 I: the missions, the pay and the rights, stated precisely. */
export const missionRules: Rule[] = [
  {
    id: 'mission-object',
    source: SOURCES.influenceContract,
    check: (c, ctx) =>
      art8(
        c,
        ctx,
        notGiven([['deliverables.partnershipObject', c.deliverables.partnershipObject]])[0] ?? null,
        'Objet du partenariat',
        'Il dit ce que le Créateur promeut, et donc ce à quoi il s’engage.',
      ),
  },
  {
    id: 'mission-publications',
    source: SOURCES.influenceContract,
    check: (c, ctx) =>
      art8(
        c,
        ctx,
        publicationGap(c),
        'Plateformes, formats et nombre des contenus',
        'La loi exige des missions précises : sans elles, rien ne permet de dire si le Créateur a tenu parole.',
      ),
  },
  {
    id: 'mission-schedule',
    source: SOURCES.influenceContract,
    check: (c, ctx) =>
      art8(
        c,
        ctx,
        scheduleGap(c),
        'Dates ou calendrier des contenus',
        'Les dates rendent un retard constatable et la pénalité applicable.',
      ),
  },
  {
    // Loi n° 2023-451, art. 8 I (« la rémunération ») and C. civ. 1169: a paid partnership
    // at 0 € has no consideration. Blocking whatever the threshold.
    id: 'remuneration',
    source: SOURCES.consideration,
    appliesTo: (c) => c.type !== 'GIFT',
    check: (c) =>
      c.compensation.paymentAmount > 0
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['compensation.paymentAmount'],
              label: 'Montant de la rémunération',
              message: 'Un partenariat rémunéré à 0 € n’a pas de contrepartie : indiquez le montant convenu.',
            },
          ],
  },
  {
    id: 'benefits-in-kind',
    source: SOURCES.influenceContract,
    appliesTo: (c) => c.type === 'GIFT' || c.compensation.products.length > 0,
    check: (c, ctx) => {
      const gap = benefitGap(c);
      const findings = art8(
        c,
        ctx,
        gap,
        'Produits remis et leur valeur',
        'La valeur des produits est une rémunération en nature : elle compte pour le seuil de 1 000 € HT.',
      );
      // Without the value, nobody can tell whether the threshold is reached: blocking whatever the total.
      const valueUnknown = gap !== null && !gap.endsWith('.name');
      return valueUnknown ? findings.map((finding) => ({ ...finding, severity: 'blocking' as const })) : findings;
    },
  },
  {
    id: 'intellectual-property',
    source: SOURCES.influenceContract,
    check: (c, ctx) =>
      art8(
        c,
        ctx,
        notGiven([
          ['clauses.ipRights.creatorUsageLicense', c.clauses.ipRights.creatorUsageLicense],
          ['clauses.ipRights.influencerContentLicense', c.clauses.ipRights.influencerContentLicense],
        ])[0] ?? null,
        'Droits de propriété intellectuelle de chaque partie',
        'Ils disent qui peut utiliser les contenus et les marques, et jusqu’où.',
      ),
  },
  {
    // C. com. L441-10: payment terms between professionals.
    id: 'payment-terms',
    source: SOURCES.paymentTerms,
    appliesTo: (c) => c.type !== 'GIFT',
    check: (c) =>
      isGiven(c.compensation.paymentConditions)
        ? []
        : [
            {
              severity: 'advice',
              paths: ['compensation.paymentConditions'],
              label: 'Échéancier et modalités de paiement',
              message: 'Ils fixent quand le Créateur est payé et à partir de quand il peut réclamer des pénalités.',
            },
          ],
  },
  {
    id: 'product-return',
    source: SOURCES.productReturn,
    appliesTo: (c) =>
      (c.type === 'GIFT' || c.compensation.products.length > 0) && c.compensation.productReturn.required,
    check: (c) =>
      isGiven(c.compensation.productReturn.conditions)
        ? []
        : [
            {
              severity: 'advice',
              paths: ['compensation.productReturn.conditions'],
              label: 'Conditions de restitution des produits',
              message: 'Elles évitent un litige sur le retour des produits prêtés.',
            },
          ],
  },
];
