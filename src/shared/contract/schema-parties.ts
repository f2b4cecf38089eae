import { z } from 'zod';
import {
  ADDRESS_MAX,
  emailField,
  flag,
  NAME_MAX,
  optionalText,
  SHORT_TEXT_MAX,
  siretField,
  text,
} from '#shared/contract/schema-fields.ts';

/** Loi n° 2023-451, art. 8 I: parties named with postal and e-mail addresses and tax residence. */
const DEFAULT_TAX_RESIDENCE = 'France';

export const signatorySchema = z
  .object({
    name: optionalText(NAME_MAX),
    capacity: optionalText(SHORT_TEXT_MAX),
  })
  .prefault({});
export type Signatory = z.infer<typeof signatorySchema>;

/** The brand. The spec calls this side `creator`; the key is kept for old clients. */
export const brandPartySchema = z.object({
  name: text(NAME_MAX),
  address: text(ADDRESS_MAX),
  email: emailField,
  taxResidenceCountry: optionalText(SHORT_TEXT_MAX, DEFAULT_TAX_RESIDENCE),
  legalForm: optionalText(SHORT_TEXT_MAX),
  siret: siretField,
  signatory: signatorySchema,
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
  pseudonym: optionalText(NAME_MAX),
  legalForm: optionalText(SHORT_TEXT_MAX),
  siret: siretField,
  signatory: signatorySchema,
  outsideEea: outsideEeaSchema,
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

export const partiesSchema = z.object({
  creator: brandPartySchema,
  influencer: influencerPartySchema,
  agent: agentSchema,
});
export type Parties = z.infer<typeof partiesSchema>;
