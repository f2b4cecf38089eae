import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SHEET_GAP_PX,
  millimetresToPixels,
  pageGeometry,
  scaleToFit,
  stackHeight,
  stackOffset,
} from '#client/components/contract-document/pagination.ts';
import { anchorAt, highlightAnchor, scrollParentOf } from '#client/components/contract-document/preview-anchors.ts';
import { afterNextPaint, markPreviewPainted } from '#client/components/contract-document/preview-performance.ts';
import {
  applyRenderedDocument,
  buildFrameDocument,
  setSheetShown,
  splitRenderedDocument,
} from '#client/components/contract-document/preview-frame.ts';

type PagedPreviewProps = {
  /** The output of `renderContractDocument`: the very document the PDF is printed from. */
  html: string;
  /** Accessible name of the preview. */
  label?: string;
  className?: string;
  /**
   * Changes with every edit, even one that leaves the HTML as it was (a trailing space), so
   * that each input is followed by a `preview:painted` mark.
   */
  revision?: unknown;
  /**
   * @font-face rules kept apart from `html`: written into the frame once instead of being
   * carried by every rendering (the embedded fonts weigh about 380 kB of CSS).
   */
  fontCss?: string;
  onPageCountChange?: (pageCount: number) => void;
  /** The parts of the contract to highlight (`data-link` anchors): the first one present is shown. */
  highlight?: readonly string[];
  /** A click on a linked part of the contract: its anchor. */
  onAnchorClick?: (anchor: string) => void;
  /** A scale chosen by the reader (1 = real size); null or absent: the sheets fit the width. */
  zoom?: number | null;
};

const SHEET_WIDTH_PX = millimetresToPixels(pageGeometry.sheetWidthMm);
const SHEET_HEIGHT_PX = millimetresToPixels(pageGeometry.sheetHeightMm);

/**
 * The contract cut into A4 sheets where the PDF will cut it, scaled to the available width.
 * The iframe runs no script (sandbox without allow-scripts); the parent writes into it and
 * measures it. Updates are coalesced to one per animation frame.
 */
