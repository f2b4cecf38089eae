import { CONTRACT_FONT_FAMILY, PAGE_FOOTER_COLOR, PAGE_FOOTER_FONT_SIZE } from '#shared/template/contract-styles.ts';
import {
  countColumns,
  locateInFlow,
  pageFooterLabel,
  pageGeometry,
  SHEET_GAP_PX,
} from '#client/components/contract-document/pagination.ts';
import { morphChildren } from '#client/components/contract-document/morph-children.ts';
import { LINKED_STYLES } from '#client/components/contract-document/preview-anchors.ts';

/**
 * The document inside the preview iframe. It is written once (srcdoc) with the head of the
 * rendered contract — its CSP forbids scripts and network requests — and then updated in
 * place by the parent, which the `allow-same-origin` sandbox permits while no script runs
 * inside. It holds one sheet per page, each showing its own column of a copy of the whole
 * body laid out in columns one page-content box wide and high, through a window the size of
 * the page content. The first sheet is always laid out: its column count is the page count,
 * and it carries the text for screen readers. The others are laid out only while they are
 * near the screen (`data-shown`, set by the parent from an IntersectionObserver): a keystroke
 * costs the layout of the sheets in sight, not of the whole stack.
 */

export type RenderedDocument = { head: string; styles: string; body: string };

function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  if (from === -1) return '';
  const to = html.indexOf(end, from + start.length);
  return to === -1 ? '' : html.slice(from + start.length, to);
}

/** The parts of `renderContractDocument`'s output the preview needs. */
export function splitRenderedDocument(html: string): RenderedDocument {
  const head = between(html, '<head>', '</head>');
  return {
    // Everything of the head but its stylesheet and title: charset, CSP, viewport.
    head: head.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<title>[\s\S]*?<\/title>/, ''),
    styles: between(head, '<style>', '</style>'),
    body: between(html, '<body>', '</body>'),
  };
}

const g = pageGeometry;
const sheetOffsetMm = g.contentWidthMm + g.columnGapMm;

const PAGING_STYLES = `
html, html body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
.pp-flow {
  width: ${g.contentWidthMm}mm; height: ${g.contentHeightMm}mm;
  column-width: ${g.contentWidthMm}mm; column-gap: ${g.columnGapMm}mm; column-fill: auto;
}
.pp-stack {
  position: absolute; top: 0; left: 50%; width: ${g.sheetWidthMm}mm; margin-left: -${g.sheetWidthMm / 2}mm;
  padding: ${SHEET_GAP_PX}px 0; transform: scale(var(--pp-scale, 1)); transform-origin: top center;
}
.pp-sheet {
  position: relative; width: ${g.sheetWidthMm}mm; height: ${g.sheetHeightMm}mm; margin: 0 0 ${SHEET_GAP_PX}px;
  background: #fff; overflow: hidden; border-radius: 2px;
  box-shadow: 0 1px 3px rgb(15 23 42 / 0.12), 0 8px 24px rgb(15 23 42 / 0.10);
  content-visibility: hidden;
}
.pp-sheet[data-shown] { content-visibility: visible; }
.pp-sheet:last-child { margin-bottom: 0; }
.pp-area {
  position: absolute; top: ${g.margins.top}mm; left: ${g.margins.left}mm;
  width: ${g.contentWidthMm}mm; height: ${g.contentHeightMm}mm; overflow: hidden;
}
.pp-area > .pp-flow { transform: translateX(calc(var(--pp-index, 0) * -${sheetOffsetMm}mm)); }
.pp-footer {
  position: absolute; bottom: 0; left: ${g.margins.left}mm; right: ${g.margins.right}mm; height: ${g.margins.bottom}mm;
  display: flex; align-items: center; justify-content: center;
  font-family: ${CONTRACT_FONT_FAMILY}; font-size: ${PAGE_FOOTER_FONT_SIZE}; color: ${PAGE_FOOTER_COLOR};
}
.pp-initials { position: absolute; right: 0; }
${LINKED_STYLES}`;

