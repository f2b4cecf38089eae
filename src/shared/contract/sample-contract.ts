import { addDays } from '#shared/contract/dates.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';

/**
 * A fully completed contract of each type, with fictitious parties: the demonstration shown
 * before a user has typed anything, and the reference case of the tests (it satisfies every
 * rule of the law engine).
 */
export function createSampleContract(type: ContractType, today = '2026-02-02'): ContractDraft {
  const contract = createDefaultContract(type, today);
  contract.parties.creator = {
    ...contract.parties.creator,
    name: 'Maison Lumière',
    legalForm: 'société par actions simplifiée',
    siret: '12345678900012',
    address: '12 rue de la Paix, 75002 Paris',
    email: 'partenariats@maison-lumiere.example',
    signatory: { name: 'Claire Martin', capacity: 'Présidente', email: '' },
  };
  contract.parties.influencer = {
    ...contract.parties.influencer,
    name: 'Léa Dubois',
    pseudonym: '@lea.cuisine',
    siret: '98765432100019',
    address: '8 quai Saint-Vincent, 69001 Lyon',
    email: 'contact@lea-cuisine.example',
  };
  contract.deliverables.partnershipObject =
    'la promotion de la gamme d’ustensiles de cuisine « Lumière Cuivre » de la Marque';
  contract.deliverables.publications = [
    { platform: 'Instagram', format: 'Reel de 30 à 60 secondes', quantity: 1, date: addDays(today, 14), dateEnd: '' },
    { platform: 'Instagram', format: 'Story', quantity: 3, date: addDays(today, 15), dateEnd: '' },
    { platform: 'TikTok', format: 'Vidéo de 30 à 60 secondes', quantity: 1, date: addDays(today, 21), dateEnd: '' },
  ];
  contract.deliverables.timetable =
    'Envoi des projets de contenus à la Marque au plus tard cinq jours ouvrés avant chaque date de publication.';
  // The user answered the tax residence the form pre-fills (loi n° 2023-451, art. 8 I).
  contract.parties.creator.taxResidenceConfirmed = true;
  contract.parties.influencer.taxResidenceConfirmed = true;
  // Both act as merchants (a commercial company; a creator registered for a commercial activity),
  // so the choice of the Paris courts binds them (CPC art. 48).
  contract.parties.creator.isMerchant = true;
  contract.parties.influencer.isMerchant = true;
  // Dated on a fixed day so that tests read stable dates: on a later day its dates lie in the
  // past, which its author confirmed (the law engine's past-dates rule).
  contract.confirmations.newContractPastDates = true;
  contract.declarations.forbiddenPromotionExcluded = true;
  contract.annexes = { briefDate: today, calendarDate: today };
  contract.workerStatus = {
    regime: 'independent',
    registration: 'SIRET 987 654 321 00019',
    insurerName: 'Mutuelle des Créateurs',
    insurancePolicy: 'RC-2026-4411',
  };
  contract.clauses.confidentiality.enabled = true;
  fillTypeSpecificParts(contract, today);
  return contract;
}

function fillTypeSpecificParts(contract: ContractDraft, today: string): void {
  if (contract.type === 'PAID') {
    contract.compensation.paymentAmount = 1500;
    contract.compensation.paymentConditions =
      '50 % à la signature du Contrat, 50 % après la mise en ligne de la dernière publication, par virement bancaire sur présentation d’une facture.';
    contract.disclosure.retouchedImages = true;
    return;
  }
  if (contract.type === 'UGC') {
    contract.compensation.paymentAmount = 2400;
    contract.clauses.rightsAssignment.assignmentPrice = 900;
    // CPI L132-31: a separate price for each mode of exploitation.
    contract.clauses.rightsAssignment.uses = contract.clauses.rightsAssignment.uses.map((use) => ({
      ...use,
      price: 450,
    }));
    contract.deliverables.publications = [
      {
        platform: 'Remise à la Marque',
        format: 'Vidéo verticale 9:16 de 30 secondes',
        quantity: 3,
        date: addDays(today, 18),
        dateEnd: '',
      },
      {
        platform: 'Remise à la Marque',
        format: 'Photographie haute définition',
        quantity: 5,
        date: addDays(today, 18),
        dateEnd: '',
      },
    ];
    return;
  }
  contract.compensation.products = [
    { name: 'Sauteuse en cuivre 24 cm', retailValue: 189.9, quantity: 1, valueBasis: 'TTC', vatRate: 20 },
    { name: 'Coffret de trois casseroles', retailValue: 349, quantity: 1, valueBasis: 'TTC', vatRate: 20 },
  ];
  contract.compensation.productReturn = {
    required: false,
    conditions: 'Les produits restent acquis au Créateur ; aucune restitution n’est demandée.',
  };
}
