import { addDays, parseIsoDate } from '#shared/contract/dates.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import {
  type ContractDraft,
  type ContractDraftInput,
  type ContractType,
  contractDraftSchema,
} from '#shared/contract/schema.ts';
import { typeSpecificDefaults } from '#shared/contract/type-defaults.ts';

/** Spec section 9: default ethical duty about advertising-ethics rules and ad mentions. */
export const DEFAULT_ETHICAL_DUTY =
  'Respecter les règles de déontologie publicitaire, notamment la Recommandation « Communication publicitaire numérique » de l’ARPP, et faire figurer sur chaque contenu la mention « Publicité » ou « Collaboration commerciale » exigée par l’article 5 de la loi n° 2023-451 ; les hashtags #ad ou #sponsorisé employés seuls ne suffisent pas.';

export const DEFAULT_CONFIDENTIALITY_SCOPE =
  'Les termes du Contrat, notamment le montant de la rémunération, ainsi que les informations non publiques relatives aux produits, aux lancements et à la stratégie commerciale de la Marque.';

const DEFAULT_BREACH_NOTICE_DAYS = 8;
const DEFAULT_CITY = 'Paris';

/**
 * A new contract of the given type, valid against `contractDraftSchema`. Every field the
 * spec names is set here; the fields added for French law take their schema defaults unless
 * the type needs otherwise.
 */
export function createDefaultContract(type: ContractType, today: string = parisDay()): ContractDraft {
  if (!parseIsoDate(today)) throw new Error(`createDefaultContract: not an ISO date: ${today}`);
  const specific = typeSpecificDefaults(type);
  const input: ContractDraftInput = {
    title: specific.title,
    type,
    parties: {
      creator: { name: '', address: '', email: '' },
      influencer: { name: '', address: '', email: '' },
    },
    deliverables: {
      partnershipObject: '',
      influencerDuties: specific.influencerDuties,
      influencerEthicalDuties: [DEFAULT_ETHICAL_DUTY],
    },
    compensation: {
      paymentAmount: 0,
      currency: 'EUR',
      paymentConditions: specific.paymentConditions,
      additionalObligations: '',
    },
    clauses: {
      duration: { startDate: today, endDate: addDays(today, specific.durationDays) },
      ipRights: {
        creatorUsageLicense: specific.creatorUsageLicense,
        influencerContentLicense: specific.influencerContentLicense,
        usageTerritory: 'France',
        usageDuration: '6 mois',
      },
      rightsAssignment: specific.rightsAssignment,
      imageRights: specific.imageRights,
      confidentiality: { enabled: false, scope: DEFAULT_CONFIDENTIALITY_SCOPE },
      termination: { breachNoticeDays: DEFAULT_BREACH_NOTICE_DAYS, effects: specific.terminationEffects },
      lawAndJurisdiction: { law: 'FR', courtCity: DEFAULT_CITY },
      signatures: { city: DEFAULT_CITY, dateSigned: today },
    },
  };
  return contractDraftSchema.parse(input);
}
