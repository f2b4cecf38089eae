import { describe, expect, it } from 'vitest';
import {
  comparableSiret,
  counterpartySearchText,
  foldText,
  searchNeedles,
  townOfAddress,
} from '#shared/counterparty/match.ts';

describe('foldText', () => {
  it('compares names without case, accents or extra spaces', () => {
    expect(foldText('  Maison   LUMIÈRE ')).toBe('maison lumiere');
    expect(foldText('Maison Lumiere')).toBe(foldText('MAISON LUMIÈRE'));
    expect(foldText('Crème Brûlée & Çà')).toBe('creme brulee & ca');
  });

  it('spells out the French ligatures', () => {
    expect(foldText('Cœur d’Œillet')).toBe('coeur d’oeillet');
    expect(foldText('Lætitia')).toBe('laetitia');
  });

  it('treats non-breaking spaces as spaces', () => {
    expect(foldText('Studio\u00a0Nord\u202fEst')).toBe('studio nord est');
  });

  it('keeps two different names apart', () => {
    expect(foldText('Maison Lumen')).not.toBe(foldText('Maison Lumière'));
  });
});

describe('comparableSiret', () => {
  it('keeps the 14 digits of a SIRET typed with spaces', () => {
    expect(comparableSiret('732 829 320 00074')).toBe('73282932000074');
  });

  it('counts a SIRET that is not 14 digits as none', () => {
    expect(comparableSiret('')).toBe('');
    expect(comparableSiret('7328293200007')).toBe('');
  });
});

describe('search', () => {
  const text = counterpartySearchText({
    name: 'Maison Lumière',
    pseudonym: '@Lumière',
    email: 'Contact@Lumiere.fr ',
    siret: '73282932000074',
  });

  it('finds a few letters of the name, typed without accents or in capitals', () => {
    for (const query of ['lumi', 'LUMIÈ', 'maison lum']) {
      expect(searchNeedles(query).some((needle) => text.includes(needle))).toBe(true);
    }
  });

  it('finds the e-mail and the SIRET, even typed with spaces', () => {
    expect(searchNeedles('contact@').some((needle) => text.includes(needle))).toBe(true);
    expect(searchNeedles('732 829').some((needle) => text.includes(needle))).toBe(true);
  });

  it('does not find what the entry does not hold', () => {
    expect(searchNeedles('nike').some((needle) => text.includes(needle))).toBe(false);
  });

  it('has nothing to look for in a blank query', () => {
    expect(searchNeedles('   ')).toEqual([]);
  });
});

describe('townOfAddress', () => {
  it('reads the town after the postal code', () => {
    expect(townOfAddress('12 rue des Lilas, 75011 Paris')).toBe('Paris');
    expect(townOfAddress('3 place Bellecour 69002 Lyon')).toBe('Lyon');
  });

  it('gives nothing when the address has no postal code', () => {
    expect(townOfAddress('Quelque part')).toBe('');
  });
});
