import { contractSignatories, signatoryGaps } from '#shared/signature/contract-signatories.ts';
import { isGiven } from '#shared/law/given.ts';
import { partyRules } from '#shared/law/rules-parties.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { Rule } from '#shared/law/types.ts';

/** Loi n° 2023-451, art. 8 I: the parties are identified in the amendment as in any contract. */
const IDENTIFICATION = new Set([
  'brand-identity',
  'brand-addresses',
  'brand-tax-residence',
  'influencer-identity',
  'influencer-addresses',
  'influencer-tax-residence',
]);

const USES = 'clauses.rightsAssignment.uses';

/**
 * The rules of an amendment (« avenant ») renewing one use of a signed contract. Everything
 * else the parent settled (missions, publications, mentions, children, courts) stays as the
 * parent says and is not checked again: only what the amendment itself states is.
 */
export const amendmentRules: readonly Rule[] = [
  ...partyRules.filter((rule) => IDENTIFICATION.has(rule.id)),
  {
    // CPI L131-3: the renewed use is limited by its destination, its place and its duration.
    id: 'amendment-use-limits',
    source: SOURCES.namedRights,
    check: (c) => {
      const [use] = c.clauses.rightsAssignment.uses;
      const path = !use
        ? USES
        : !isGiven(use.territory)
          ? `${USES}.0.territory`
          : use.kind === 'other' && !isGiven(use.description)
            ? `${USES}.0.description`
            : !isGiven(c.clauses.duration.startDate)
              ? 'clauses.duration.startDate'
              : null;
      return path === null
        ? []
        : [
            {
              severity: 'blocking',
              paths: [path],
              label: 'Exploitation renouvelée délimitée : support, territoire, durée et date de début',
              message: 'Une cession sans limites est nulle : le juge s’en tient à ce que l’avenant délimite.',
            },
          ];
    },
  },
  {
    // CPI L132-31: a separate price for each mode of exploitation of an advertising work.
    id: 'amendment-use-price',
    source: SOURCES.advertisingWork,
    check: (c) => {
      const [use] = c.clauses.rightsAssignment.uses;
      return use && use.price > 0
        ? []
        : [
            {
              severity: 'blocking',
              paths: [`${USES}.0.price`],
              label: 'Prix du renouvellement',
              message: 'Chaque mode d’exploitation d’une œuvre de commande publicitaire est rémunéré distinctement.',
            },
          ];
    },
  },
  {
    // CGI 283-2 and 259: the customer accounts for the VAT only on a service from a provider not
    // established in France; a creator established in France charges it.
    id: 'amendment-vat',
    source: SOURCES.reverseCharge,
    check: (c) => {
      const residence = c.parties.influencer.taxResidenceCountry.trim().toLowerCase();
      return c.compensation.vatTreatment === 'reverse-charge' && residence === 'france'
        ? [
            {
              severity: 'warning',
              paths: ['compensation.vatTreatment'],
              label: 'Régime de TVA du prix',
              message:
                'L’autoliquidation ne vaut que pour un Créateur établi hors de France : établi en France, il facture la TVA ou relève de la franchise.',
            },
          ]
        : [];
    },
  },
  {
    // C. civ. 1366-1367: an electronic signature identifies its author; each signatory gets the
    // link at a usable address of their own.
    id: 'amendment-signature',
    source: SOURCES.electronicSignature,
    appliesTo: (c) => c.clauses.signatures.method === 'electronic',
    check: (c) => {
      const gaps = signatoryGaps(contractSignatories(c));
      return gaps.length === 0
        ? []
        : [
            {
              severity: 'blocking',
              paths: gaps.map((gap) => gap.path),
              label: 'Signataires de l’avenant joignables par voie électronique',
              message: gaps.map((gap) => gap.message).join(' '),
            },
          ];
    },
  },
];