export function PagedPreview(props: PagedPreviewProps) {
  const { html, label = 'Aperçu du contrat', className, revision, fontCss, onPageCountChange } = props;
  const { highlight, onAnchorClick, zoom = null } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const latestHtml = useRef(html);
  const frameReady = useRef(false);
  const scheduled = useRef(0);
  const pages = useRef(1);
  const onPageCountChangeRef = useRef(onPageCountChange);
  onPageCountChangeRef.current = onPageCountChange;
  const latestFontCss = useRef(fontCss);
  latestFontCss.current = fontCss;
  const [srcDoc] = useState(() => buildFrameDocument(splitRenderedDocument(html), fontCss));
  const observer = useRef<IntersectionObserver | null>(null);
  const observed = useRef(new Set<Element>());
  const [pageCount, setPageCount] = useState<number | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const highlightRef = useRef(highlight);
  highlightRef.current = highlight;
  const shownAnchor = useRef<string | null>(null);
  const onAnchorClickRef = useRef(onAnchorClick);
  onAnchorClickRef.current = onAnchorClick;

  const fitToWidth = useCallback(() => {
    const frame = frameRef.current;
    const container = containerRef.current;
    const root = frame?.contentDocument?.documentElement;
    if (!frame || !container || !root) return;
    const scale = zoomRef.current ?? scaleToFit(container.clientWidth, SHEET_WIDTH_PX);
    root.style.setProperty('--pp-scale', String(scale));
    // Zoomed past the width: the frame grows and the container scrolls sideways.
    const width = Math.ceil((SHEET_WIDTH_PX + 2 * SHEET_GAP_PX) * scale);
    frame.style.width = zoomRef.current !== null && width > container.clientWidth ? `${width}px` : '';
    frame.style.height = `${Math.ceil(stackHeight(pages.current, SHEET_HEIGHT_PX) * scale)}px`;
  }, []);

  /** Highlights the wanted part; scrolls to it when it is another part than the one shown. */
  const showHighlight = useCallback(() => {
    const frame = frameRef.current;
    const doc = frame?.contentDocument;
    if (!frameReady.current || !frame || !doc) return;
    const found = highlightAnchor(doc, highlightRef.current ?? []);
    const anchor = found?.anchor ?? null;
    if (!found || anchor === shownAnchor.current) {
      shownAnchor.current = anchor;
      return;
    }
    shownAnchor.current = anchor;
    const scale = Number.parseFloat(doc.documentElement.style.getPropertyValue('--pp-scale')) || 1;
    const y = frame.getBoundingClientRect().top + stackOffset(found, SHEET_HEIGHT_PX) * scale;
    const scroller = scrollParentOf(frame);
    const top = scroller ? scroller.getBoundingClientRect().top : 0;
    const by = y - top - 32;
    if (scroller) scroller.scrollBy({ top: by, behavior: 'smooth' });
    else window.scrollBy({ top: by, behavior: 'smooth' });
  }, []);

  /**
   * Sheets near the screen are laid out, the others wait. The observer lives in this page:
   * with no root it measures the frame's sheets against the real viewport, clipped by every
   * scrolling ancestor (the aside, the mobile sheet).
   */
  const observeSheets = useCallback((doc: Document) => {
    observer.current ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setSheetShown(entry.target as HTMLElement, entry.isIntersecting);
      },
      { rootMargin: '100% 0px' },
    );
    for (const sheet of observed.current) {
      if (!sheet.isConnected) {
        observer.current.unobserve(sheet);
        observed.current.delete(sheet);
      }
    }
    for (const sheet of doc.querySelectorAll('.pp-sheet')) {
      if (observed.current.has(sheet)) continue;
      observer.current.observe(sheet);
      observed.current.add(sheet);
    }
  }, []);

  const apply = useCallback(() => {
    scheduled.current = 0;
    const doc = frameRef.current?.contentDocument;
    if (!frameReady.current || !doc) return;
    const count = applyRenderedDocument(doc, splitRenderedDocument(latestHtml.current), latestFontCss.current);
    observeSheets(doc);
    const changed = count !== pages.current;
    pages.current = count;
    fitToWidth();
    showHighlight();
    setPageCount(count);
    if (changed) onPageCountChangeRef.current?.(count);
    afterNextPaint(markPreviewPainted);
  }, [fitToWidth, observeSheets, showHighlight]);

  const schedule = useCallback(() => {
    if (scheduled.current === 0) scheduled.current = requestAnimationFrame(apply);
  }, [apply]);

  const handleLoad = useCallback(() => {
    const doc = frameRef.current?.contentDocument;
    if (!doc?.querySelector('.pp-stack')) return;
    if (!frameReady.current) {
      doc.addEventListener('click', (event) => {
        const anchor = anchorAt(event.target);
        if (anchor && onAnchorClickRef.current) onAnchorClickRef.current(anchor);
      });
    }
    frameReady.current = true;
    doc.documentElement.classList.toggle('pp-linked', onAnchorClickRef.current !== undefined);
    // Web fonts change the line breaks: measure again once they are in.
    doc.fonts?.addEventListener('loadingdone', schedule);
    schedule();
  }, [schedule]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision alone must repaint too.
  useEffect(() => {
    latestHtml.current = html;
    schedule();
  }, [html, revision, schedule]);

  useEffect(() => {
    // The load event may have fired before React attached its listener.
    if (frameRef.current?.contentDocument?.readyState === 'complete') handleLoad();
    return () => {
      cancelAnimationFrame(scheduled.current);
      observer.current?.disconnect();
      observer.current = null;
      observed.current.clear();
    };
  }, [handleLoad]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the wanted part is read from its ref.
  useEffect(() => {
    showHighlight();
  }, [highlight?.join(' '), showHighlight]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new zoom (read from its ref) or page count refits the sheets.
  useEffect(() => {
    // While the frame parses its document there may be no root element yet, whatever the DOM
    // types say: handleLoad sets the class once the document is in.
    const root: HTMLElement | null | undefined = frameRef.current?.contentDocument?.documentElement;
    root?.classList.toggle('pp-linked', onAnchorClick !== undefined);
    fitToWidth();
  }, [onAnchorClick, zoom, fitToWidth, pageCount]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver(() => fitToWidth());
    observer.observe(container);
    return () => observer.disconnect();
  }, [fitToWidth]);

  return (
    <div
      ref={containerRef}
      className={zoom === null ? className : `${className ?? ''} overflow-x-auto`}
      data-testid="paged-preview"
      data-page-count={pageCount ?? undefined}
    >
      <p className="sr-only" aria-live="polite">
        {pageCount === null ? 'Mise en page de l’aperçu…' : `${pageCount} page${pageCount > 1 ? 's' : ''}`}
      </p>
      <iframe
        ref={frameRef}
        title={label}
        sandbox="allow-same-origin"
        srcDoc={srcDoc}
        onLoad={handleLoad}
        className="block w-full border-0 bg-transparent"
        style={{ height: Math.ceil(stackHeight(1, SHEET_HEIGHT_PX) * 0.5) }}
      />
    </div>
  );
}
