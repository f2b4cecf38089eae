import { availableParallelism } from 'node:os';
import { AppError } from '#server/app-error.ts';
import { requireChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import { type PageSlot, PagePool } from '#server/pdf/page-pool.ts';
import { writeDocumentInfo } from '#server/pdf/pdf-metadata.ts';
import { printDocument } from '#server/pdf/print-document.ts';
import { printPage, setUpPage } from '#server/pdf/print-page.ts';
import { type RasterBox, rasterizeSvgOnPage } from '#server/pdf/rasterize-svg.ts';
import { QueueClosedError, QueueFullError, RenderQueue } from '#server/pdf/render-queue.ts';
import { type RenderStats, RenderTracker } from '#server/pdf/render-tracker.ts';

export type PdfMeta = {
  title: string;
  author: string;
  subject: string;
  keywords?: string[];
  /** Printed at the bottom left of every page, e.g. "Réf. 1A2B3C4D · version 3". */
  footerReference: string;
};

export type PdfRendererOptions = {
  /** Chromium to run; by default PDF_CHROMIUM_PATH, the headless shell, CHROMIUM_PATH, the usual locations. */
  executablePath?: string;
  /** Pages rendering at once: the cores of the machine, between 1 and 4, by default. */
  poolSize?: number;
  /** Renders allowed to wait for a page; past it, 503. Four per page by default. */
  maxWaiting?: number;
  /** Longest render (browser launch included), and longest wait for a page. 15 s by default. */
  renderTimeoutMs?: number;
  /** Renders per browser before it is replaced. 500 by default. */
  recycleAfter?: number;
  /** Renders per page before it is replaced by a new one (bounds a page's memory). 50 by default. */
  recyclePageAfter?: number;
  launchTimeoutMs?: number;
  /** Called when a page of the pool starts printing a document (the signal tests and logs wait on). */
  onPrinting?: () => void;
  /** Called with the URL of every request of a document that the browser refused. */
  onBlockedRequest?: (url: string) => void;
};

export type ChromiumPdfRenderer = {
  /** The document needs no fonts of its own: every page of the pool holds the contract fonts. */
  render(html: string, meta: PdfMeta): Promise<{ pdf: Buffer; pages: number }>;
  /**
   * An SVG drawn into a PNG that fits `box`, transparent background kept, by a page of the
   * pool (same queue, same isolation); null when it is not an image Chromium can draw.
   */
  rasterizeSvg(svg: Buffer, box: RasterBox): Promise<Buffer | null>;
  /** Launches the browser and opens every page of the pool now. */
  warmUp(): Promise<void>;
  /** Lets the renders under way finish, turns the waiting ones away, stops Chromium. */
  close(): Promise<void>;
  stats(): RenderStats;
  /** Ready when not closed, Chromium is found and the queue has room; launches nothing. */
  health(): { ready: boolean; reason?: string };
};

export function createPdfRenderer(options: PdfRendererOptions = {}): ChromiumPdfRenderer {
  const poolSize = options.poolSize ?? Math.min(4, Math.max(1, availableParallelism()));
  // Four waiting renders per page: at the measured warm cost of a 10-page contract the last of
  // them starts within about a second, far inside the render limit; a burst past that gets
  // a quick 503 + Retry-After rather than a slow answer, and memory stays bounded.
  const maxWaiting = options.maxWaiting ?? 4 * poolSize;
  const renderTimeoutMs = options.renderTimeoutMs ?? 15_000;
  const slots: PageSlot[] = Array.from({ length: poolSize }, () => ({
    page: undefined,
    session: undefined,
    renders: 0,
  }));
  const queue = new RenderQueue(slots, maxWaiting);
  const tracker = new RenderTracker(poolSize, maxWaiting);
  let pool: PagePool | undefined;
  let closed = false;
  const running = new Set<Promise<unknown>>();

  const poolOf = (): PagePool => {
    pool ??= new PagePool({
      executablePath: requireChromiumExecutable(options.executablePath),
      renderTimeoutMs,
      launchTimeoutMs: options.launchTimeoutMs ?? 30_000,
      recycleAfter: options.recycleAfter ?? 500,
      recyclePageAfter: options.recyclePageAfter ?? 50,
      onBlockedRequest: options.onBlockedRequest,
      setUpPage,
    });
    return pool;
  };

  async function acquireSlot(): Promise<PageSlot> {
    if (closed) throw stopped();
    return queue.acquire(renderTimeoutMs).catch((error: unknown) => {
      if (error instanceof QueueClosedError) throw stopped();
      throw tracker.turnedAway(error instanceof QueueFullError ? 'full' : 'waited', queue.waiting, error);
    });
  }

  async function renderOnce(html: string, meta: PdfMeta) {
    if (closed) throw stopped();
    const document = printDocument(html, meta);
    const slot = await acquireSlot();
    const started = performance.now();
    try {
      const printed = await poolOf().run(slot, (page) => {
        options.onPrinting?.();
        return printPage(page, document);
      });
      const { pdf, pages } = await writeDocumentInfo(printed, { ...meta, creator: 'Paraphe' });
      tracker.succeeded(performance.now() - started);
      return { pdf, pages };
    } catch (error) {
      tracker.failed();
      throw error;
    } finally {
      queue.release(slot);
    }
  }

  async function rasterizeOnce(svg: Buffer, box: RasterBox) {
    const slot = await acquireSlot();
    try {
      return await poolOf().run(slot, (page) => rasterizeSvgOnPage(page, svg, box));
    } finally {
      queue.release(slot);
    }
  }

  /** Close waits for every piece of work under way. */
  function tracked<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    void work.catch(() => {}).finally(() => running.delete(work));
    return work;
  }

  return {
    render(html, meta) {
      return tracked(renderOnce(html, meta));
    },
    rasterizeSvg(svg, box) {
      return tracked(rasterizeOnce(svg, box));
    },
    async warmUp() {
      // Through the queue, so that a page is never opened on a slot a render is using.
      await Promise.all(
        slots.map(async () => {
          const slot = await queue.acquire(renderTimeoutMs);
          try {
            // Launching and opening pages is bounded by the launch limit, not the render limit.
            await poolOf().run(slot, async () => undefined, options.launchTimeoutMs ?? 30_000);
          } finally {
            queue.release(slot);
          }
        }),
      );
    },
    async close() {
      closed = true;
      queue.close();
      await Promise.allSettled([...running]);
      await pool?.close();
    },
    stats() {
      return tracker.snapshot({ busy: queue.inUse, waiting: queue.waiting, pool });
    },
    health() {
      if (closed) return { ready: false, reason: 'arrêté' };
      try {
        requireChromiumExecutable(options.executablePath);
      } catch {
        return { ready: false, reason: 'Chromium introuvable' };
      }
      if (queue.waiting >= maxWaiting) return { ready: false, reason: 'file d’attente pleine' };
      return { ready: true };
    },
  };
}

function stopped(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 'Le moteur PDF est arrêté.');
}
