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

/** Starts the CSS of `fontFaceCss()` (what the preview gets). */
export const FONT_CSS_MARKER = '/* paraphe-fonts */';

type FontFace = { family: string; file: string; weight: 400 | 700; style: 'normal' | 'italic' };

const FACES: readonly FontFace[] = [
  { family: SERIF_FAMILY, file: 'dejavu-serif', weight: 400, style: 'normal' },
  { family: SERIF_FAMILY, file: 'dejavu-serif-bold', weight: 700, style: 'normal' },
  { family: SERIF_FAMILY, file: 'dejavu-serif-italic', weight: 400, style: 'italic' },
  { family: SERIF_FAMILY, file: 'dejavu-serif-bold-italic', weight: 700, style: 'italic' },
  { family: SANS_FAMILY, file: 'dejavu-sans', weight: 400, style: 'normal' },
];

type Range = readonly [number, number];

/**
 * What French contracts print (Latin-1, Latin Extended-A, typographic punctuation, €, the
 * signs of the templates): the characters of the small "core" faces, made from the wide ones
 * by `npm run fonts:subset`, which reads the same file.
 */
export const CORE_RANGES: readonly Range[] = (
  JSON.parse(readFileSync(new URL('./fonts/core-ranges.json', import.meta.url), 'utf8')) as {
    from: string;
    to: string;
  }[]
).map(({ from, to }) => [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const);

/** Every other code point: what the wide faces (Greek, Cyrillic, Vietnamese, symbols…) are declared for. */
export const WIDE_RANGES: readonly Range[] = complementOf(CORE_RANGES);

/** True when some character of `text` is outside the core faces (controls aside). */
export function needsWideFonts(text: string): boolean {
  return WIDE_TEXT.test(text);
}

const WIDE_TEXT = new RegExp(
  `[${WIDE_RANGES.filter(([from]) => from >= 0x20)
    .map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`)
    .join('')}]`,
  'u',
);

let coreCss: string | undefined;
let wideCss: string | undefined;

/** `@font-face` rules of the core faces: about 120 kB of CSS, built once per process. */
export function coreFontFaceCss(): string {
  coreCss ??= FACES.map((face) => fontFaceRule(face, `${face.file}-core.woff2`, CORE_RANGES)).join('\n');
  return coreCss;
}

/** `@font-face` rules of the wide faces, for the characters the core ones lack: about 380 kB. */
export function wideFontFaceCss(): string {
  wideCss ??= FACES.map((face) => fontFaceRule(face, `${face.file}.woff2`, WIDE_RANGES)).join('\n');
  return wideCss;
}

/**
 * Both, with the fonts inlined as `data:` URLs (the rendered document's CSP allows fonts from
 * `data:` only). A browser decodes a wide face only for text in its ranges: what the live
 * preview gets, so that it breaks lines as the PDF does.
 */
export function fontFaceCss(): string {
  return `${FONT_CSS_MARKER}\n${coreFontFaceCss()}\n${wideFontFaceCss()}`;
}

function fontFaceRule(face: FontFace, file: string, ranges: readonly Range[]): string {
  const data = readFileSync(new URL(`./fonts/${file}`, import.meta.url)).toString('base64');
  // No local() source: a font of the same name installed on the machine must not win.
  // `swap`: were a face still loading when Chromium prints, a fallback font beats invisible text.
  return [
    '@font-face {',
    `  font-family: '${face.family}';`,
    `  src: url(data:font/woff2;base64,${data}) format('woff2');`,
    `  font-weight: ${face.weight};`,
    `  font-style: ${face.style};`,
    `  unicode-range: ${ranges.map(unicodeRange).join(', ')};`,
    '  font-display: swap;',
    '}',
  ].join('\n');
}

function unicodeRange([from, to]: Range): string {
  const hex = (point: number) => point.toString(16).toUpperCase();
  return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
}

function complementOf(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const gaps: Range[] = [];
  let next = 0;
  for (const [from, to] of sorted) {
    if (from > next) gaps.push([next, from - 1]);
    next = Math.max(next, to + 1);
  }
  if (next <= 0x10ffff) gaps.push([next, 0x10ffff]);
  return gaps;
}
