import type { ContractDraft } from '#shared/contract/schema.ts';

/**
 * The one list of the clauses reserved to the Pro plan (spec section 1: « clauses
 * avancées »). The editor reads it to badge and lock them, the server to refuse them to a free
 * account (403 PRO_REQUIRED). Every entry is a key of `contract.clauses` with an `enabled` flag.
 */
export const PRO_CLAUSES = [
  {
    id: 'exclusivity',
    label: 'Exclusivité',
    description: 'Le Créateur ne promeut aucun concurrent du secteur, pendant le contrat et au-delà.',
  },
  {
    id: 'contentApproval',
    label: 'Validation préalable des contenus',
    description: 'Aucune publication sans l’accord écrit de la Marque, qui répond dans un délai fixé.',
  },
  {
    id: 'latePenalties',
    label: 'Pénalités de retard',
    description: 'Une clause pénale par jour de retard de publication, plafonnée (Code civil, art. 1231-5).',
  },
  {
    id: 'morality',
    label: 'Clause de moralité',
    description: 'Suspension et résiliation en cas de comportement portant gravement atteinte à l’image.',
  },
  {
    id: 'forceMajeure',
    label: 'Force majeure détaillée',
    description: 'Notification, suspension et résiliation encadrées (Code civil, art. 1218).',
  },
  {
    id: 'nonDisparagement',
    label: 'Non-dénigrement',
    description: 'Aucun propos dénigrant entre les Parties, pendant le contrat et après son terme.',
  },
  {
    id: 'performanceReporting',
    label: 'Rapport de performance',
    description: 'Indicateurs et captures d’écran des statistiques à remettre à échéances fixes.',
  },
] as const;

export type ProClauseId = (typeof PRO_CLAUSES)[number]['id'];

/**
 * Pro options that are not clauses of their own. Whitelisting is an option of the
 * `paid-social` use line (one use, one grant: CPI L131-3), no longer a second grant.
 */
export const PRO_OPTIONS = [
  {
    id: 'creatorAccountAds',
    label: 'Publicité sponsorisée depuis le compte du créateur (whitelisting)',
    description: 'Les publicités sponsorisées sont diffusées sous le nom et depuis le compte du Créateur.',
    isOn: (contract: Pick<ContractDraft, 'clauses'>) =>
      contract.clauses.rightsAssignment.uses.some((use) => use.kind === 'paid-social' && use.creatorAccount),
  },
] as const;

export type ProFeatureId = ProClauseId | (typeof PRO_OPTIONS)[number]['id'];

/** The Pro clauses switched on in a contract, in the order of the list above, then the Pro options. */
export function enabledProClauses(contract: Pick<ContractDraft, 'clauses'>): ProFeatureId[] {
  return [
    ...PRO_CLAUSES.filter((clause) => contract.clauses[clause.id].enabled).map((clause) => clause.id),
    ...PRO_OPTIONS.filter((option) => option.isOn(contract)).map((option) => option.id),
  ];
}

export function proClauseLabel(id: ProFeatureId): string {
  return [...PRO_CLAUSES, ...PRO_OPTIONS].find((clause) => clause.id === id)?.label ?? id;
}
