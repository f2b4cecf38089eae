import { isAmendment } from '#shared/contract/schema-amendment.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { allPartiesAreMerchants, hasIntervenors, showsImage } from '#shared/template/contract-facts.ts';

/**
 * The articles of every contract, in the order a French lawyer expects them (object, missions,
 * term and consideration first; courts and signature last). Each article is one partial,
 * `templates/clauses/<id>.html`, written once for the three types: its type variants are
 * visible sections of that one text. `types` limits an article to some contract types (the
 * article is then absent from the other types' templates); `when` includes it according to
 * the contract's options. Article numbers follow from what is included, so that
 * cross-references read « l'article 13 (Résiliation) ».
 *
 * `amendment` marks the articles of an amendment (« avenant »): an amendment prints only
 * those, an ordinary contract never does, so its numbering and text stay what they were.
 */
export type ClauseDefinition = {
  id: string;
  title: string | ((contract: ContractDraft) => string);
  types?: readonly ContractType[];
  when?: (contract: ContractDraft) => boolean;
  amendment?: boolean;
};

const PUBLISHING: readonly ContractType[] = ['PAID', 'GIFT'];

export const CLAUSES = [
  { id: 'amendmentObject', title: 'Objet de l’avenant', amendment: true },
  { id: 'amendmentRenewal', title: 'Renouvellement de la cession', amendment: true },
  { id: 'amendmentPrice', title: 'Prix', amendment: true },
  { id: 'amendmentOther', title: 'Autres stipulations', amendment: true },
  { id: 'amendmentEffect', title: 'Entrée en vigueur', amendment: true },
  { id: 'object', title: 'Objet' },
  { id: 'definitions', title: 'Définitions' },
  { id: 'documents', title: 'Documents contractuels' },
  { id: 'missions', title: (c) => (c.type === 'UGC' ? 'Création et livraison des Contenus' : 'Missions du Créateur') },
  {
    id: 'validation',
    title: (c) =>
      c.clauses.contentApproval.enabled
        ? 'Validation préalable des Contenus (bon à publier)'
        : 'Validation des Contenus',
  },
  { id: 'transparency', title: 'Obligations de transparence' },
  { id: 'sector', title: 'Règles propres au secteur du Produit', when: (c) => c.declarations.sector !== 'other' },
  { id: 'reporting', title: 'Rapport de performance', when: (c) => c.clauses.performanceReporting.enabled },
  { id: 'term', title: 'Durée' },
  { id: 'pay', title: 'Rémunération', types: ['PAID', 'UGC'] },
  {
    id: 'products',
    title: 'Produits remis au Créateur',
    when: (c) => c.type === 'GIFT' || c.compensation.products.length > 0,
  },
  {
    id: 'cancellation',
    title: 'Annulation par la Marque',
    when: (c) => c.compensation.cancellationFee.enabled,
  },
  { id: 'ip', title: 'Propriété intellectuelle' },
  {
    id: 'assignment',
    title: 'Cession des droits d’auteur',
    when: (c) => c.type === 'UGC' || c.clauses.ipRights.brandReuse,
  },
  { id: 'intervenors', title: 'Intervention des personnes physiques', when: hasIntervenors },
  { id: 'image', title: 'Droit à l’image', when: (c) => showsImage(c) },
  { id: 'children', title: 'Enfants de moins de seize ans' },
  { id: 'exclusivity', title: 'Exclusivité', when: (c) => c.clauses.exclusivity.enabled },
  { id: 'compliance', title: 'Promotions interdites et conformité des Produits' },
  { id: 'audience', title: 'Sincérité de l’audience', types: PUBLISHING },
  { id: 'liability', title: 'Responsabilité' },
  {
    id: 'outsideEea',
    title: 'Créateur établi hors de l’Espace économique européen',
    when: (c) => c.parties.influencer.outsideEea.enabled,
  },
  { id: 'status', title: 'Statut du Créateur' },
  { id: 'confidentiality', title: 'Confidentialité', when: (c) => c.clauses.confidentiality.enabled },
  {
    id: 'reputation',
    title: (c) => (c.clauses.morality.enabled ? 'Clause de moralité' : 'Réputation et image de marque'),
  },
  { id: 'nonDisparagement', title: 'Non-dénigrement', when: (c) => c.clauses.nonDisparagement.enabled },
  { id: 'penalty', title: 'Clause pénale', when: (c) => c.clauses.latePenalties.enabled },
  { id: 'termination', title: 'Résiliation' },
  { id: 'forceMajeure', title: 'Force majeure' },
  { id: 'personalData', title: 'Données personnelles' },
  { id: 'general', title: 'Dispositions générales' },
  { id: 'law', title: 'Loi applicable et règlement des différends' },
  { id: 'jurisdiction', title: 'Attribution de juridiction', when: allPartiesAreMerchants },
  {
    id: 'evidence',
    title: 'Convention de preuve',
    when: (c) => c.clauses.signatures.method === 'electronic',
  },
] as const satisfies readonly ClauseDefinition[];

export type ClauseId = (typeof CLAUSES)[number]['id'];

/** The clauses a type's template carries (each still switched by its `when`). */
export function clausesOfType(type: ContractType): ClauseDefinition[] {
  return CLAUSES.filter((clause: ClauseDefinition) => !clause.types || clause.types.includes(type));
}

export type ArticleView = { on: boolean; n: number; title: string; ref: string };

function titleOf(clause: ClauseDefinition, contract: ContractDraft): string {
  return typeof clause.title === 'function' ? clause.title(contract) : clause.title;
}

/**
 * Which articles this contract includes, their numbers and how other articles cite them:
 * `art.termination.ref` is « l’article 13 (Résiliation) ». An article left out has `on: false`
 * and a reference to nothing, which no included text uses.
 */
export function articlesOf(contract: ContractDraft): Record<ClauseId, ArticleView> {
  let number = 0;
  const amendment = isAmendment(contract);
  const entries = clausesOfType(contract.type).map((clause) => {
    const on = (clause.amendment === true) === amendment && (clause.when ? clause.when(contract) : true);
    if (on) number += 1;
    const title = titleOf(clause, contract);
    return [clause.id, { on, n: on ? number : 0, title, ref: on ? `l’article ${number} (${title})` : '' }] as const;
  });
  const all = Object.fromEntries(CLAUSES.map((clause) => [clause.id, { on: false, n: 0, title: '', ref: '' }]));
  return { ...all, ...Object.fromEntries(entries) } as Record<ClauseId, ArticleView>;
}
