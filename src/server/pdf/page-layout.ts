import { CONTRACT_SANS } from '#server/pdf/fonts.ts';

/**
 * Page box and footer of every PDF. The footer is drawn by CSS `@page` margin boxes, not by
 * Chromium's `footerTemplate`: the template's stylesheet already numbers its pages in
 * `@bottom-center` (a footer template would print a second number under it), and margin
 * boxes use the document's embedded fonts while a footer template only sees system fonts.
 *
 * Bottom of each page:  [ reference (left) ]  [ Page X / Y (centre) ]  [ initials box (right, paper originals) ]
 */

/** The margins of the template's `@page` rule; `page.pdf()` gets the same ones. */
export const PAGE_MARGINS = { top: '22mm', right: '20mm', bottom: '22mm', left: '22mm' } as const;

const FOOTER_TEXT = `font-family: ${CONTRACT_SANS}, sans-serif; font-size: 7.5pt; color: #555;`;

/**
 * Goes before the document's own styles, so the template's `@page` rule wins where it says
 * something and a document without one still gets A4, the margins and page numbers.
 */
export function defaultPageCss(): string {
  const { top, right, bottom, left } = PAGE_MARGINS;
  return [
    '@page {',
    '  size: A4;',
    `  margin: ${top} ${right} ${bottom} ${left};`,
    `  @bottom-center { content: "Page " counter(page) " / " counter(pages); ${FOOTER_TEXT} }`,
    '}',
  ].join('\n');
}

/** Goes after the document's styles: the reference on every page is not the template's call. */
export function footerReferenceCss(reference: string): string {
  return `@page { @bottom-left { content: ${cssString(reference)}; ${FOOTER_TEXT} text-align: left; } }`;
}

/**
 * A CSS string that nothing can break out of: quotes, backslashes and angle brackets (which
 * could close the <style> element) become escapes; control characters become spaces.
 */
export function cssString(value: string): string {
  const escaped = [...value.replace(/\p{Cc}/gu, ' ')]
    .map((character) =>
      /[\p{L}\p{N} .,:;·'’()/_#°+-]/u.test(character) ? character : `\\${character.codePointAt(0)!.toString(16)} `,
    )
    .join('');
  return `"${escaped}"`;
}
