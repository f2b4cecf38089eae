import type { ContractDraft } from '#shared/contract/schema.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { CONTRACT_STYLES } from '#shared/template/contract-styles.ts';
import { BRANDING_STYLES, type DocumentBranding, wrapWithBranding } from '#shared/template/branding-header.ts';
import { renderTemplatePieces, typesetPieces } from '#shared/template/render-pieces.ts';
import { buildContractViewModel } from '#shared/template/view-model.ts';

/**
 * Triple mustaches and `{{& }}` print raw HTML, `{{> }}` pulls partials and `{{= }}` changes
 * the delimiters: a template using any of them could print a user value unescaped.
 */
const UNSAFE_TAG = /\{\{\s*[{&>=]/;

export function assertSafeTemplate(templateHtml: string): void {
  if (UNSAFE_TAG.test(templateHtml)) {
    throw new Error('Contract templates may only use escaped {{value}} tags and {{#section}} blocks.');
  }
}

/** The body fragment: the template filled with the contract, every value escaped. */
export function renderContractHtml(contract: ContractDraft, templateHtml: string): string {
  assertSafeTemplate(templateHtml);
  const pieces = renderTemplatePieces(templateHtml, buildContractViewModel(contract));
  // French spaces and nested quotes on the template's text as well as on the values.
  return typesetPieces(pieces);
}

export type ContractDocumentOptions = {
  /** Document title (PDF metadata); the contract title by default. */
  title?: string;
  /** Extra CSS placed after the print stylesheet, e.g. embedded @font-face rules. */
  extraStyles?: string;
  /** Brand personalisation (Pro): a logo above the title and an accent colour. */
  branding?: DocumentBranding;
};

/**
 * The standalone document Chromium prints and the preview iframe shows. Its CSP forbids
 * scripts and every network request; only inline styles and data: images and fonts load.
 */
export function renderContractDocument(
  contract: ContractDraft,
  templateHtml: string,
  options: ContractDocumentOptions = {},
): string {
  const body = wrapWithBranding(renderContractHtml(contract, templateHtml), options.branding);
  const title = escapeHtml(options.title ?? contract.title);
  const styles = [CONTRACT_STYLES, BRANDING_STYLES, options.extraStyles ?? '']
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<style>${styles}</style>`,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}