/** The srcdoc of the preview iframe, built once from the first rendered document. */
export function buildFrameDocument(parts: RenderedDocument, fontCss = ''): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    `<head>${parts.head}<style data-role="fonts">${escapeStyle(fontCss)}</style>`,
    `<style data-role="contract">${parts.styles}</style><style>${PAGING_STYLES}</style><style data-role="cuts"></style></head>`,
    '<body><div class="pp-stack"></div></body>',
    '</html>',
  ].join('');
}

function escapeStyle(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

type BodyHolder = HTMLElement & { ppBody?: string };
/** The stack keeps the latest body parsed once, for every sheet that shows it. */
type StackHolder = BodyHolder & { ppParsed?: { body: string; content: DocumentFragment } };

/** The body parsed once per rendering (in an inert template), shared by the sheets. */
function parsedBody(stack: StackHolder, body: string): DocumentFragment {
  if (stack.ppParsed?.body === body) return stack.ppParsed.content;
  const template = stack.ownerDocument.createElement('template');
  template.innerHTML = body;
  stack.ppParsed = { body, content: template.content };
  return template.content;
}

function createSheet(doc: Document): HTMLDivElement {
  const sheet = doc.createElement('div');
  sheet.className = 'pp-sheet';
  sheet.innerHTML = '<div class="pp-area"><div class="pp-flow"></div></div><div class="pp-footer"></div>';
  return sheet;
}

/**
 * Writes the body into a sheet's copy of the flow, unless it holds it already: the first time
 * whole, then only what changed since (`morphChildren`).
 */
function fillSheet(sheet: Element, body: string): void {
  const flow = sheet.querySelector<BodyHolder>('.pp-flow');
  if (!flow || flow.ppBody === body) return;
  const stack = sheet.parentElement as StackHolder | null;
  if (flow.ppBody === undefined || !stack) flow.innerHTML = body;
  else morphChildren(flow, parsedBody(stack, body));
  flow.ppBody = body;
}

/**
 * Called by the parent when a sheet comes near the screen or leaves it. A sheet coming into
 * sight takes the latest body if it missed some keystrokes while hidden.
 */
export function setSheetShown(sheet: HTMLElement, shown: boolean): void {
  const stack = sheet.parentElement as BodyHolder | null;
  const first = stack?.firstElementChild === sheet;
  if (shown || first) {
    if (stack?.ppBody !== undefined) fillSheet(sheet, stack.ppBody);
    sheet.dataset.shown = '';
  } else {
    delete sheet.dataset.shown;
  }
}

function syncSheet(
  sheet: HTMLElement,
  options: { index: number; pageCount: number; body: string; initialled: boolean },
) {
  const { index, pageCount, body, initialled } = options;
  sheet.style.setProperty('--pp-index', String(index));
  sheet.dataset.page = String(index + 1);
  // A screen reader reads the first sheet's copy, which holds the whole text, once.
  if (index === 0) {
    sheet.removeAttribute('aria-hidden');
    sheet.dataset.shown = '';
  } else sheet.setAttribute('aria-hidden', 'true');
  if (sheet.dataset.shown !== undefined) fillSheet(sheet, body);
  const footer = sheet.querySelector('.pp-footer');
  if (footer) {
    const label = pageFooterLabel(index + 1, pageCount);
    const initials = initialled ? '<span class="pp-initials">Paraphes : ________</span>' : '';
    const html = `<span>${label}</span>${initials}`;
    if (footer.innerHTML !== html) footer.innerHTML = html;
  }
}

/**
 * Puts a new rendering into the frame and returns its page count. Reading the first sheet's
 * flow forces one synchronous layout of one copy; the other sheets in sight are laid out by
 * the next frame.
 */
export function applyRenderedDocument(doc: Document, parts: RenderedDocument, fontCss?: string): number {
  const fonts = doc.querySelector<HTMLStyleElement & { ppStyles?: string }>('style[data-role="fonts"]');
  if (fonts && fontCss !== undefined && (fonts.ppStyles ?? fonts.textContent) !== fontCss) {
    fonts.textContent = fontCss;
    fonts.ppStyles = fontCss;
  }
  const style = doc.querySelector<HTMLStyleElement & { ppStyles?: string }>('style[data-role="contract"]');
  // Compared with what was last written, not read back: embedded fonts make it a long text.
  if (style && (style.ppStyles ?? style.textContent) !== parts.styles) {
    style.textContent = parts.styles;
    style.ppStyles = parts.styles;
  }
  const stack = doc.querySelector<BodyHolder>('.pp-stack');
  if (!stack) return 1;
  stack.ppBody = parts.body;
  if (!stack.firstElementChild) stack.appendChild(createSheet(doc));
  const first = stack.firstElementChild as HTMLElement;
  first.dataset.shown = '';
  fillSheet(first, parts.body);
  const firstFlow = first.querySelector<HTMLElement>('.pp-flow');
  const pageCount = firstFlow ? measurePageCount(firstFlow) : 1;
  const initialled = firstFlow?.querySelector('.contract--handwritten') != null;

  while (stack.children.length < pageCount) stack.appendChild(createSheet(doc));
  while (stack.children.length > pageCount) stack.lastElementChild?.remove();
  if (firstFlow) writeCuts(doc, cutsOf(firstFlow, pageCount));
  Array.from(stack.children).forEach((sheet, index) => {
    syncSheet(sheet as HTMLElement, { index, pageCount, body: parts.body, initialled });
  });
  return pageCount;
}

/**
 * Where each sheet's copy of the contract may stop: the parts of the contract (the children of
 * its `.contract` element) that start two pages or more after the sheet's own are not laid
 * out or painted in that sheet (`display: none`). With columns filled one after the other
 * (`column-fill: auto`), what follows a page cannot move its text; one more page is kept so
 * that the rules across a break (`break-after: avoid`, widows) see the part that follows.
 * Read from the first sheet, laid out whole to count the pages. Returns, per sheet from the
 * second, the 1-based position of the first part it hides, or null when it keeps them all.
 */
function cutsOf(firstFlow: HTMLElement, pageCount: number): (number | null)[] {
  const parts = firstFlow.querySelector('.contract')?.children;
  const cuts: (number | null)[] = [];
  if (!parts || pageCount < 2) return cuts;
  // Layout sizes, not rendered ones: the stack is scaled with a transform.
  const flowBox = firstFlow.getBoundingClientRect();
  const scale = firstFlow.offsetWidth > 0 && flowBox.width > 0 ? flowBox.width / firstFlow.offsetWidth : 1;
  // A part cut across pages is boxed from its first column, the leftmost.
  const starts = Array.from(parts, (part) => {
    const box = part.getBoundingClientRect();
    return locateInFlow({ left: (box.left - flowBox.left) / scale, top: (box.top - flowBox.top) / scale }).page;
  });
  for (let index = 1; index < pageCount; index += 1) {
    const first = starts.findIndex((page) => page >= index + 2);
    cuts.push(first === -1 ? null : first + 1);
  }
  return cuts;
}

function writeCuts(doc: Document, cuts: (number | null)[]): void {
  const style = doc.querySelector<HTMLStyleElement>('style[data-role="cuts"]');
  if (!style) return;
  const rules = cuts
    .map((cut, index) =>
      cut === null
        ? ''
        : `.pp-sheet[data-page="${index + 2}"] .pp-flow .contract > :nth-child(n+${cut}) { display: none; }`,
    )
    .filter(Boolean)
    .join('\n');
  if (style.textContent !== rules) style.textContent = rules;
}

/** Layout sizes, not rendered ones: the stack is scaled with a transform. */
export function measurePageCount(flow: HTMLElement): number {
  const view = flow.ownerDocument.defaultView;
  const gap = view ? Number.parseFloat(view.getComputedStyle(flow).columnGap) || 0 : 0;
  return countColumns(flow.scrollWidth, flow.clientWidth, gap);
}
