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
    id: 'paidUsage',
    label: 'Publicité sponsorisée depuis le compte du créateur (whitelisting)',
    description: 'La Marque sponsorise les contenus en publicité, pour une durée et un territoire limités.',
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

/** The Pro clauses switched on in a contract, in the order of the list above. */
export function enabledProClauses(contract: Pick<ContractDraft, 'clauses'>): ProClauseId[] {
  return PRO_CLAUSES.filter((clause) => contract.clauses[clause.id].enabled).map((clause) => clause.id);
}

export function proClauseLabel(id: ProClauseId): string {
  return PRO_CLAUSES.find((clause) => clause.id === id)?.label ?? id;
}
