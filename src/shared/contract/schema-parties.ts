import { z } from 'zod';
import {
  ADDRESS_MAX,
  emailField,
  flag,
  listOf,
  moneyField,
  NAME_MAX,
  optionalText,
  SHORT_TEXT_MAX,
  siretField,
  text,
} from '#shared/contract/schema-fields.ts';

/** Loi n° 2023-451, art. 8 I: parties named with postal and e-mail addresses and tax residence. */
const DEFAULT_TAX_RESIDENCE = 'France';

/** The natural person who signs for a party (for a company, its legal representative). */
export const signatorySchema = z
  .object({
    name: optionalText(NAME_MAX),
    capacity: optionalText(SHORT_TEXT_MAX),
    email: emailField.default(''),
  })
  .prefault({});
export type Signatory = z.infer<typeof signatorySchema>;

/**
 * Fields both parties share beyond art. 8 I: the identification a company must print
 * (C. com. R123-237: RCS city and number, share capital; 0 = not given) and merchant status,
 * which decides whether a jurisdiction clause may bind them (CPC art. 48).
 */
const identificationShape = {
  rcsCity: optionalText(SHORT_TEXT_MAX),
  rcsNumber: optionalText(SHORT_TEXT_MAX),
  shareCapital: moneyField.default(0),
  isMerchant: flag(false),
  /** The pre-filled tax residence counts as given only once the user confirms it (art. 8 I). */
  taxResidenceConfirmed: flag(false),
};

/** The brand. The spec calls this side `creator`; the key is kept for old clients. */
export const brandPartySchema = z.object({
  name: text(NAME_MAX),
  address: text(ADDRESS_MAX),
  email: emailField,
  taxResidenceCountry: optionalText(SHORT_TEXT_MAX, DEFAULT_TAX_RESIDENCE),
  legalForm: optionalText(SHORT_TEXT_MAX),
  siret: siretField,
  signatory: signatorySchema,
  ...identificationShape,
});
export type BrandParty = z.infer<typeof brandPartySchema>;

/** Loi n° 2023-451, art. 9: representative in the EU and EU insurance for non-EEA influencers. */
export const outsideEeaSchema = z
  .object({
    enabled: flag(false),
    representativeName: optionalText(NAME_MAX),
    representativeAddress: optionalText(ADDRESS_MAX),
    insurerName: optionalText(NAME_MAX),
    insurancePolicy: optionalText(SHORT_TEXT_MAX),
  })
  .prefault({});
export type OutsideEea = z.infer<typeof outsideEeaSchema>;

export const influencerPartySchema = z.object({
  name: text(NAME_MAX),
  address: text(ADDRESS_MAX),
  email: emailField,
  taxResidenceCountry: optionalText(SHORT_TEXT_MAX, DEFAULT_TAX_RESIDENCE),
  isPhysicalPerson: flag(true),
  /** A handle is a « pseudonyme », not a « nom d'usage ». */
  pseudonym: optionalText(NAME_MAX),
  legalForm: optionalText(SHORT_TEXT_MAX),
  siret: siretField,
  signatory: signatorySchema,
  outsideEea: outsideEeaSchema,
  ...identificationShape,
  /** C. com. R526-27: « EI » / « entrepreneur individuel » beside the name. */
  individualEntrepreneur: flag(false),
  /** False: a consumer or non-professional (C. consom. L212-1 unfair terms, L612-1 mediator). */
  actsAsProfessional: flag(true),
});
export type InfluencerParty = z.infer<typeof influencerPartySchema>;

/** Loi n° 2023-451, art. 7: the influencer's agent, named when there is one. */
export const agentSchema = z
  .object({
    name: optionalText(NAME_MAX),
    address: optionalText(ADDRESS_MAX),
    email: emailField.default(''),
  })
  .prefault({});
export type Agent = z.infer<typeof agentSchema>;

export const intervenorRoleSchema = z.enum(['author', 'performer', 'author-performer'], {
  error: 'Rôle de l’intervenant non pris en charge.',
});
export type IntervenorRole = z.infer<typeof intervenorRoleSchema>;

/**
 * A natural person who intervenes when the influencer is a company: the author of the content
 * (CPI L111-1, L113-1: only a natural person is an author) or the person on camera (C. civ.
 * art. 9: a personal right). Each one assigns or confirms their rights and signs.
 */
export const intervenorSchema = z.object({
  name: text(NAME_MAX),
  email: emailField.default(''),
  address: optionalText(ADDRESS_MAX),
  role: intervenorRoleSchema.default('author-performer'),
  appearsOnCamera: flag(true),
});
export type Intervenor = z.infer<typeof intervenorSchema>;

export const INTERVENORS_MAX = 10;

export const partiesSchema = z.object({
  creator: brandPartySchema,
  influencer: influencerPartySchema,
  agent: agentSchema,
  intervenors: listOf(intervenorSchema, INTERVENORS_MAX).default([]),
});
export type Parties = z.infer<typeof partiesSchema>;
