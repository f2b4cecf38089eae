import { describe, expect, it } from 'vitest';
import { cleanString } from '#shared/text/clean-text.ts';
import { hasForbiddenCharacters, normaliseText } from '#shared/text/text-rule.ts';

describe('the text rule of the API', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['a vertical tab', 'a\u000bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud83d'],
    ['a lone low surrogate', '\ude00b'],
  ])('refuses %s', (_name, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
    const result = cleanString().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ params: { code: 'INVALID_CHARACTERS' } });
  });

  it.each([
    ['tab and line feed', 'a\tb\nc'],
    ['emoji with joiners and skin tones', '👩🏽‍💻 🇫🇷'],
    ['right-to-left marks', 'a\u200f\u202eb\u202c'],
    ['non-breaking spaces of French typography', '« Lu et approuvé »'],
  ])('keeps %s exactly', (_name, value) => {
    expect(hasForbiddenCharacters(value)).toBe(false);
    expect(cleanString().parse(value)).toBe(value);
  });

  it('turns CRLF and CR into LF, and normalises to NFC', () => {
    expect(normaliseText('a\r\nb\rc')).toBe('a\nb\nc');
    expect(cleanString().parse('Cre\u0301ation')).toBe('Création');
    expect(cleanString().parse('Cre\u0301ation').length).toBe(8);
  });

  it('bounds the length after normalisation, with the field’s own limit', () => {
    const field = cleanString().trim().max(5);
    expect(field.safeParse('e\u0301'.repeat(5)).success).toBe(true);
    expect(field.safeParse('é'.repeat(6)).success).toBe(false);
  });
});
