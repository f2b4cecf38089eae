import { describe, expect, it } from 'vitest';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import {
  counterpartyFieldsSchema,
  counterpartyOfParty,
  mergeCounterparty,
  namedCounterparty,
  partyValuesOf,
  storedCounterpartySchema,
} from '#shared/counterparty/counterparty.ts';

const lumiere = storedCounterpartySchema.parse({
  name: 'Maison Lumière',
  legalForm: 'SAS',
  siret: '73282932000074',
  address: '12 rue des Lilas, 75011 Paris',
  email: 'contact@lumiere.fr',
  signatory: { name: 'Claire Dupont', capacity: 'Présidente', email: 'claire@lumiere.fr' },
});

describe('the counterparty of a contract', () => {
  it('is the named party of the given side, with its identity fields', () => {
    const parties = createDefaultContract('PAID', '2026-11-20').parties;
    parties.creator = { ...parties.creator, name: 'Maison Lumière', siret: '73282932000074', legalForm: 'SAS' };
    expect(namedCounterparty(parties, 'creator')).toMatchObject({
      name: 'Maison Lumière',
      siret: '73282932000074',
      legalForm: 'SAS',
      isPhysicalPerson: false,
    });
  });

  it('is none while its name is blank', () => {
    const parties = createDefaultContract('PAID', '2026-11-20').parties;
    expect(namedCounterparty(parties, 'creator')).toBeNull();
  });

  it('keeps whether a content creator is a physical person, and their pseudonym', () => {
    const { influencer } = createDefaultContract('UGC', '2026-11-20').parties;
    const fields = counterpartyOfParty({
      ...influencer,
      name: 'Léa Martin',
      pseudonym: '@lea',
      isPhysicalPerson: true,
    });
    expect(fields).toMatchObject({ isPhysicalPerson: true, pseudonym: '@lea' });
  });
});

describe('filling a party block from an entry', () => {
  it('writes the brand’s block without the fields only a content creator has', () => {
    const values = Object.fromEntries(partyValuesOf(lumiere, 'creator'));
    expect(values).toMatchObject({
      'parties.creator.name': 'Maison Lumière',
      'parties.creator.siret': '73282932000074',
      'parties.creator.signatory.capacity': 'Présidente',
      'parties.creator.address': '12 rue des Lilas, 75011 Paris',
    });
    expect(values).not.toHaveProperty('parties.creator.pseudonym');
  });

  it('writes a content creator’s status on their block', () => {
    const values = Object.fromEntries(partyValuesOf({ ...lumiere, isPhysicalPerson: true }, 'influencer'));
    expect(values['parties.influencer.isPhysicalPerson']).toBe(true);
  });
});

describe('mergeCounterparty', () => {
  it('keeps what the book knew where the new block is blank', () => {
    const typed = storedCounterpartySchema.parse({ name: 'Maison Lumière', email: 'presse@lumiere.fr' });
    const merged = mergeCounterparty(lumiere, typed);
    expect(merged).toMatchObject({ siret: '73282932000074', legalForm: 'SAS', email: 'presse@lumiere.fr' });
    expect(merged.signatory.name).toBe('Claire Dupont');
  });
});

describe('an entry edited from the profile', () => {
  it('rejects a SIRET whose checksum is wrong', () => {
    const result = counterpartyFieldsSchema.safeParse({ ...lumiere, siret: '73282932000075' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['siret']);
  });

  it('rejects a blank name and an invalid e-mail', () => {
    const result = counterpartyFieldsSchema.safeParse({ ...lumiere, name: '  ', email: 'pas-un-email' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['email', 'name']);
  });

  it('accepts a valid entry', () => {
    expect(counterpartyFieldsSchema.safeParse(lumiere).success).toBe(true);
  });
});
