import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the export use case needs of a PDF renderer; the Chromium pool implements it. The
 * renderer brings the contract fonts: a document carries none of its own.
 */
export type PdfRenderer = {
  render(
    html: string,
    meta: { title: string; author: string; subject: string; keywords?: string[]; footerReference: string },
  ): Promise<{ pdf: Buffer; pages: number }>;
  close(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    pdf: PdfRenderer;
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
    close: async () => {
      await renderer?.close();
      renderer = null;
    },
  } satisfies PdfRenderer);
  app.addHook('onClose', async () => app.pdf.close());
}

export default fp(pdfPlugin, { name: 'pdf' });
