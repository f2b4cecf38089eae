import {
  currencyLabels,
  disclosureMentionLabels,
  usageKindLabels,
  vatTreatmentLabels,
} from '#shared/contract/labels.ts';
import { identificationLabels, legalFieldLabels } from '#shared/contract/diff-labels-legal.ts';
import { contractTypeLabels, lawLabels } from '#shared/contract/status.ts';

/** How a field's value reads in the comparison of two versions. */
export type ValueFormat =
  | { kind: 'text' }
  | { kind: 'money' }
  | { kind: 'date' }
  | { kind: 'count'; unit: string; units: string }
  | { kind: 'choice'; labels: Readonly<Record<string, string>> };

export type FieldLabel = { label: string; format?: ValueFormat };

const signatureMethodLabels = { electronic: 'Signature électronique', handwritten: 'Signature manuscrite' };
const money: ValueFormat = { kind: 'money' };
const date: ValueFormat = { kind: 'date' };
const days: ValueFormat = { kind: 'count', unit: 'jour', units: 'jours' };
const months: ValueFormat = { kind: 'count', unit: 'mois', units: 'mois' };
const choice = (labels: Readonly<Record<string, string>>): ValueFormat => ({ kind: 'choice', labels });

/** The parts of the contract, by path prefix, as the editor names them. Longest prefix first. */
export const diffGroups: ReadonlyArray<readonly [string, string]> = [
  ['parties.creator.', 'Marque'],
  ['parties.influencer.', 'Créateur'],
  ['parties.agent.', 'Agent du créateur'],
  ['deliverables.', 'Livrables'],
  ['compensation.', 'Rémunération et produits'],
  ['disclosure.', 'Transparence'],
  ['declarations.', 'Déclarations'],
  ['parties.intervenors.', 'Intervenants'],
  ['children.', 'Enfants de moins de 16 ans'],
  ['workerStatus.', 'Statut du créateur'],
  ['annexes.', 'Annexes'],
  ['confirmations.', 'Confirmations'],
  ['amendment.', 'Avenant'],
  ['clauses.duration.', 'Durée'],
  ['clauses.ipRights.', 'Propriété intellectuelle'],
  ['clauses.rightsAssignment.', 'Cession de droits'],
  ['clauses.imageRights.', 'Droit à l’image'],
  ['clauses.confidentiality.', 'Confidentialité'],
  ['clauses.exclusivity.', 'Exclusivité'],
  ['clauses.contentApproval.', 'Validation des contenus'],
  ['clauses.latePenalties.', 'Pénalités de retard'],
  ['clauses.morality.', 'Clause de réputation'],
  ['clauses.forceMajeure.', 'Force majeure'],
  ['clauses.nonDisparagement.', 'Non-dénigrement'],
  ['clauses.performanceReporting.', 'Statistiques de performance'],
  ['clauses.termination.', 'Résiliation'],
  ['clauses.lawAndJurisdiction.', 'Loi applicable'],
  ['clauses.signatures.', 'Signature'],
  ['', 'Informations générales'],
];

const partyFields = (): Record<string, FieldLabel> => ({
  name: { label: 'Nom ou raison sociale' },
  address: { label: 'Adresse postale' },
  email: { label: 'Adresse e-mail' },
  taxResidenceCountry: { label: 'Pays de résidence fiscale' },
  legalForm: { label: 'Forme juridique' },
  siret: { label: 'SIRET' },
  'signatory.name': { label: 'Signataire' },
  'signatory.capacity': { label: 'Qualité du signataire' },
  ...identificationLabels(),
});

function under(prefix: string, fields: Record<string, FieldLabel>): Record<string, FieldLabel> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${prefix}.${key}`, value]));
}

/**
 * The French label of each field of the contract, by dotted path; `#` stands for a list
 * index. A field missing here still shows in a comparison, under its path.
 */
