import { describe, expect, it } from 'vitest';
import { formatAmountInWords, formatCountInWords, formatNumberInWords } from '#shared/template/number-words.ts';

describe('formatNumberInWords', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [71, 'soixante et onze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [91, 'quatre-vingt-onze'],
    [100, 'cent'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [1000, 'mille'],
    [1500, 'mille cinq cents'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [1_000_000, 'un million'],
    [2_300_080, 'deux millions trois cent mille quatre-vingts'],
  ])('writes %i as « %s »', (value, words) => {
    expect(formatNumberInWords(value)).toBe(words);
  });
});

describe('formatAmountInWords', () => {
  it('writes euros and cents in full', () => {
    expect(formatAmountInWords(1500, 'EUR')).toBe('mille cinq cents euros');
    expect(formatAmountInWords(1500.5, 'EUR')).toBe('mille cinq cents euros et cinquante centimes');
    expect(formatAmountInWords(1, 'EUR')).toBe('un euro');
    expect(formatAmountInWords(0.01, 'EUR')).toBe('zéro euro et un centime');
    expect(formatAmountInWords(2_000_000, 'EUR')).toBe('deux millions d’euros');
  });

  it('writes US dollars in full', () => {
    expect(formatAmountInWords(250.25, 'USD')).toBe('deux cent cinquante dollars des États-Unis et vingt-cinq cents');
  });
});

describe('formatCountInWords', () => {
  it('states a period in words and figures', () => {
    expect(formatCountInWords(8, 'jour', 'jours')).toBe('huit (8) jours');
    expect(formatCountInWords(1, 'jour', 'jours')).toBe('un (1) jour');
  });
});
