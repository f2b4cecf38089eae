// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  applyRenderedDocument,
  buildFrameDocument,
  splitRenderedDocument,
} from '#client/features/contracts/document/preview-frame.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { renderContractDocument } from '#shared/template/render.ts';

const template = '<article class="contract"><h1>{{title}}</h1><p>{{creatorName}}</p></article>';

describe('splitRenderedDocument', () => {
  const html = renderContractDocument(createDefaultContract('PAID', '2026-02-02'), template, {
    extraStyles: '@font-face { font-family: X; }',
  });
  const parts = splitRenderedDocument(html);

  it('keeps the CSP of the rendered document and drops its title and stylesheet', () => {
    expect(parts.head).toContain('Content-Security-Policy');
    expect(parts.head).not.toContain('<title>');
    expect(parts.head).not.toContain('<style>');
  });

  it('extracts the print stylesheet with the extra styles and the body', () => {
    expect(parts.styles).toContain('@page');
    expect(parts.styles).toContain('@font-face { font-family: X; }');
    expect(parts.body).toContain('<h1>Contrat de partenariat rémunéré</h1>');
  });

  it('gives empty parts for something that is not a rendered document', () => {
    expect(splitRenderedDocument('bonjour')).toEqual({ head: '', styles: '', body: '' });
  });
});

describe('the preview frame', () => {
  it('fills one sheet per page with the page number, reading order kept on the first', () => {
    const parts = splitRenderedDocument(renderContractDocument(createDefaultContract('GIFT', '2026-02-02'), template));
    const doc = new DOMParser().parseFromString(buildFrameDocument(parts), 'text/html');
    // happy-dom has no layout engine: everything fits on one page.
    expect(applyRenderedDocument(doc, parts)).toBe(1);
    const sheets = doc.querySelectorAll('.pp-sheet');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.querySelector('.pp-footer')?.textContent).toBe('Page 1 / 1');
    expect(sheets[0]?.getAttribute('aria-hidden')).toBeNull();
    expect(doc.querySelector('.pp-measure')?.getAttribute('aria-hidden')).toBe('true');
    expect(doc.querySelector('.pp-area .pp-flow h1')?.textContent).toBe(
      'Contrat de collaboration avec remise de produits',
    );
  });
});
