import { escapeHtml } from '#shared/format/escape-html.ts';
import { formatDateTimeLong, formatIsoDayLong } from '#shared/format/dates.ts';
import {
  CONTRACT_FONT_FAMILY,
  PAGE_FOOTER_COLOR,
  PAGE_FOOTER_FONT_SIZE,
  PAGE_MARGINS_MM,
} from '#shared/template/contract-styles.ts';
import { typesetHtml } from '#shared/template/typography.ts';

/**
 * The page every document of the tracker is printed on: the contract's A4 box, margins, face
 * and page numbers (#shared/template/contract-styles.ts), so an invoice or a notice reads as
 * the same hand as the contract it comes from. The PDF renderer's pages hold the fonts; the
 * document brings none, no script and no request (images only as data: URLs).
 */

const { top, right, bottom, left } = PAGE_MARGINS_MM;

const BASE_STYLES = `
@page {
  size: A4;
  margin: ${top}mm ${right}mm ${bottom}mm ${left}mm;
  @bottom-center {
    content: "Page " counter(page) " / " counter(pages);
    font-family: ${CONTRACT_FONT_FAMILY};
    font-size: ${PAGE_FOOTER_FONT_SIZE};
    color: ${PAGE_FOOTER_COLOR};
  }
}
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  font-family: ${CONTRACT_FONT_FAMILY};
  font-size: 10pt;
  line-height: 1.45;
  color: #1a1a1a;
  background: #fff;
  overflow-wrap: anywhere;
}
p { margin: 0 0 5pt; orphans: 3; widows: 3; }
h1 { font-size: 17pt; font-weight: normal; letter-spacing: 0.02em; margin: 0 0 4pt; }
h2 {
  font-size: 10pt; font-weight: bold; text-transform: uppercase; letter-spacing: 0.05em;
  margin: 14pt 0 6pt; break-after: avoid;
}
.kicker { font-size: 8.5pt; letter-spacing: 0.18em; text-transform: uppercase; color: #555; margin: 0 0 4pt; }
.muted { color: #555; }
.small { font-size: 8.5pt; }
.keep { break-inside: avoid; }
.nobr { white-space: nowrap; }
table { width: 100%; border-collapse: collapse; font-size: 9.5pt; margin: 4pt 0 8pt; }
th, td { border: 0.5pt solid #888; padding: 3pt 5pt; vertical-align: top; text-align: left; }
th { background: #f1f1f1; font-weight: bold; }
tr { break-inside: avoid; }
td.num, th.num { text-align: right; white-space: nowrap; }
tr.total td { font-weight: bold; background: #f7f7f7; }
.party p { margin: 0; }
.party .party-name { font-weight: bold; }
.box { border: 0.75pt solid #333; padding: 6pt 8pt; }
.missing { font-weight: bold; }
.box-label { font-size: 8pt; letter-spacing: 0.12em; text-transform: uppercase; color: #555; margin: 0 0 3pt; }
`;

/**
 * A complete HTML document. French spacing and nested quotes are set on the body's text
 * (template words and the parties' values alike), never on the stylesheet.
 */
export function printableDocument({ title, css, body }: { title: string; css: string; body: string }): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${BASE_STYLES}${css}</style>`,
    '</head>',
    `<body>${typesetHtml(body)}</body>`,
    '</html>',
  ].join('\n');
}

/** « 1er mars 2027 », « 15 mars 2027 »: a day in running text takes the ordinal on the first. */
export function dayInText(iso: string): string {
  return formatIsoDayLong(iso).replace(/^1 /, '1er ');
}

/** « 1er mars 2027 à 14:05 » in Paris, for an instant recorded by the app. */
export function instantInText(instant: Date | string): string {
  return formatDateTimeLong(instant).replace(/^1 /, '1er ');
}

/** An escaped multi-line value (an address typed on several lines). */
export function escapeLines(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => escapeHtml(line.trim()))
    .filter((line) => line !== '')
    .join('<br>');
}
