import { useEffect, useRef, useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

type PdfPagesProps = {
  pdf: Blob;
  title: string;
  /** Called when at least half of a page has been on screen (once or more per page). */
  onPageSeen?: (page: number, total: number) => void;
};

/** Tailwind's max-w-3xl, the widest a page is drawn. */
const MAX_PAGE_WIDTH = 768;

/**
 * Every page of the PDF drawn into a canvas at the width of the screen, with PDF.js (loaded
 * only here, its worker from our own origin). Phones' browsers do not show a PDF inside a
 * page; drawn pages are readable at 390 px and zoom like any image.
 */
export function PdfPages({ pdf, title, onPageSeen }: PdfPagesProps) {
  const container = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const seen = useRef(onPageSeen);
  seen.current = onPageSeen;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [pageCount, setPageCount] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    if (!target) return;
    // Which pages were actually on screen: part of the proof file (pages viewed, of how many).
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (!entry.isIntersecting) continue;
                const canvas = entry.target as HTMLCanvasElement;
                seen.current?.(Number(canvas.dataset.page), Number(canvas.dataset.total));
              }
            },
            { root: viewport.current, threshold: 0.5 },
          );
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      const { default: workerUrl } = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      const document = await pdfjs.getDocument({
        data: new Uint8Array(await pdf.arrayBuffer()),
        isEvalSupported: false,
      }).promise;
      if (cancelled) return;
      setPageCount(document.numPages);
      // Past a tablet's width a page grows no larger: it stays an A4 sheet read at arm's length.
      const width = Math.min(target.clientWidth, MAX_PAGE_WIDTH);
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      target.replaceChildren();
      for (let number = 1; number <= document.numPages && !cancelled; number += 1) {
        const page = await document.getPage(number);
        const scale = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = window.document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = 'mx-auto w-full max-w-3xl rounded-sm bg-white shadow-card';
        canvas.setAttribute('aria-label', `Page ${number} sur ${document.numPages}`);
        canvas.setAttribute('role', 'img');
        canvas.dataset.page = String(number);
        canvas.dataset.total = String(document.numPages);
        target.append(canvas);
        observer?.observe(canvas);
        await page.render({ canvas, viewport }).promise;
        if (number === 1 && !cancelled) setState('ready');
      }
      await document.destroy();
    })().catch((error: unknown) => {
      console.error('Affichage du PDF impossible', error);
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [pdf]);

  return (
    <div className="grid gap-3">
      {state === 'failed' ? (
        <Alert variant="warning" title="Aperçu indisponible">
          Ouvrez le contrat en plein écran ou téléchargez-le pour le lire.
        </Alert>
      ) : null}
      {/* A fixed height: pages drawn one after the other must not push the signing form around. */}
      <div
        ref={viewport}
        className="relative h-[70dvh] overflow-y-auto rounded-lg border border-border bg-stone-100 p-2"
      >
        {state === 'loading' ? <Skeleton className="absolute inset-2 h-auto" /> : null}
        <div
          ref={container}
          role="document"
          aria-label={`Contrat « ${title} »${pageCount ? `, ${pageCount} pages` : ''}`}
          data-testid="pdf-pages"
          className="grid gap-3"
        />
      </div>
    </div>
  );
}
