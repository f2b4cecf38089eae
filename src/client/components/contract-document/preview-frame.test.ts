// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  applyRenderedDocument,
  buildFrameDocument,
  setSheetShown,
  splitRenderedDocument,
} from '#client/components/contract-document/preview-frame.ts';
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
    expect(sheets[0]?.hasAttribute('data-shown')).toBe(true);
    expect(doc.querySelector('.pp-area .pp-flow h1')?.textContent).toBe(
      'Contrat de collaboration avec remise de produits',
    );
  });

  it('rewrites only what an edit changed: the other nodes of the sheet stay', () => {
    const draft = createDefaultContract('PAID', '2026-02-02');
    const render = () => splitRenderedDocument(renderContractDocument(draft, template));
    const doc = new DOMParser().parseFromString(buildFrameDocument(render()), 'text/html');
    applyRenderedDocument(doc, render());
    const title = doc.querySelector('.pp-flow h1');
    const name = doc.querySelector('.pp-flow p');
    draft.parties.creator.name = 'Maison Œuvre';
    const next = render();
    applyRenderedDocument(doc, next);
    expect(doc.querySelector('.pp-flow p')?.textContent).toBe('Maison Œuvre');
    expect(doc.querySelector('.pp-flow h1')).toBe(title);
    expect(doc.querySelector('.pp-flow p')).toBe(name);
    expect(doc.querySelector('.pp-flow')?.innerHTML).toBe(next.body);
  });

  it('writes the fonts once, apart from the contract’s stylesheet', () => {
    const parts = splitRenderedDocument(renderContractDocument(createDefaultContract('PAID', '2026-02-02'), template));
    const fontCss = "@font-face { font-family: 'Paraphe Serif'; }";
    const doc = new DOMParser().parseFromString(buildFrameDocument(parts, fontCss), 'text/html');
    expect(doc.querySelector('style[data-role="fonts"]')?.textContent).toBe(fontCss);
    applyRenderedDocument(doc, parts, `${fontCss} /* v2 */`);
    expect(doc.querySelector('style[data-role="fonts"]')?.textContent).toBe(`${fontCss} /* v2 */`);
    expect(doc.querySelector('style[data-role="contract"]')?.textContent).not.toContain("Paraphe Serif'; }");
  });
});

describe('sheets out of sight', () => {
  function frameWithSheets(count: number) {
    const parts = splitRenderedDocument(renderContractDocument(createDefaultContract('UGC', '2026-02-02'), template));
    const doc = new DOMParser().parseFromString(buildFrameDocument(parts), 'text/html');
    applyRenderedDocument(doc, parts);
    const stack = doc.querySelector('.pp-stack')!;
    // happy-dom lays nothing out: add the sheets a longer contract would have.
    for (let index = 1; index < count; index += 1) stack.appendChild(stack.firstElementChild!.cloneNode(false));
    for (const sheet of Array.from(stack.children).slice(1)) {
      sheet.removeAttribute('data-shown');
      sheet.innerHTML = '<div class="pp-area"><div class="pp-flow"></div></div><div class="pp-footer"></div>';
    }
    return { doc, parts, sheets: Array.from(stack.children) as HTMLElement[] };
  }

  it('are filled with the latest body when they come into sight, and skipped when they leave it', () => {
    const { sheets } = frameWithSheets(3);
    expect(sheets[2]?.querySelector('.pp-flow')?.innerHTML).toBe('');
    setSheetShown(sheets[2]!, true);
    expect(sheets[2]?.hasAttribute('data-shown')).toBe(true);
    expect(sheets[2]?.querySelector('.pp-flow h1')?.textContent).toContain('Contrat de création de contenus');
    setSheetShown(sheets[2]!, false);
    expect(sheets[2]?.hasAttribute('data-shown')).toBe(false);
  });

  it('never hides the first sheet, which gives the page count and the text to screen readers', () => {
    const { sheets } = frameWithSheets(2);
    setSheetShown(sheets[0]!, false);
    expect(sheets[0]?.hasAttribute('data-shown')).toBe(true);
  });
});
