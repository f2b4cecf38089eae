import { describe, expect, it } from 'vitest';
import { FONT_CSS_MARKER, fontFaceCss } from '#server/pdf/fonts.ts';
import { cssString } from '#server/pdf/page-layout.ts';
import { DOCUMENT_CSP, prepareDocument } from '#server/pdf/prepare-document.ts';

const options = { title: 'Contrat <été> & "co"', footerReference: 'Réf. ABC · version 2' };
const TEMPLATE_HEAD = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}">
<title>Contrat</title>
<style>body { color: #111 }</style>
</head>
<body><p>Texte</p></body>
</html>`;

const count = (text: string, part: string) => text.split(part).length - 1;

describe('prepareDocument', () => {
  it('keeps the template’s leading CSP and adds no second one', () => {
    const html = prepareDocument(TEMPLATE_HEAD, options);
    expect(count(html, 'Content-Security-Policy')).toBe(1);
  });

  it('puts a CSP first in <head> when the document has none', () => {
    const html = prepareDocument('<html><head><link rel="stylesheet" href="http://x/s.css"></head></html>', options);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<link'));
    expect(html).toContain(`content="${DOCUMENT_CSP}"`);
  });

  it('adds its CSP in front when the document’s policy comes too late or is not strict', () => {
    const late = prepareDocument(
      `<html><head><link rel="stylesheet" href="http://x/s.css"><meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}"></head></html>`,
      options,
    );
    expect(late.indexOf(`content="${DOCUMENT_CSP}"`)).toBeLessThan(late.indexOf('<link'));
    const loose = prepareDocument(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src *"></head></html>`,
      options,
    );
    expect(loose).toContain(`content="${DOCUMENT_CSP}"`);
  });

  it('wraps a fragment in a French document with a head, a CSP and an escaped title', () => {
    const html = prepareDocument('<p>Fragment</p>', options);
    expect(html).toMatch(/^<!doctype html><html lang="fr-FR"><head>/);
    expect(html).toContain('<title>Contrat &#60;été&#62; &#38; &#34;co&#34;</title>');
    expect(html).toContain('<body><p>Fragment</p></body>');
  });

  it('keeps the document’s own title, and declares a bare "fr" as fr-FR', () => {
    const html = prepareDocument(TEMPLATE_HEAD, options);
    expect(html).toContain('<html lang="fr-FR">');
    expect(count(html, '<title>')).toBe(1);
  });

  it('keeps a language that is not bare French', () => {
    for (const lang of ['fr-BE', 'en', 'french']) {
      const html = prepareDocument(TEMPLATE_HEAD.replace('lang="fr"', `lang="${lang}"`), options);
      expect(html).toContain(`<html lang="${lang}">`);
    }
    expect(prepareDocument("<html lang='fr'><body>x</body></html>", options)).toContain('<html lang="fr-FR">');
  });

  it('embeds the fonts once, even when the template already carries them', () => {
    expect(count(prepareDocument(TEMPLATE_HEAD, options), FONT_CSS_MARKER)).toBe(1);
    const carrying = TEMPLATE_HEAD.replace('</style>', `${fontFaceCss()}</style>`);
    expect(count(prepareDocument(carrying, options), FONT_CSS_MARKER)).toBe(1);
  });

  it('places the default page box before the document’s styles and the reference after them', () => {
    const html = prepareDocument(TEMPLATE_HEAD, options);
    const own = html.indexOf('body { color: #111 }');
    expect(html.indexOf('size: A4')).toBeLessThan(own);
    expect(html.indexOf('@bottom-left')).toBeGreaterThan(own);
    expect(html.indexOf('@bottom-left')).toBeLessThan(html.indexOf('</head>'));
  });

  it('removes meta refresh, which would navigate away with scripts off', () => {
    const html = prepareDocument(
      '<html><head><meta http-equiv="refresh" content="0; url=http://x/"><meta name="x" content="a>b"></head></html>',
      options,
    );
    expect(html).not.toContain('refresh');
    expect(html).toContain('<meta name="x" content="a>b">');
  });
});

describe('cssString', () => {
  it('escapes what could end the string or the <style> element', () => {
    expect(cssString('a"b\\c</style>')).toBe('"a\\22 b\\5c c\\3c /style\\3e "');
  });

  it('keeps letters, accents and the usual punctuation readable', () => {
    expect(cssString('Réf. 1A2B · version 3')).toBe('"Réf. 1A2B · version 3"');
  });

  it('turns control characters into spaces', () => {
    expect(cssString('a\nb\u0000c')).toBe('"a b c"');
  });
});
