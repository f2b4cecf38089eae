import { CONTRACT_SANS, CONTRACT_SERIF, coreFontFaceCss, needsWideFonts, wideFontFaceCss } from '#server/pdf/fonts.ts';
import { emojiFontFaceCss, needsEmojiFont } from '#server/pdf/emoji-font.ts';
import { defaultPageCss, footerReferenceCss } from '#server/pdf/page-layout.ts';

/** The policy of the template renderer: no script, no request; inline styles, data: images and fonts. */
export const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** What one render sends to its page: the document as given, and what the PDF adds to it. */
export type PrintDocument = {
  html: string;
  /** Used when the document has no <title> of its own. */
  title: string;
  /** The reference at the bottom left of every page (after the document's styles: it wins). */
  footerCss: string;
  /** Some character needs the wide faces (Greek, Cyrillic…): the page gets them once. */
  wideFonts: boolean;
  /** Some name or handle has an emoji: the page gets the emoji face once. */
  emojiFont: boolean;
};

/** The only work done in Node per render: a scan of the text and a few hundred bytes of CSS. */
export function printDocument(html: string, options: { title: string; footerReference: string }): PrintDocument {
  return {
    html,
    title: options.title,
    footerCss: footerReferenceCss(options.footerReference),
    wideFonts: needsWideFonts(html),
    emojiFont: needsEmojiFont(html),
  };
}

let shell: string | undefined;

/**
 * On screen, the page shows nothing: a document is laid out for print only, by `page.pdf()`.
 * Shown, each swapped document was also laid out for the screen, and again when the print
 * ended: work thrown away, about 7 % of a render's CPU (bench/pdf-screen.ts). A document
 * whose text picks faces the page must load first (Greek, emoji…) is shown while the swap
 * waits for them (`data-paraphe-screen`), as Chromium loads a face only for text it lays out.
 */
const SCREEN_HIDDEN_CSS = '@media screen { html:not([data-paraphe-screen]) { display: none !important; } }';

/**
 * What a pool page holds for its whole life: the CSP first in <head> (a policy only covers
 * what follows it, and this one stays for every document the page prints), the core faces
 * and the default page box, which go before each document's own styles, so that the
 * template's `@page` rule wins where it says something; then the rule that keeps the
 * screen empty.
 */
export function shellDocument(): string {
  shell ??= [
    '<!doctype html><html lang="fr-FR"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}">`,
    `<style id="paraphe-fonts">${coreFontFaceCss()}</style>`,
    `<style id="paraphe-page-box">${defaultPageCss()}</style>`,
    `<style id="paraphe-screen">${SCREEN_HIDDEN_CSS}</style>`,
    '</head><body></body></html>',
  ].join('');
  return shell;
}

/** Run once on a new shell: every core face decoded before the first document needs it. */
export const LOAD_FACES_SCRIPT = `Promise.all([
  document.fonts.load("400 10px ${CONTRACT_SANS}"),
  document.fonts.load("400 10px ${CONTRACT_SERIF}"),
  document.fonts.load("700 10px ${CONTRACT_SERIF}"),
  document.fonts.load("italic 400 10px ${CONTRACT_SERIF}"),
  document.fonts.load("italic 700 10px ${CONTRACT_SERIF}"),
]).then(() => true)`;

/** The faces a page gets from its first document that needs them, and keeps for its later ones. */
export type PageFaces = { wideFonts: boolean; emojiFont: boolean };

/**
 * The style sheets `doc` needs and the page does not hold yet (ids the page can check):
 * the wide faces, the emoji face (none when the machine has no emoji font to embed).
 */
export function facesToAdd(doc: PageFaces, held: PageFaces): { id: string; css: string }[] {
  const faces: { id: string; css: string }[] = [];
  if (doc.wideFonts && !held.wideFonts) faces.push({ id: 'paraphe-wide-fonts', css: wideFontFaceCss() });
  const emoji = doc.emojiFont && !held.emojiFont ? emojiFontFaceCss() : null;
  if (emoji !== null) faces.push({ id: 'paraphe-emoji-font', css: emoji });
  return faces;
}

/**
 * Swaps a document into the shell, in the page (scripts are off for the page itself, not for
 * this evaluation). The previous document's styles and body go; the new one is parsed by
 * DOMParser, which runs nothing and loads nothing; only its <style> elements leave its head
 * (no <meta>: a refresh navigates even with scripts off, and a document's own CSP could not be
 * taken back for the next one; no <link> or <base>); its body, with its <meta> and <base>
 * removed, replaces the page's. Faces the page lacks come in the same evaluation, after the
 * core ones. Then images are decoded; only a document with characters outside the core faces
 * (which every shell has loaded) is shown, laid out, and waits for the faces its text picks
 * (`unicode-range`); the others stay hidden until the print lays them out.
 */
const SWAP_SOURCE = `async (doc) => {
  for (const face of doc.faces) {
    if (document.getElementById(face.id) !== null) continue;
    const style = document.createElement('style');
    style.id = face.id;
    style.textContent = face.css;
    document.getElementById('paraphe-page-box').before(style);
  }
  const parsed = new DOMParser().parseFromString(doc.html, 'text/html');
  for (const node of document.querySelectorAll('[data-paraphe-document]')) node.remove();
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  for (const attribute of parsed.documentElement.attributes) root.setAttribute(attribute.name, attribute.value);
  const lang = root.getAttribute('lang');
  if (lang === null || /^fr$/i.test(lang)) root.setAttribute('lang', 'fr-FR');
  const mark = (node) => {
    node.setAttribute('data-paraphe-document', '');
    return node;
  };
  for (const style of parsed.head.querySelectorAll('style')) document.head.append(mark(document.adoptNode(style)));
  const footer = document.createElement('style');
  footer.textContent = doc.footerCss;
  document.head.append(mark(footer));
  document.title = parsed.querySelector('title') ? parsed.title : doc.title;
  const body = parsed.body ?? parsed.createElement('body');
  for (const node of body.querySelectorAll('meta, base')) node.remove();
  root.replaceChild(document.adoptNode(body), document.body);
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  if (doc.pickFaces) {
    root.setAttribute('data-paraphe-screen', '');
    void root.offsetHeight;
    await document.fonts.ready;
  }
  return true;
}`;

/** The swap of `doc` into a page that holds `held` already. */
export function swapScript(doc: PrintDocument, held: PageFaces): string {
  const argument = {
    html: doc.html,
    title: doc.title,
    footerCss: doc.footerCss,
    faces: facesToAdd(doc, held),
    pickFaces: doc.wideFonts || doc.emojiFont,
  };
  return `(${SWAP_SOURCE})(${JSON.stringify(argument)})`;
}
