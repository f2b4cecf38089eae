import { describe, expect, it } from 'vitest';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { fillProfileParty, type PartyDetails, profileParty, syncProfileParty } from '#shared/contract/profile-party.ts';
import { contractDraftSchema } from '#shared/contract/schema.ts';
import { sampleCompanyCreator } from '#shared/contract/sample-profile.ts';

const account = { firstName: 'Camille', lastName: 'Martin', email: 'camille@exemple.fr' };
const company: PartyDetails = sampleCompanyCreator;
const person: PartyDetails = {
  ...company,
  isPhysicalPerson: true,
  siret: null,
  companyName: null,
  legalForm: null,
  signatoryCapacity: null,
};

describe('profileParty', () => {
  it('gives nothing before onboarding', () => {
    expect(profileParty(account, null)).toBeNull();
    expect(profileParty(account, { ...company, role: null })).toBeNull();
  });

  it('puts a creator company on the influencer side with its mentions and signatory (art. 8 I, R123-237)', () => {
    expect(profileParty(account, company)).toEqual({
      side: 'influencer',
      values: {
        name: 'Studio Lumière',
        address: '12 rue des Lilas, 75011 Paris',
        email: 'camille@exemple.fr',
        siret: '73282932000074',
        legalForm: 'SAS',
        'signatory.name': 'Camille Martin',
        'signatory.capacity': 'Présidente',
        'signatory.email': 'camille@exemple.fr',
        isPhysicalPerson: false,
      },
    });
  });

  it('puts a brand on the creator key (the brand side) and never marks it a physical person', () => {
    const party = profileParty(account, { ...company, role: 'brand', isPhysicalPerson: true });
    expect(party?.side).toBe('creator');
    expect(party?.values.name).toBe('Studio Lumière');
    expect(party?.values).not.toHaveProperty('isPhysicalPerson');
  });

  it('names a physical person « Prénom Nom », without company fields or signatory block', () => {
    expect(profileParty(account, person)?.values).toEqual({
      name: 'Camille Martin',
      address: '12 rue des Lilas, 75011 Paris',
      email: 'camille@exemple.fr',
      siret: '',
      legalForm: '',
      'signatory.name': '',
      'signatory.capacity': '',
      'signatory.email': '',
      isPhysicalPerson: true,
    });
    expect(profileParty(account, { ...person, address: null, postalCode: null, city: null })?.values.address).toBe('');
  });
});

describe('fillProfileParty', () => {
  it('fills the user side of a new contract and leaves the other side empty', () => {
    const parties = fillProfileParty(createDefaultContract('PAID').parties, profileParty(account, company));
    expect(parties.influencer).toMatchObject({
      name: 'Studio Lumière',
      isPhysicalPerson: false,
      signatory: { name: 'Camille Martin', capacity: 'Présidente', email: 'camille@exemple.fr' },
    });
    expect(parties.creator.name).toBe('');
    const draft = { ...createDefaultContract('PAID'), parties };
    expect(contractDraftSchema.safeParse(draft).success).toBe(true);
  });
});

describe('syncProfileParty', () => {
  const before = profileParty(account, company);
  const after = profileParty(account, { ...company, address: '3 place du Marché', postalCode: '69002', city: 'Lyon' });

  it('updates the fields that still hold what the old profile gave', () => {
    const parties = fillProfileParty(createDefaultContract('UGC').parties, before);
    const result = syncProfileParty(parties, before, after);
    expect(result.changed).toEqual(['parties.influencer.address']);
    expect(result.parties.influencer.address).toBe('3 place du Marché, 69002 Lyon');
  });

  it('keeps a field typed by hand, and one set aside in a wrong format', () => {
    const filled = fillProfileParty(createDefaultContract('UGC').parties, before);
    const edited = { ...filled, influencer: { ...filled.influencer, address: 'Adresse du contrat' } };
    expect(syncProfileParty(edited, before, after)).toEqual({ parties: edited, changed: [] });
    expect(syncProfileParty(filled, before, after, new Set(['parties.influencer.address'])).changed).toEqual([]);
  });

  it('moves nothing when the role changes or the profile was empty', () => {
    const parties = fillProfileParty(createDefaultContract('UGC').parties, before);
    const asBrand = profileParty(account, { ...company, role: 'brand' });
    expect(syncProfileParty(parties, before, asBrand).changed).toEqual([]);
    expect(syncProfileParty(parties, null, after).changed).toEqual([]);
  });

  it('turns a company into a physical person field by field', () => {
    const parties = fillProfileParty(createDefaultContract('UGC').parties, before);
    const result = syncProfileParty(parties, before, profileParty(account, person));
    expect(result.parties.influencer).toMatchObject({
      name: 'Camille Martin',
      isPhysicalPerson: true,
      siret: '',
      legalForm: '',
      signatory: { name: '', capacity: '', email: '' },
    });
  });
});
