/**
 * The print stylesheet shared by the live preview and the PDF. The font family lives in one
 * constant. 'Paraphe Serif' is the face the PDF embeds and GET /api/templates/fonts.css serves
 * to the preview, so both break lines alike whatever fonts the machine has; the rest of the
 * stack only serves glyphs its subset lacks. 'Paraphe Emoji' is the emoji face the PDF embeds
 * (the preview shows the device's own emoji).
 */
export const CONTRACT_FONT_FAMILY =
  "'Paraphe Serif', 'Paraphe Emoji', Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";

/** A4 and the @page margins, in millimetres: the live preview cuts its pages with the same numbers. */
export const PAGE_SIZE_MM = { width: 210, height: 297 } as const;
export const PAGE_MARGINS_MM = { top: 22, right: 20, bottom: 22, left: 22 } as const;
export const PAGE_FOOTER_FONT_SIZE = '8.5pt';
export const PAGE_FOOTER_COLOR = '#555';

const PAGE_RULES = `
@page {
  size: A4;
  margin: ${PAGE_MARGINS_MM.top}mm ${PAGE_MARGINS_MM.right}mm ${PAGE_MARGINS_MM.bottom}mm ${PAGE_MARGINS_MM.left}mm;
  @bottom-center {
    content: "Page " counter(page) " / " counter(pages);
    font-family: ${CONTRACT_FONT_FAMILY};
    font-size: ${PAGE_FOOTER_FONT_SIZE};
    color: ${PAGE_FOOTER_COLOR};
  }
}
/* Paper originals are initialled on every page. */
@page initialled {
  @bottom-right {
    content: "Paraphes : ________";
    font-family: ${CONTRACT_FONT_FAMILY};
    font-size: 8.5pt;
    color: #555;
  }
}
.contract--handwritten { page: initialled; }
`;

const TEXT_RULES = `
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  font-family: ${CONTRACT_FONT_FAMILY};
  font-size: 10.5pt;
  line-height: 1.5;
  color: #1a1a1a;
  background: #fff;
  /* A long unbroken string (a URL, 3,000 « x ») breaks inside the margins instead of running off the page. */
  overflow-wrap: anywhere;
}
.contract { counter-reset: article; text-align: justify; hyphens: auto; }
.contract p { margin: 0 0 6pt; orphans: 3; widows: 3; }
.contract-header { text-align: center; margin-bottom: 18pt; padding-bottom: 10pt; border-bottom: 1.5pt double #333; }
.contract-kicker { font-size: 8.5pt; letter-spacing: 0.18em; text-transform: uppercase; color: #555; margin: 0 0 6pt; }
.contract-title { font-size: 17pt; font-weight: normal; letter-spacing: 0.02em; margin: 0 0 4pt; text-align: center; }
.contract-subtitle { font-size: 9.5pt; font-style: italic; color: #444; margin: 0; text-align: center; }
.parties-title, .recitals-title {
  font-size: 10.5pt; font-weight: bold; text-transform: uppercase; letter-spacing: 0.06em; margin: 14pt 0 8pt;
}
.party { margin: 0 0 6pt; }
.party-role { text-align: right; font-style: italic; margin: 0 0 10pt; }
.between { text-align: center; font-weight: bold; letter-spacing: 0.1em; margin: 10pt 0; }
.agreed { text-align: center; font-weight: bold; text-transform: uppercase; letter-spacing: 0.06em; margin: 16pt 0 12pt; }
`;

const ARTICLE_RULES = `
.article { counter-increment: article; counter-reset: clause; margin-top: 12pt; }
.article-title {
  font-size: 10.5pt; font-weight: bold; text-transform: uppercase; letter-spacing: 0.05em;
  margin: 0 0 6pt; text-align: left; break-after: avoid;
}
.keep { break-inside: avoid; }
/* CPC art. 48: a jurisdiction clause between merchants is « très apparente »: bold and boxed. */
.conspicuous { border: 1.5pt solid #000; padding: 6pt 8pt; margin: 4pt 0 8pt; break-inside: avoid; }
.clause { counter-increment: clause; }
.clause::before { content: counter(article) "." counter(clause) ". "; font-weight: bold; }
.contract ul { margin: 0 0 6pt; padding-left: 18pt; list-style: none; }
.contract li { margin: 0 0 3pt; position: relative; }
.contract li::before { content: "\\2013"; position: absolute; left: -12pt; }
.mention { font-weight: bold; white-space: nowrap; }
.contract table { width: 100%; border-collapse: collapse; margin: 4pt 0 8pt; font-size: 9.5pt; text-align: left; }
.contract th, .contract td { border: 0.5pt solid #888; padding: 3pt 5pt; vertical-align: top; }
.contract th { background: #f1f1f1; font-weight: bold; }
.contract tr { break-inside: avoid; }
.amount, .nobr { white-space: nowrap; }
`;

const SIGNATURE_RULES = `
.signatures { break-inside: avoid; break-before: avoid; margin-top: 22pt; }
.signatures-intro { margin: 0 0 12pt; }
.signature-grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 14mm; }
.signature-party { border-top: 0.75pt solid #333; padding-top: 6pt; text-align: left; }
.signature-heading { font-weight: bold; text-transform: uppercase; letter-spacing: 0.05em; margin: 0 0 6pt; }
.signature-line { margin: 0 0 3pt; }
.signature-label { color: #555; }
.signature-approval { font-style: italic; margin: 8pt 0 0; }
.signature-space { height: 28mm; border: 0.5pt dashed #aaa; margin-top: 6pt; }
`;

export const CONTRACT_STYLES = [PAGE_RULES, TEXT_RULES, ARTICLE_RULES, SIGNATURE_RULES].join('\n').trim();
