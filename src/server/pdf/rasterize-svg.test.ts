import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { decodePng, PNG_SIGNATURE } from '#testing/png.ts';

/** An uploaded SVG is user content: drawing it must run none of it and reach nothing. */
let renderer: ChromiumPdfRenderer;
let canary: Server;
let origin: string;
const seen: string[] = [];
const blocked: string[] = [];
const BOX = { width: 1200, height: 400 };

beforeAll(async () => {
  canary = createServer((request, response) => {
    seen.push(`request ${request.method} ${request.url}`);
    response.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  canary.on('connection', () => seen.push('connection'));
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
  renderer = createTestRenderer({ poolSize: 1, onBlockedRequest: (url) => blocked.push(url) });
});

afterAll(async () => {
  await renderer.close();
  await new Promise((resolve) => canary.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  blocked.length = 0;
});

const svg = (inner: string, attributes = 'viewBox="0 0 300 100"') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${inner}</svg>`,
  );

function hostileSvg(): Buffer {
  return svg(
    `<script>fetch('${origin}/script')</script>` +
      `<style>@import url(${origin}/import.css); circle { fill: url(${origin}/fill#p) }</style>` +
      `<image href="${origin}/image.png" width="10" height="10"/>` +
      `<image xlink:href="${origin}/xlink.png" width="10" height="10"/>` +
      `<use href="${origin}/use.svg#a"/>` +
      `<foreignObject width="100" height="50"><div xmlns="http://www.w3.org/1999/xhtml"><img src="${origin}/fo.png"/><iframe src="${origin}/frame"></iframe></div></foreignObject>` +
      `<a href="javascript:fetch('${origin}/link')"><text x="10" y="80">lien</text></a>` +
      '<circle cx="250" cy="50" r="40"/><rect x="0" y="0" width="150" height="100" fill="#1d4ed8"/>',
    `viewBox="0 0 300 100" onload="fetch('${origin}/onload')"`,
  );
}

describe('rasterizeSvg', () => {
  it('draws a hostile SVG into a PNG that holds none of it, and no request leaves', async () => {
    const png = await renderer.rasterizeSvg(hostileSvg(), BOX);
    expect(png).not.toBeNull();
    expect(png!.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const bytes = png!.toString('latin1');
    for (const word of ['<svg', 'script', 'onload', 'foreignObject', 'javascript', 'href', 'http:', '127.0.0.1']) {
      expect(bytes).not.toContain(word);
    }
    // The image is drawn (its own rectangle is there) and nothing else happened: no request
    // reached the canary, and the context's handler had none to refuse either.
    expect(decodePng(png!).pixel(100, 200)).toEqual([0x1d, 0x4e, 0xd8, 255]);
    expect(blocked.filter((url) => url.startsWith(origin))).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('fits a wide logo to the box’s width, keeps its ratio and its transparent background', async () => {
    const png = await renderer.rasterizeSvg(svg('<circle cx="50" cy="50" r="40" fill="#c2410c"/>'), BOX);
    const image = decodePng(png!);
    expect([image.width, image.height]).toEqual([1200, 400]);
    expect(image.pixel(200, 200)).toEqual([0xc2, 0x41, 0x0c, 255]);
    expect(image.pixel(1000, 200)[3]).toBe(0);
    expect(image.pixel(2, 2)[3]).toBe(0);
  });

  it('fits a tall or square logo to the box’s height, drawn at that size, not stretched', async () => {
    const png = await renderer.rasterizeSvg(
      svg('<rect width="4" height="4" fill="#000"/>', 'width="4" height="4"'),
      BOX,
    );
    const image = decodePng(png!);
    expect([image.width, image.height]).toEqual([400, 400]);
    expect(image.pixel(399, 399)).toEqual([0, 0, 0, 255]);
  });

  it('answers null for what is not an image Chromium can draw', async () => {
    expect(await renderer.rasterizeSvg(Buffer.from('<svg><g></svg>'), BOX)).toBeNull();
    expect(await renderer.rasterizeSvg(Buffer.from('pas une image'), BOX)).toBeNull();
  });

  it('still serves the canary to a plain client (the canary works)', async () => {
    const response = await fetch(`${origin}/probe`);
    expect(response.ok).toBe(true);
    expect(seen).toContain('request GET /probe');
  });
});
