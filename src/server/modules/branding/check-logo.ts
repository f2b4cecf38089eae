import { LOGO_MAX_BYTES, type LogoMimeType } from '#shared/api/branding.ts';
import { AppError } from '#server/app-error.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The picture made of an SVG: 600 × 200 at twice the resolution, for print. The PDF shows the
 * logo at most 48 mm wide and 12 mm high, so this is more than 600 dots per inch there.
 */
export const LOGO_RASTER_BOX = { width: 1200, height: 400 };

/** A logo as stored and printed: never an SVG. */
export type StoredLogo = { bytes: Buffer; mimeType: 'image/png' | 'image/jpeg' };

const invalidLogo = (why: string) => new AppError('INVALID_LOGO', `Logo refusé : ${why}`);

/**
 * The logo to store for an upload. The declared type is never trusted: a PNG or JPEG must
 * start with its signature; an SVG is drawn into a PNG by the PDF renderer's Chromium, and only
 * that PNG is kept (docs/decisions/013-logo-rasterised.md).
 */
export async function checkLogo(
  ctx: Pick<AppContext, 'pdf'>,
  { mimeType, data }: { mimeType: LogoMimeType; data: Buffer },
): Promise<StoredLogo> {
  if (data.length > LOGO_MAX_BYTES) {
    throw new AppError('LOGO_TOO_LARGE', `Logo de ${data.length} octets : ${LOGO_MAX_BYTES} au plus`);
  }
  if (data.length === 0) throw invalidLogo('fichier vide');
  if (mimeType === 'image/png') {
    if (!data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) throw invalidLogo('signature PNG absente');
    return { bytes: data, mimeType };
  }
  if (mimeType === 'image/jpeg') {
    if (!data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) throw invalidLogo('signature JPEG absente');
    return { bytes: data, mimeType };
  }
  return { bytes: await rasterizeLogo(ctx, data), mimeType: 'image/png' };
}

/** An SVG drawn into a PNG, or 400 INVALID_LOGO when it is not an SVG Chromium can draw. */
export async function rasterizeLogo(ctx: Pick<AppContext, 'pdf'>, svg: Buffer): Promise<Buffer> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(svg);
  } catch {
    throw invalidLogo('SVG qui n’est pas du texte UTF-8');
  }
  // A DOCTYPE can declare entities that expand without end: refused before any parser sees it.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw invalidLogo('SVG avec une déclaration DOCTYPE');
  if (!/<svg[\s>]/.test(text)) throw invalidLogo('fichier qui n’est pas un SVG');
  const png = await ctx.pdf.rasterizeSvg(svg, LOGO_RASTER_BOX);
  if (!png) throw invalidLogo('SVG illisible');
  return png;
}
