import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORE_RANGES, coreFontFaceCss, fontFaceCss, needsWideFonts, WIDE_RANGES } from '#server/pdf/fonts.ts';
import { EMOJI_FAMILY, needsEmojiFont } from '#server/pdf/emoji-font.ts';
import { DOCUMENT_CSP, facesToAdd, printDocument, shellDocument } from '#server/pdf/print-document.ts';
import { CONTRACT_FONT_FAMILY } from '#shared/template/contract-styles.ts';

const covered = (point: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([from, to]) => point >= from && point <= to);

describe('the core and wide faces', () => {
  it('cover every code point exactly once between them', () => {
    for (let point = 0; point <= 0x10ffff; point += 1) {
      if (covered(point, CORE_RANGES) === covered(point, WIDE_RANGES)) throw new Error(`U+${point.toString(16)}`);
    }
  });

  it('keep in the core what French contracts and the templates print', () => {
    const french = 'ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸàâæçéèêëîïôœùûüÿ « » ’ “ ” – — … € ° № \u00a0\u202f → ☐ ✓ fi';
    expect(needsWideFonts(french)).toBe(false);
    const templates = [
      'templates/contract.html',
      ...readdirSync('templates/clauses').map((f) => `templates/clauses/${f}`),
    ];
    for (const file of templates) {
      expect(needsWideFonts(readFileSync(file, 'utf8')), file).toBe(false);
    }
  });

  it('sends the wide faces only for text that needs them', () => {
    expect(needsWideFonts('Αθήνα')).toBe(true);
    expect(needsWideFonts('Кириллица')).toBe(true);
    expect(needsWideFonts('Nguyễn')).toBe(true);
    expect(needsWideFonts('Fête 🎉')).toBe(true);
    expect(printDocument('<p>Αθήνα</p>', { title: 't', footerReference: 'r' }).wideFonts).toBe(true);
    expect(printDocument('<p>Élodie</p>', { title: 't', footerReference: 'r' }).wideFonts).toBe(false);
  });

  it('are small in the core (under 130 kB of CSS for the five faces) and complete for the preview', () => {
    expect(coreFontFaceCss().length).toBeLessThan(130_000);
    const sources = fontFaceCss().match(/src: url\(data:font\/woff2;base64,/g) ?? [];
    expect(sources).toHaveLength(10);
  });
});

describe('the emoji face', () => {
  it('is asked for by names and handles with emoji, flags included, and not by the templates’ signs', () => {
    for (const text of ['Léa 🌿', '@lea.moreau ✨', 'Équipe 🇫🇷', 'Bravo 👍🏽', 'Cœur ❤️']) {
      expect(needsEmojiFont(text), text).toBe(true);
      expect(printDocument(`<p>${text}</p>`, { title: 't', footerReference: 'r' }).emojiFont, text).toBe(true);
    }
    expect(needsEmojiFont('Élodie « prêt-à-porter » 1\u202f250,00\u00a0€ → ☐ ✓')).toBe(false);
    expect(needsEmojiFont(readFileSync('templates/contract.html', 'utf8'))).toBe(false);
  });

  it('is embedded as a data: font the document’s CSP allows, after the contract face in the stack', () => {
    const none = { wideFonts: false, emojiFont: false };
    const [face] = facesToAdd({ wideFonts: false, emojiFont: true }, none);
    expect(face?.id).toBe('paraphe-emoji-font');
    expect(face?.css).toContain(`font-family: '${EMOJI_FAMILY}'`);
    expect(face?.css).toContain('src: url(data:font/ttf;base64,');
    expect(facesToAdd({ wideFonts: true, emojiFont: true }, { wideFonts: true, emojiFont: true })).toEqual([]);
    expect(DOCUMENT_CSP).toContain('font-src data:');
    expect(CONTRACT_FONT_FAMILY.startsWith(`'Paraphe Serif', '${EMOJI_FAMILY}'`)).toBe(true);
  });
});

describe('the shell every pool page keeps', () => {
  it('opens its head with the CSP, then the core fonts and the default page box', () => {
    const shell = shellDocument();
    const head = shell.slice(shell.indexOf('<head>') + '<head>'.length);
    expect(
      head.startsWith(`<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}">`),
    ).toBe(true);
    expect(shell.indexOf('Content-Security-Policy')).toBeLessThan(shell.indexOf('@font-face'));
    expect(shell.indexOf('@font-face')).toBeLessThan(shell.indexOf('size: A4'));
    expect(shell).toContain('<html lang="fr-FR">');
    expect(shell).not.toContain('<script');
  });
});
