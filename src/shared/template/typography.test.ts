import { describe, expect, it } from 'vitest';
import {
  asListItem,
  capitaliseDefinedTerms,
  countInWords,
  dateInLetters,
  frenchSpaces,
  lowerAfterColon,
  NOUNS,
  nestQuotes,
  numberInWords,
  percentInWords,
  punctuateList,
  typesetHtml,
  withDe,
} from '#shared/template/typography.ts';

describe('numbers in words agree in gender', () => {
  it.each([
    [1, NOUNS.round, 'une (1) série'],
    [21, NOUNS.round, 'vingt et une (21) séries'],
    [2, NOUNS.round, 'deux (2) séries'],
    [1, NOUNS.day, 'un (1) jour'],
    [4, NOUNS.month, 'quatre (4) mois'],
    [3, NOUNS.workingDay, 'trois (3) Jours ouvrés'],
  ])('%i %o → %s', (count, noun, expected) => {
    expect(countInWords(count, noun)).toBe(expected);
  });

  it('leaves « un » inside a larger number alone', () => {
    expect(numberInWords(101, true)).toBe('cent une');
    expect(numberInWords(31, false)).toBe('trente et un');
  });

  it('writes a percentage in words and figures', () => {
    expect(percentInWords(10)).toBe('dix pour cent (10\u00a0%)');
    expect(percentInWords(12.5)).toBe('douze virgule cinq pour cent (12,5\u00a0%)');
  });
});

describe('elision', () => {
  it.each([
    ['Inès Roux', 'd’Inès Roux'],
    ['Élodie', 'd’Élodie'],
    ['Hugo', 'd’Hugo'],
    ['Paul Roux', 'de Paul Roux'],
  ])('« de » + %s → %s', (name, expected) => {
    expect(withDe(name)).toBe(expected);
  });
});

describe('no capital after a colon inside a sentence', () => {
  it.each([
    ['Paiement à 30 jours.', 'paiement à 30 jours.'],
    ['La Marque fournit les Produits.', 'la Marque fournit les Produits.'],
    ['Toute utilisation politique.', 'toute utilisation politique.'],
    ['Envoi des projets.', 'envoi des projets.'],
  ])('%s → %s', (input, expected) => {
    expect(lowerAfterColon(input)).toBe(expected);
  });

  it('keeps the capital of a name, a brand or an acronym', () => {
    expect(lowerAfterColon('Instagram et TikTok')).toBe('Instagram et TikTok');
    expect(lowerAfterColon('Paris')).toBe('Paris');
    expect(lowerAfterColon('TVA en sus')).toBe('TVA en sus');
  });

  it('turns duties after « s’engage à : » into a list: lower case, « ; » then « . »', () => {
    expect(asListItem('Réaliser les Contenus.')).toBe('réaliser les Contenus');
    expect(punctuateList(['Publier un Reel', 'Envoyer les statistiques.'])).toEqual([
      'publier un Reel ;',
      'envoyer les statistiques.',
    ]);
  });
});

describe('defined terms keep their capital', () => {
  it('capitalises Contenus, Brief, Produits, Jours ouvrés, la Marque and le Créateur in typed text', () => {
    expect(capitaliseDefinedTerms('les contenus prévus, conformément au brief, cinq jours ouvrés')).toBe(
      'les Contenus prévus, conformément au Brief, cinq Jours ouvrés',
    );
    expect(capitaliseDefinedTerms('la marque remet les produits au créateur')).toBe(
      'la Marque remet les Produits au Créateur',
    );
  });

  it('leaves a common use of a word alone', () => {
    expect(capitaliseDefinedTerms('des produits concurrents')).toBe('des produits concurrents');
  });
});

describe('spaces and quotes', () => {
  it('puts no-break spaces inside guillemets and before : ; ! ? and after n°', () => {
    expect(frenchSpaces('« Nuit » : oui ; non ? n° 12 et 30 %')).toBe(
      '«\u00a0Nuit\u00a0»\u00a0: oui\u202f; non\u202f? n°\u00a012 et 30\u00a0%',
    );
  });

  it('adds the missing space inside guillemets typed without one', () => {
    expect(frenchSpaces('«Cuivre»')).toBe('«\u00a0Cuivre\u00a0»');
  });

  it('nests quotes as « “ ” »', () => {
    expect(nestQuotes('« Partenariat « Nuit d’hiver » »')).toBe('« Partenariat “ Nuit d’hiver ” »');
  });

  it('applies spaces and nesting to the template’s own text and leaves tags alone', () => {
    const html = '<p class="a">au sens de l’article « Résiliation » : <strong>« Titre « Nuit » »</strong></p>';
    expect(typesetHtml(html)).toBe(
      '<p class="a">au sens de l’article «\u00a0Résiliation\u00a0»\u00a0: <strong>«\u00a0Titre “Nuit”\u00a0»</strong></p>',
    );
  });
});

describe('dates in letters', () => {
  it.each([
    ['2026-12-01', '1er\u00a0décembre\u00a02026'],
    ['2027-03-31', '31\u00a0mars\u00a02027'],
    ['2027-02-30', ''],
  ])('%s → %s', (iso, expected) => {
    expect(dateInLetters(iso)).toBe(expected);
  });
});
