import { describe, expect, it } from 'vitest';
import { contractFileName, fileNamePart } from '#shared/contract/file-name.ts';

describe('contractFileName', () => {
  it('names the file after the brand, the creator and the starting month, in ASCII', () => {
    expect(contractFileName({ brand: 'Maison Lumen', creator: 'Léa Moreau', startDate: '2027-01-15' })).toBe(
      'Contrat_MaisonLumen_LeaMoreau_2027-01.pdf',
    );
  });

  it('drops accents, ligatures, emoji, quotes and slashes', () => {
    expect(fileNamePart('Maison 💄 Lumière ✨')).toBe('MaisonLumiere');
    expect(fileNamePart('Œuvre d’Ève / "Studio"')).toBe('OeuvreDEveStudio');
    expect(contractFileName({ brand: '💄', creator: '@léa ✨🎬', startDate: '' })).toBe('Contrat_Lea.pdf');
  });

  it('keeps the name short and ASCII whatever is typed', () => {
    const name = contractFileName({ brand: 'x'.repeat(500), creator: '日本語', startDate: '2027-03-01' });
    expect(name).toBe(`Contrat_X${'x'.repeat(39)}_2027-03.pdf`);
    expect(name).toMatch(/^[\x20-\x7e]+$/);
  });
});
