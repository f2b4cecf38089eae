import {
  intervenorRoleLabels,
  sectorLabels,
  valueBasisLabels,
  variablePayBasisLabels,
  workerRegimeLabels,
} from '#shared/contract/labels.ts';
import type { FieldLabel, ValueFormat } from '#shared/contract/diff-labels.ts';

/** Labels of the fields the legal review added (identification, children, status, courts). */
const money: ValueFormat = { kind: 'money' };
const date: ValueFormat = { kind: 'date' };
const days: ValueFormat = { kind: 'count', unit: 'jour', units: 'jours' };
const choice = (labels: Readonly<Record<string, string>>): ValueFormat => ({ kind: 'choice', labels });

export const identificationLabels = (): Record<string, FieldLabel> => ({
  'signatory.email': { label: 'Adresse e-mail du signataire' },
  rcsCity: { label: 'Ville du RCS' },
  rcsNumber: { label: 'Numéro RCS' },
  shareCapital: { label: 'Capital social', format: money },
  isMerchant: { label: 'Commerçant ou société commerciale' },
  taxResidenceConfirmed: { label: 'Résidence fiscale confirmée' },
});

export const legalFieldLabels: Readonly<Record<string, FieldLabel>> = {
  'parties.influencer.individualEntrepreneur': { label: 'Entrepreneur individuel (EI)' },
  'parties.influencer.actsAsProfessional': { label: 'Agit à titre professionnel' },
  'parties.intervenors.#': { label: 'Intervenant' },
  'parties.intervenors.#.name': { label: 'Nom de l’intervenant' },
  'parties.intervenors.#.email': { label: 'Adresse e-mail de l’intervenant' },
  'parties.intervenors.#.address': { label: 'Adresse de l’intervenant' },
  'parties.intervenors.#.role': { label: 'Rôle de l’intervenant', format: choice(intervenorRoleLabels) },
  'parties.intervenors.#.appearsOnCamera': { label: 'L’intervenant apparaît à l’image' },
  'children.present': { label: 'Enfant de moins de 16 ans à l’image' },
  'children.list.#': { label: 'Enfant' },
  'children.list.#.name': { label: 'Nom de l’enfant' },
  'children.list.#.birthDate': { label: 'Date de naissance de l’enfant', format: date },
  'children.authorisationAuthority': { label: 'Autorité ayant délivré l’autorisation' },
  'children.authorisationDate': { label: 'Date de l’autorisation', format: date },
  'children.authorisationReference': { label: 'Référence de l’autorisation' },
  'children.parents.#': { label: 'Parent' },
  'children.parents.#.name': { label: 'Nom du parent' },
  'children.parents.#.email': { label: 'Adresse e-mail du parent' },
  'children.parents.#.address': { label: 'Adresse du parent' },
  'children.soleParentalAuthority': { label: 'Autorité parentale exercée par un seul parent' },
  'children.soleAuthorityReason': { label: 'Motif de l’exercice unilatéral' },
  'children.depositShare.childPay': { label: 'Rémunération de l’enfant', format: money },
  'children.depositShare.depositPercent': { label: 'Part versée à la Caisse des dépôts (%)' },
  'declarations.sector': { label: 'Secteur du produit promu', format: choice(sectorLabels) },
  'declarations.sectorDetails': { label: 'Précisions sur le secteur' },
  'workerStatus.regime': { label: 'Statut du Créateur', format: choice(workerRegimeLabels) },
  'workerStatus.registration': { label: 'Immatriculation du Créateur' },
  'workerStatus.insurerName': { label: 'Assureur en responsabilité civile' },
  'workerStatus.insurancePolicy': { label: 'Police d’assurance responsabilité civile' },
  'compensation.products.#.valueBasis': { label: 'Valeur HT ou TTC', format: choice(valueBasisLabels) },
  'compensation.products.#.vatRate': { label: 'Taux de TVA (%)' },
  'compensation.productDeliveryDate': { label: 'Date de livraison des produits', format: date },
  'compensation.variablePay.enabled': { label: 'Rémunération variable' },
  'compensation.variablePay.basis': { label: 'Base de la commission', format: choice(variablePayBasisLabels) },
  'compensation.variablePay.ratePercent': { label: 'Taux de commission (%)' },
  'compensation.variablePay.code': { label: 'Code ou lien suivi' },
  'compensation.variablePay.reportingDays': { label: 'Délai du relevé des ventes', format: days },
  'compensation.cancellationFee.enabled': { label: 'Indemnité d’annulation' },
  'compensation.cancellationFee.percent': { label: 'Indemnité d’annulation (%)' },
  'compensation.cancellationFee.noticeDays': { label: 'Annulation tardive à moins de', format: days },
  'clauses.rightsAssignment.uses.#.price': { label: 'Prix de l’exploitation', format: money },
  'clauses.rightsAssignment.uses.#.exclusive': { label: 'Exploitation exclusive' },
  'clauses.rightsAssignment.uses.#.creatorAccount': { label: 'Publicités depuis le compte du créateur' },
  'clauses.termination.noticeDays': { label: 'Préavis de résiliation', format: days },
  'clauses.termination.convenience.enabled': { label: 'Résiliation sans motif' },
  'clauses.termination.convenience.noticeDays': { label: 'Préavis de la résiliation sans motif', format: days },
  'clauses.lawAndJurisdiction.otherLegalSystem': { label: 'Système juridique choisi' },
  'clauses.lawAndJurisdiction.mediation.enabled': { label: 'Médiation préalable' },
  'clauses.lawAndJurisdiction.mediation.mediatorName': { label: 'Médiateur' },
  'clauses.lawAndJurisdiction.consumerMediator': { label: 'Médiateur de la consommation' },
  'annexes.briefDate': { label: 'Date du brief annexé', format: date },
  'annexes.calendarDate': { label: 'Date du calendrier annexé', format: date },
  'confirmations.newContractPastDates': { label: 'Dates passées confirmées' },
};
