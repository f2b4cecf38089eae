import { locateInFlow } from '#client/components/contract-document/pagination.ts';

/**
 * The parts of the contract the editor links to its fields carry `data-link` (see
 * `#shared/template/preview-links.ts`). A part is highlighted by a style rule rather than by
 * marking elements: every sheet holds its own copy of the body, refilled as it comes into
 * sight, and a rule reaches all the copies, present and future.
 */

const ANCHOR = /^[\w-]+$/;

const HIGHLIGHT_RULE = (anchor: string) =>
  `[data-link="${anchor}"] { background: rgb(254 243 199 / 0.85); box-shadow: 0 0 0 3px rgb(254 243 199 / 0.85); border-radius: 2px; }`;

/** Lets the reader see that a part opens its field: a pointer and a light tint on hover. */
export const LINKED_STYLES = `
html.pp-linked [data-link] { cursor: pointer; }
html.pp-linked [data-link]:hover { background: rgb(241 245 249); box-shadow: 0 0 0 3px rgb(241 245 249); border-radius: 2px; }
`;

function highlightStyle(doc: Document): HTMLStyleElement {
  let style = doc.querySelector<HTMLStyleElement>('style[data-role="highlight"]');
  if (!style) {
    style = doc.createElement('style');
    style.dataset.role = 'highlight';
    doc.head.append(style);
  }
  return style;
}

/**
 * Highlights the first of `anchors` the document holds and returns it with where it starts
 * (page, height in the page's content box); null, and nothing highlighted, when it holds none.
 */
export function highlightAnchor(
  doc: Document,
  anchors: readonly string[],
): { anchor: string; page: number; top: number } | null {
  const style = highlightStyle(doc);
  const flow = doc.querySelector<HTMLElement>('.pp-sheet .pp-flow');
  for (const anchor of anchors) {
    if (!ANCHOR.test(anchor)) continue;
    const element = flow?.querySelector(`[data-link="${anchor}"]`);
    if (!flow || !element) continue;
    const rule = HIGHLIGHT_RULE(anchor);
    if (style.textContent !== rule) style.textContent = rule;
    const flowBox = flow.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const scale = flow.offsetWidth > 0 && flowBox.width > 0 ? flowBox.width / flow.offsetWidth : 1;
    return {
      anchor,
      ...locateInFlow({ left: (box.left - flowBox.left) / scale, top: (box.top - flowBox.top) / scale }),
    };
  }
  if (style.textContent !== '') style.textContent = '';
  return null;
}

/** The linked part a click landed in, if any. */
export function anchorAt(target: EventTarget | null): string | null {
  const element = target as Element | null;
  if (!element || typeof element.closest !== 'function') return null;
  return element.closest('[data-link]')?.getAttribute('data-link') ?? null;
}

/** The element that scrolls `element` into sight: the closest scrolling ancestor, or the page. */
export function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}
