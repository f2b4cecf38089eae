import { readFileSync } from 'node:fs';
import { CONTRACT_SANS, CONTRACT_SERIF, SANS_FAMILY, SERIF_FAMILY } from '#server/pdf/fonts.ts';
import { defaultPageCss, footerReferenceCss } from '#server/pdf/page-layout.ts';
import { DOCUMENT_CSP } from '#server/pdf/print-document.ts';

/**
 * The renderer's document before the pool kept its pages loaded (the baseline of
 * `npm run bench:pdf`, kept as it was): the whole HTML, the 380 kB of wide faces included,
 * given to `setContent` for every PDF.
 */
const FONT_CSS_MARKER = '/* paraphe-fonts */';
const FACES = [
  { family: SERIF_FAMILY, file: 'dejavu-serif.woff2', weight: 400, style: 'normal' },
  { family: SERIF_FAMILY, file: 'dejavu-serif-bold.woff2', weight: 700, style: 'normal' },
  { family: SERIF_FAMILY, file: 'dejavu-serif-italic.woff2', weight: 400, style: 'italic' },
  { family: SERIF_FAMILY, file: 'dejavu-serif-bold-italic.woff2', weight: 700, style: 'italic' },
  { family: SANS_FAMILY, file: 'dejavu-sans.woff2', weight: 400, style: 'normal' },
] as const;

let cached: string | undefined;

/** The @font-face rules of then: the wide faces for every character, about 380 kB. */
export function todayFontFaceCss(): string {
  cached ??= [FONT_CSS_MARKER, ...FACES.map(fontFaceRule)].join('\n');
  return cached;
}

function fontFaceRule(face: (typeof FACES)[number]): string {
  const file = new URL(`../src/server/pdf/fonts/${face.file}`, import.meta.url);
  const data = readFileSync(file).toString('base64');
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

export const FONTS_READY_SCRIPT = `Promise.all([
  document.fonts.load("400 10px ${CONTRACT_SANS}"),
  document.fonts.load("400 10px ${CONTRACT_SERIF}"),
]).then(() => document.fonts.ready).then(() => true)`;

const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}">`;
const HEAD_OPEN = /<head(?:\s[^>]*)?>/i;
const HEAD_CLOSE = /<\/head\s*>/i;
const HTML_OPEN = /<html(?:\s[^>]*)?>/i;
const META_CHARSET = /^\s*(?:<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>\s*)?/i;
const META_TAG = /<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const STRICT_CSP = /^<meta\s+http-equiv\s*=\s*["']?content-security-policy["']?\s+content\s*=\s*"([^"]*)"\s*\/?>/i;

/**
 * The HTML Chromium prints: the given document plus what the PDF needs whatever the
 * template did. Its CSP comes first in <head> (a policy only covers what follows it), then
 * the embedded fonts and the default page box, the document's own head, and last the
 * footer reference.
 */
export function prepareDocument(html: string, options: { title: string; footerReference: string }): string {
  let document = withLanguage(withHead(withoutRefresh(html)));
  const head = HEAD_OPEN.exec(document)!;
  const headStart = head.index + head[0].length;
  const before = [
    hasLeadingStrictCsp(document.slice(headStart)) ? '' : CSP_META,
    document.includes(FONT_CSS_MARKER) ? '' : `<style>${todayFontFaceCss()}</style>`,
    `<style>${defaultPageCss()}</style>`,
    /<title[\s>]/i.test(document) ? '' : `<title>${escapeHtml(options.title)}</title>`,
  ].join('');
  document = document.slice(0, headStart) + before + document.slice(headStart);
  const after = `<style>${footerReferenceCss(options.footerReference)}</style>`;
  const close = HEAD_CLOSE.exec(document);
  const at = close ? close.index : headStart + before.length;
  return document.slice(0, at) + after + document.slice(at);
}

/** A refresh navigates even with scripts off and no CSP stops it: it could print a blank page. */
function withoutRefresh(html: string): string {
  return html.replace(META_TAG, (tag) => (/http-equiv\s*=\s*["']?refresh/i.test(tag) ? '' : tag));
}

/** True when the head opens (after an optional charset) with a `default-src 'none'` policy. */
function hasLeadingStrictCsp(headContent: string): boolean {
  const afterCharset = headContent.slice(META_CHARSET.exec(headContent)?.[0].length ?? 0);
  const policy = STRICT_CSP.exec(afterCharset)?.[1];
  return policy !== undefined && /(^|;)\s*default-src\s+'none'\s*(;|$)/i.test(policy);
}

/** A fragment or a document without <head> gets one, so that there is a place for the policy. */
function withHead(html: string): string {
  if (HEAD_OPEN.test(html)) return html;
  const open = HTML_OPEN.exec(html);
  if (open) {
    const at = open.index + open[0].length;
    return `${html.slice(0, at)}<head></head>${html.slice(at)}`;
  }
  return `<!doctype html><html><head></head><body>${html}</body></html>`;
}

/** A bare `lang="fr"`: the PDF is declared in the French of France, like the law it applies. */
const BARE_FRENCH = /(\slang\s*=\s*)(["']?)fr\2(?=[\s>/])/i;

/**
 * `lang` gives the tagged PDF its language, fr-FR (and hyphenation its dictionary). A
 * document in another language keeps its own.
 */
function withLanguage(html: string): string {
  const open = HTML_OPEN.exec(html);
  if (!open) return html;
  const tag = /\slang\s*=/i.test(open[0])
    ? open[0].replace(BARE_FRENCH, '$1"fr-FR"')
    : open[0].replace(/^<html/i, '<html lang="fr-FR"');
  return html.slice(0, open.index) + tag + html.slice(open.index + open[0].length);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
