import type { Page } from 'playwright-core';

/** The largest picture to make, in pixels: the image is scaled to fit it, its ratio kept. */
export type RasterBox = { width: number; height: number };

const CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * The SVG is shown as an image (`<img>` of a data: URL), the mode in which a browser runs no
 * script of it and loads nothing it references; the page's CSP allows data: images alone, and
 * the pool's context already runs no script and aborts every request that is not data:.
 */
function rasterDocument(svg: Buffer): string {
  return [
    '<!doctype html><html><head>',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<style>html, body { margin: 0; background: transparent; } img { display: block; }</style>',
    `</head><body><img src="data:image/svg+xml;base64,${svg.toString('base64')}" alt=""></body></html>`,
  ].join('');
}

/**
 * Sizes the image to fill the box's width, or its height when it is the taller of the two, so
 * that a vector drawing is drawn at the full resolution the box allows; null when the browser
 * could not decode it.
 */
async function fitImage(page: Page, box: RasterBox): Promise<RasterBox | null> {
  return page.evaluate(async ({ width: maxWidth, height: maxHeight }) => {
    const image = document.querySelector('img');
    if (!image) return null;
    try {
      await image.decode();
    } catch {
      return null;
    }
    image.style.width = `${maxWidth}px`;
    image.style.height = 'auto';
    if (image.getBoundingClientRect().height > maxHeight) {
      image.style.height = `${maxHeight}px`;
      image.style.width = 'auto';
    }
    const rect = image.getBoundingClientRect();
    const width = Math.min(maxWidth, Math.round(rect.width));
    const height = Math.min(maxHeight, Math.round(rect.height));
    if (width < 1 || height < 1) return null;
    image.style.width = `${width}px`;
    image.style.height = `${height}px`;
    return { width, height };
  }, box);
}

/**
 * Draws an SVG into a PNG with a transparent background, on a page of its own opened in the
 * pool's isolated context (the pool page keeps its print shell). Null when the SVG is not an
 * image the browser can draw.
 */
export async function rasterizeSvgOnPage(poolPage: Page, svg: Buffer, box: RasterBox): Promise<Buffer | null> {
  const page = await poolPage.context().newPage();
  try {
    await page.setViewportSize(box);
    await page.setContent(rasterDocument(svg), { waitUntil: 'load' });
    const size = await fitImage(page, box);
    if (!size) return null;
    return await page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, ...size } });
  } finally {
    await page.close().catch(() => {});
  }
}
