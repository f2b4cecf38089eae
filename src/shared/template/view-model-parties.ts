import type { Parties } from '#shared/contract/schema-parties.ts';
import { formatSiret } from '#shared/format/siret.ts';
import { orMissing, typeset } from '#shared/template/placeholder.ts';

/** Loi n° 2023-451, art. 8 I: identity, addresses and tax residence of each party. */
export function buildPartiesView(parties: Parties) {
  const { creator: brand, influencer, agent } = parties;
  const influencerIsCompany = !influencer.isPhysicalPerson;
  const eea = influencer.outsideEea;
  return {
    creatorName: orMissing(brand.name),
    creatorAddress: orMissing(brand.address),
    creatorEmail: orMissing(brand.email),
    creatorTaxResidence: orMissing(brand.taxResidenceCountry),
    creatorLegalForm: typeset(brand.legalForm),
    creatorSiret: formatSiret(brand.siret),
    creatorSignatoryName: orMissing(brand.signatory.name),
    creatorSignatoryCapacity: orMissing(brand.signatory.capacity),

    influencerName: orMissing(influencer.name),
    influencerAddress: orMissing(influencer.address),
    influencerEmail: orMissing(influencer.email),
    influencerTaxResidence: orMissing(influencer.taxResidenceCountry),
    influencerIsCompany,
    influencerIsPerson: !influencerIsCompany,
    influencerPseudonym: typeset(influencer.pseudonym),
    influencerLegalForm: typeset(influencer.legalForm),
    influencerSiret: formatSiret(influencer.siret),
    // A physical person signs in person; a company through its representative.
    influencerSignatoryName: influencerIsCompany ? orMissing(influencer.signatory.name) : orMissing(influencer.name),
    influencerSignatoryCapacity: influencerIsCompany
      ? orMissing(influencer.signatory.capacity)
      : 'En son nom personnel',

    hasAgent: agent.name.trim() !== '',
    agentName: typeset(agent.name),
    agentAddress: orMissing(agent.address),
    agentEmail: orMissing(agent.email),

    outsideEea: eea.enabled,
    eeaRepresentativeName: orMissing(eea.representativeName),
    eeaRepresentativeAddress: orMissing(eea.representativeAddress),
    eeaInsurerName: orMissing(eea.insurerName),
    eeaInsurancePolicy: typeset(eea.insurancePolicy),
  };
}