export const fieldLabels: Readonly<Record<string, FieldLabel>> = {
  title: { label: 'Titre' },
  type: { label: 'Type de contrat', format: choice(contractTypeLabels) },
  ...under('parties.creator', partyFields()),
  ...under('parties.influencer', {
    ...partyFields(),
    isPhysicalPerson: { label: 'Personne physique' },
    pseudonym: { label: 'Pseudonyme' },
    'outsideEea.enabled': { label: 'Établi hors de l’EEE et de la Suisse' },
    'outsideEea.representativeName': { label: 'Représentant légal dans l’UE' },
    'outsideEea.representativeAddress': { label: 'Adresse du représentant légal' },
    'outsideEea.insurerName': { label: 'Assureur dans l’UE' },
    'outsideEea.insurancePolicy': { label: 'Police d’assurance' },
  }),
  'parties.agent.name': { label: 'Nom de l’agent' },
  'parties.agent.address': { label: 'Adresse de l’agent' },
  'parties.agent.email': { label: 'Adresse e-mail de l’agent' },
  'deliverables.partnershipObject': { label: 'Objet du partenariat' },
  'deliverables.influencerDuties.#': { label: 'Obligation du créateur' },
  'deliverables.influencerEthicalDuties.#': { label: 'Obligation déontologique' },
  'deliverables.publications.#': { label: 'Publication' },
  'deliverables.publications.#.platform': { label: 'Plateforme' },
  'deliverables.publications.#.format': { label: 'Format' },
  'deliverables.publications.#.quantity': { label: 'Nombre' },
  'deliverables.publications.#.date': { label: 'Date de publication', format: date },
  'deliverables.publications.#.dateEnd': { label: 'Fin de la période de publication', format: date },
  'deliverables.timetable': { label: 'Calendrier' },
  'deliverables.contentReview.reviewDays': { label: 'Délai de validation', format: days },
  'deliverables.contentReview.revisionRounds': { label: 'Séries de corrections' },
  'compensation.paymentAmount': { label: 'Montant de la rémunération', format: money },
  'compensation.currency': { label: 'Devise', format: choice(currencyLabels) },
  'compensation.paymentConditions': { label: 'Conditions de paiement' },
  'compensation.additionalObligations': { label: 'Obligations complémentaires' },
  'compensation.vatTreatment': { label: 'Régime de TVA', format: choice(vatTreatmentLabels) },
  'compensation.paymentDueDays': { label: 'Délai de paiement', format: days },
  'compensation.products.#': { label: 'Produit' },
  'compensation.products.#.name': { label: 'Nom du produit' },
  'compensation.products.#.retailValue': { label: 'Valeur unitaire', format: money },
  'compensation.products.#.quantity': { label: 'Quantité' },
  'compensation.productReturn.required': { label: 'Restitution des produits' },
  'compensation.productReturn.conditions': { label: 'Conditions de restitution' },
  'disclosure.mention': { label: 'Mention obligatoire', format: choice(disclosureMentionLabels) },
  'disclosure.retouchedImages': { label: 'Mention « Images retouchées »' },
  'disclosure.virtualImages': { label: 'Mention « Images virtuelles »' },
  'declarations.targetsFrenchAudience': { label: 'Public visé en France' },
  'declarations.forbiddenPromotionExcluded': { label: 'Produit hors promotions interdites' },
  'clauses.duration.startDate': { label: 'Date de début', format: date },
  'clauses.duration.endDate': { label: 'Date de fin', format: date },
  'clauses.ipRights.creatorUsageLicense': { label: 'Licence d’usage de la marque' },
  'clauses.ipRights.influencerContentLicense': { label: 'Licence sur les contenus' },
  'clauses.ipRights.usageTerritory': { label: 'Territoire d’exploitation' },
  'clauses.ipRights.usageDuration': { label: 'Durée d’exploitation' },
  'clauses.ipRights.brandReuse': { label: 'Réutilisation des contenus par la marque' },
  'clauses.rightsAssignment.reproduction': { label: 'Droit de reproduction' },
  'clauses.rightsAssignment.representation': { label: 'Droit de représentation' },
  'clauses.rightsAssignment.adaptation': { label: 'Droit d’adaptation' },
  'clauses.rightsAssignment.exclusive': { label: 'Cession exclusive' },
  'clauses.rightsAssignment.uses.#': { label: 'Mode d’exploitation' },
  'clauses.rightsAssignment.uses.#.kind': { label: 'Support', format: choice(usageKindLabels) },
  'clauses.rightsAssignment.uses.#.description': { label: 'Précisions' },
  'clauses.rightsAssignment.uses.#.territory': { label: 'Territoire' },
  'clauses.rightsAssignment.uses.#.durationMonths': { label: 'Durée', format: months },
  'clauses.rightsAssignment.assignmentPrice': { label: 'Prix de la cession', format: money },
  'clauses.rightsAssignment.authorCredit': { label: 'Mention du nom de l’auteur' },
  'clauses.rightsAssignment.aiUseAllowed': { label: 'Usage par l’intelligence artificielle autorisé' },
  'clauses.imageRights.creatorAppears': { label: 'Le créateur apparaît dans les contenus' },
  'clauses.imageRights.media': { label: 'Supports autorisés' },
  'clauses.imageRights.territory': { label: 'Territoire' },
  'clauses.imageRights.durationMonths': { label: 'Durée', format: months },
  'clauses.imageRights.excludedUses': { label: 'Utilisations exclues' },
  'clauses.confidentiality.enabled': { label: 'Clause de confidentialité' },
  'clauses.confidentiality.scope': { label: 'Périmètre de la confidentialité' },
  'clauses.exclusivity.enabled': { label: 'Clause d’exclusivité' },
  'clauses.exclusivity.sector': { label: 'Secteur de l’exclusivité' },
  'clauses.exclusivity.scope': { label: 'Périmètre de l’exclusivité' },
  'clauses.exclusivity.monthsAfterTerm': { label: 'Durée après le terme', format: months },
  'clauses.contentApproval.enabled': { label: 'Validation des contenus par la marque' },
  'clauses.contentApproval.responseDays': { label: 'Délai de réponse de la marque', format: days },
  'clauses.contentApproval.approverContact': { label: 'Contact chargé de la validation' },
  'clauses.latePenalties.enabled': { label: 'Pénalités de retard' },
  'clauses.latePenalties.dailyAmount': { label: 'Pénalité par jour de retard', format: money },
  'clauses.latePenalties.capAmount': { label: 'Plafond des pénalités', format: money },
  'clauses.latePenalties.graceDays': { label: 'Délai de grâce', format: days },
  'clauses.morality.enabled': { label: 'Clause de réputation' },
  'clauses.morality.withdrawalDays': { label: 'Délai de retrait des contenus', format: days },
  'clauses.forceMajeure.enabled': { label: 'Clause de force majeure' },
  'clauses.forceMajeure.noticeDays': { label: 'Délai de notification', format: days },
  'clauses.forceMajeure.terminationDays': { label: 'Résiliation après', format: days },
  'clauses.nonDisparagement.enabled': { label: 'Clause de non-dénigrement' },
  'clauses.nonDisparagement.monthsAfterTerm': { label: 'Durée après le terme', format: months },
  'clauses.performanceReporting.enabled': { label: 'Rapport de performance' },
  'clauses.performanceReporting.kpis': { label: 'Indicateurs suivis' },
  'clauses.performanceReporting.firstReportDays': { label: 'Premier rapport après', format: days },
  'clauses.performanceReporting.finalReportDays': { label: 'Rapport final après', format: days },
  'clauses.performanceReporting.screenshots': { label: 'Captures des statistiques' },
  'clauses.termination.breachNoticeDays': { label: 'Délai de mise en demeure', format: days },
  'clauses.termination.effects': { label: 'Effets de la résiliation' },
  'clauses.lawAndJurisdiction.law': { label: 'Droit applicable', format: choice(lawLabels) },
  'clauses.lawAndJurisdiction.courtCity': { label: 'Tribunal compétent' },
  'clauses.signatures.city': { label: 'Lieu de signature' },
  'clauses.signatures.dateSigned': { label: 'Date de signature', format: date },
  'clauses.signatures.method': { label: 'Mode de signature', format: choice(signatureMethodLabels) },
  'amendment.parentId': { label: 'Contrat modifié' },
  'amendment.parentTitle': { label: 'Titre du contrat modifié' },
  'amendment.parentReference': { label: 'Référence du contrat modifié' },
  'amendment.parentSignedOn': { label: 'Date de signature du contrat modifié', format: date },
  'amendment.number': { label: 'Numéro de l’avenant' },
  ...legalFieldLabels,
};
