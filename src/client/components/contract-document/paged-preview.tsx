import { useCallback, useEffect, useRef, useState } from 'react';
import {
  millimetresToPixels,
  pageGeometry,
  scaleToFit,
  stackHeight,
} from '#client/components/contract-document/pagination.ts';
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

  const fitToWidth = useCallback(() => {
    const frame = frameRef.current;
    const container = containerRef.current;
    const root = frame?.contentDocument?.documentElement;
    if (!frame || !container || !root) return;
    const scale = scaleToFit(container.clientWidth, SHEET_WIDTH_PX);
    root.style.setProperty('--pp-scale', String(scale));
    frame.style.height = `${Math.ceil(stackHeight(pages.current, SHEET_HEIGHT_PX) * scale)}px`;
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
    setPageCount(count);
    if (changed) onPageCountChangeRef.current?.(count);
    afterNextPaint(markPreviewPainted);
  }, [fitToWidth, observeSheets]);

  const schedule = useCallback(() => {
    if (scheduled.current === 0) scheduled.current = requestAnimationFrame(apply);
  }, [apply]);

  const handleLoad = useCallback(() => {
    const doc = frameRef.current?.contentDocument;
    if (!doc?.querySelector('.pp-stack')) return;
    frameReady.current = true;
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

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver(() => fitToWidth());
    observer.observe(container);
    return () => observer.disconnect();
  }, [fitToWidth]);

  return (
    <div ref={containerRef} className={className} data-testid="paged-preview" data-page-count={pageCount ?? undefined}>
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
