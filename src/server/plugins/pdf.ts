import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';
import type { RasterBox } from '#server/pdf/rasterize-svg.ts';
import type { RenderStats } from '#server/pdf/render-tracker.ts';

/**
 * What the export use case needs of a PDF renderer; the Chromium pool implements it. The
 * renderer brings the contract fonts: a document carries none of its own.
 */
export type PdfRenderer = {
  render(
    html: string,
    meta: { title: string; author: string; subject: string; keywords?: string[]; footerReference: string },
  ): Promise<{ pdf: Buffer; pages: number }>;
  /** An SVG drawn into a PNG fitting `box` (null: not an image); absent for stand-ins. */
  rasterizeSvg?(svg: Buffer, box: RasterBox): Promise<Buffer | null>;
  close(): Promise<void>;
  /** What the renderer did so far and its queue now (metrics); absent for stand-ins. */
  stats?(): RenderStats;
  /** Whether a render could be taken now, without launching anything (readiness probe). */
  health?(): { ready: boolean; reason?: string };
};

/** The app's renderer: every method present, whatever the renderer behind it lacks. */
export type AppPdf = PdfRenderer & Required<Pick<PdfRenderer, 'rasterizeSvg'>>;

declare module 'fastify' {
  interface FastifyInstance {
    pdf: AppPdf;
  }
}

/**
 * The PDF renderer of the app. Chromium starts on the first export, not at boot, so the API
 * answers at once; it is closed with the app.
 */
async function pdfPlugin(app: FastifyInstance, options: { createRenderer: () => PdfRenderer }) {
  let renderer: PdfRenderer | null = null;
  const get = () => {
    renderer ??= options.createRenderer();
    return renderer;
  };
  app.decorate('pdf', {
    render: (html, meta) => get().render(html, meta),
    rasterizeSvg: (svg, box) => {
      const rasterizer = get();
      if (!rasterizer.rasterizeSvg) throw new AppError('SERVICE_UNAVAILABLE', 'Ce moteur ne dessine pas les SVG.');
      return rasterizer.rasterizeSvg(svg, box);
    },
    close: async () => {
      await renderer?.close();
      renderer = null;
    },
    stats: () => get().stats?.() ?? undefinedStats(),
    health: () => get().health?.() ?? { ready: true },
  } satisfies AppPdf);
  app.addHook('onClose', async () => app.pdf.close());
}

/** A stand-in renderer keeps no statistics: nothing rendered, nothing waiting. */
function undefinedStats(): RenderStats {
  return {
    poolSize: 0,
    maxWaiting: 0,
    busy: 0,
    waiting: 0,
    rendered: 0,
    failed: 0,
    rejected: 0,
    timeouts: 0,
    crashes: 0,
    launches: 0,
    recycles: 0,
    pageRecycles: 0,
    averageRenderMs: 0,
    browserPid: undefined,
  };
}

export default fp(pdfPlugin, { name: 'pdf' });
