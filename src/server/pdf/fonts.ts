import { readFileSync } from 'node:fs';

/**
 * The contract fonts, embedded in every rendered document so that the PDF never depends on
 * the fonts of the machine. Files, provenance and licence: `fonts/README.md`.
 */
export const SERIF_FAMILY = 'Paraphe Serif';
export const SANS_FAMILY = 'Paraphe Sans';

/** Ready for a `font-family` declaration; fallbacks only serve glyphs the subsets lack. */
export const CONTRACT_SERIF = `'${SERIF_FAMILY}'`;
export const CONTRACT_SANS = `'${SANS_FAMILY}'`;

/** Starts the CSS of `fontFaceCss()`, so a document that already carries it is not given it twice. */
export const FONT_CSS_MARKER = '/* paraphe-fonts */';

type FontFace = { family: string; file: string; weight: 400 | 700; style: 'normal' | 'italic' };

const FACES: readonly FontFace[] = [
  { family: SERIF_FAMILY, file: 'dejavu-serif.woff2', weight: 400, style: 'normal' },
  { family: SERIF_FAMILY, file: 'dejavu-serif-bold.woff2', weight: 700, style: 'normal' },
  { family: SERIF_FAMILY, file: 'dejavu-serif-italic.woff2', weight: 400, style: 'italic' },
  { family: SERIF_FAMILY, file: 'dejavu-serif-bold-italic.woff2', weight: 700, style: 'italic' },
  { family: SANS_FAMILY, file: 'dejavu-sans.woff2', weight: 400, style: 'normal' },
];

let cached: string | undefined;

/**
 * Evaluated in the page before printing. A face used only by the @page margin boxes (the
 * footer) is not requested by the layout of the body, so it would still be loading when
 * Chromium prints: load the footer's and the text's faces explicitly, then wait for all.
 */
export const FONTS_READY_SCRIPT = `Promise.all([
  document.fonts.load("400 10px ${CONTRACT_SANS}"),
  document.fonts.load("400 10px ${CONTRACT_SERIF}"),
]).then(() => document.fonts.ready).then(() => true)`;

/**
 * `@font-face` rules with the fonts inlined as `data:` URLs: the rendered document's CSP
 * allows fonts from `data:` only. About 380 kB of CSS, built once per process.
 */
export function fontFaceCss(): string {
  cached ??= [FONT_CSS_MARKER, ...FACES.map(fontFaceRule)].join('\n');
  return cached;
}

function fontFaceRule(face: FontFace): string {
  const data = readFileSync(new URL(`./fonts/${face.file}`, import.meta.url)).toString('base64');
  // No local() source: a font of the same name installed on the machine must not win.
  // `swap`: were a face still loading when Chromium prints, a fallback font beats invisible text.
  return [
    '@font-face {',
    `  font-family: '${face.family}';`,
    `  src: url(data:font/woff2;base64,${data}) format('woff2');`,
    `  font-weight: ${face.weight};`,
    `  font-style: ${face.style};`,
    '  font-display: swap;',
    '}',
  ].join('\n');
}
