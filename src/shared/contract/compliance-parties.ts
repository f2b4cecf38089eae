import { type ComplianceRule, firstBlank, SOURCES } from '#shared/contract/compliance-types.ts';

/** Loi n° 2023-451, art. 8 I: identity, postal and e-mail addresses, country of tax residence. */
export const partyRules: ComplianceRule[] = [
  {
    id: 'brand-identity',
    label: 'Dénomination de la Marque',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'parties.creator.name',
    findGap: (c) => firstBlank([['parties.creator.name', c.parties.creator.name]]),
  },
  {
    id: 'brand-addresses',
    label: 'Adresses postale et électronique de la Marque',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'parties.creator.address',
    findGap: (c) =>
      firstBlank([
        ['parties.creator.address', c.parties.creator.address],
        ['parties.creator.email', c.parties.creator.email],
      ]),
  },
  {
    id: 'brand-tax-residence',
    label: 'Pays de résidence fiscale de la Marque',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'parties.creator.taxResidenceCountry',
    findGap: (c) => firstBlank([['parties.creator.taxResidenceCountry', c.parties.creator.taxResidenceCountry]]),
  },
  {
    id: 'brand-registration',
    label: 'Forme sociale et numéro SIRET de la Marque',
    source: SOURCES.companyIdentity,
    severity: 'practice',
    fieldPath: 'parties.creator.legalForm',
    findGap: (c) =>
      firstBlank([
        ['parties.creator.legalForm', c.parties.creator.legalForm],
        ['parties.creator.siret', c.parties.creator.siret],
      ]),
  },
  {
    id: 'brand-signatory',
    label: 'Nom et qualité du signataire pour la Marque',
    source: SOURCES.representation,
    severity: 'practice',
    fieldPath: 'parties.creator.signatory.name',
    findGap: (c) =>
      firstBlank([
        ['parties.creator.signatory.name', c.parties.creator.signatory.name],
        ['parties.creator.signatory.capacity', c.parties.creator.signatory.capacity],
      ]),
  },
  {
    id: 'influencer-identity',
    label: 'Nom ou dénomination du Créateur',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'parties.influencer.name',
    findGap: (c) => firstBlank([['parties.influencer.name', c.parties.influencer.name]]),
  },
  {
    id: 'influencer-addresses',
    label: 'Adresses postale et électronique du Créateur',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'parties.influencer.address',
    findGap: (c) =>
      firstBlank([
        ['parties.influencer.address', c.parties.influencer.address],
        ['parties.influencer.email', c.parties.influencer.email],
      ]),
  },
  {
    id: 'influencer-tax-residence',
    label: 'Pays de résidence fiscale du Créateur',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'parties.influencer.taxResidenceCountry',
    findGap: (c) => firstBlank([['parties.influencer.taxResidenceCountry', c.parties.influencer.taxResidenceCountry]]),
  },
  {
    id: 'influencer-company-signatory',
    label: 'Forme sociale et signataire de la société du Créateur',
    source: SOURCES.representation,
    severity: 'practice',
    fieldPath: 'parties.influencer.signatory.name',
    appliesTo: (c) => !c.parties.influencer.isPhysicalPerson,
    findGap: (c) =>
      firstBlank([
        ['parties.influencer.legalForm', c.parties.influencer.legalForm],
        ['parties.influencer.signatory.name', c.parties.influencer.signatory.name],
        ['parties.influencer.signatory.capacity', c.parties.influencer.signatory.capacity],
      ]),
  },
];
