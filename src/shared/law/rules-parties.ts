import type { ContractDraft } from '#shared/contract/schema.ts';
import { notGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import { art8Severity } from '#shared/law/threshold.ts';
import type { LawContext, Rule, RuleFinding } from '#shared/law/types.ts';

type Side = 'creator' | 'influencer';
const WHO: Record<Side, string> = { creator: 'la Marque', influencer: 'du Créateur' };
const OF: Record<Side, string> = { creator: 'de la Marque', influencer: 'du Créateur' };
/** Rule ids speak of the brand: `parties.creator` is the brand (a key kept for old clients). */
const ID: Record<Side, string> = { creator: 'brand', influencer: 'influencer' };

/** An art. 8 I mention: blocking over the 1 000 € HT threshold, a warning with the reason under it. */
function art8(
  contract: ContractDraft,
  context: LawContext,
  paths: string[],
  label: string,
  why: string,
): RuleFinding[] {
  if (paths.length === 0) return [];
  const { severity, reason } = art8Severity(contract, context);
  return [{ severity, paths, label, message: `${why} ${reason}` }];
}

function identityRule(side: Side): Rule {
  return {
    // Loi n° 2023-451, art. 8 I: « l'identité des parties ».
    id: `${ID[side]}-identity`,
    source: SOURCES.influenceContract,
    check: (c, ctx) =>
      art8(
        c,
        ctx,
        notGiven([[`parties.${side}.name`, c.parties[side].name]]),
        side === 'creator' ? 'Dénomination de la Marque' : 'Nom ou dénomination du Créateur',
        `Le contrat doit dire qui s’engage : sans le nom ${OF[side]}, personne n’est tenu.`,
      ),
  };
}

function addressesRule(side: Side): Rule {
  return {
    // Loi n° 2023-451, art. 8 I: « leurs adresses postale et électronique ».
    id: `${ID[side]}-addresses`,
    source: SOURCES.influenceContract,
    check: (c, ctx) =>
      art8(
        c,
        ctx,
        notGiven([
          [`parties.${side}.address`, c.parties[side].address],
          [`parties.${side}.email`, c.parties[side].email],
        ]),
        `Adresses postale et électronique ${OF[side]}`,
        `Elles permettent de joindre ${WHO[side]} et de lui notifier une mise en demeure.`,
      ),
  };
}

function taxResidenceRule(side: Side): Rule {
  return {
    // Loi n° 2023-451, art. 8 I: « le pays de résidence fiscale ». The pre-filled « France »
    // counts only once the user confirmed it (taxResidenceConfirmed).
    id: `${ID[side]}-tax-residence`,
    source: SOURCES.influenceContract,
    check: (c, ctx) => {
      const party = c.parties[side];
      const path = `parties.${side}.taxResidenceCountry`;
      const missing = notGiven([[path, party.taxResidenceCountry]]);
      const unconfirmed = party.taxResidenceConfirmed ? [] : [`parties.${side}.taxResidenceConfirmed`];
      return art8(
        c,
        ctx,
        missing.length > 0 ? missing : unconfirmed,
        `Pays de résidence fiscale ${OF[side]}${missing.length === 0 && unconfirmed.length > 0 ? ' à confirmer' : ''}`,
        'Il fixe l’impôt dû sur la rémunération et révèle un créateur établi hors de l’Union.',
      );
    },
  };
}

export const partyRules: Rule[] = [
  identityRule('creator'),
  addressesRule('creator'),
  taxResidenceRule('creator'),
  identityRule('influencer'),
  addressesRule('influencer'),
  taxResidenceRule('influencer'),
  {
    // C. com. R123-237: a company names its legal form and registration on its documents.
    id: 'brand-registration',
    source: SOURCES.companyIdentity,
    check: (c) => {
      const paths = notGiven([
        ['parties.creator.legalForm', c.parties.creator.legalForm],
        ['parties.creator.siret', c.parties.creator.siret],
      ]);
      return paths.length === 0
        ? []
        : [
            {
              severity: 'advice',
              paths,
              label: 'Forme sociale et numéro SIRET de la Marque',
              message: 'Ils identifient sans doute possible la société qui s’engage et paie.',
            },
          ];
    },
  },
  {
    // C. civ. 1153: whoever signs for a company acts within the powers it gave.
    id: 'brand-signatory',
    source: SOURCES.representation,
    check: (c) => {
      const paths = notGiven([
        ['parties.creator.signatory.name', c.parties.creator.signatory.name],
        ['parties.creator.signatory.capacity', c.parties.creator.signatory.capacity],
      ]);
      return paths.length === 0
        ? []
        : [
            {
              severity: 'advice',
              paths,
              label: 'Nom et qualité du signataire pour la Marque',
              message: 'La qualité du signataire montre qu’il a le pouvoir d’engager la société.',
            },
          ];
    },
  },
  {
    // C. civ. 1153: the company acting as creator signs through a named representative.
    id: 'influencer-company-signatory',
    source: SOURCES.representation,
    appliesTo: (c) => !c.parties.influencer.isPhysicalPerson,
    check: (c) => {
      const paths = notGiven([
        ['parties.influencer.legalForm', c.parties.influencer.legalForm],
        ['parties.influencer.signatory.name', c.parties.influencer.signatory.name],
        ['parties.influencer.signatory.capacity', c.parties.influencer.signatory.capacity],
      ]);
      return paths.length === 0
        ? []
        : [
            {
              severity: 'advice',
              paths,
              label: 'Forme sociale et signataire de la société du Créateur',
              message: 'Ils montrent qui engage la société du Créateur, et avec quel pouvoir.',
            },
          ];
    },
  },
];
