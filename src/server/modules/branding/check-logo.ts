import { LOGO_MAX_BYTES, type LogoMimeType } from '#shared/api/branding.ts';
import { AppError } from '#server/app-error.ts';
import { InvalidSvgError, sanitizeSvg } from '#server/modules/branding/sanitize-svg.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

const invalidLogo = (why: string) => new AppError('INVALID_LOGO', `Logo refusé : ${why}`);

/**
 * The bytes to store for an uploaded logo. The declared type is never trusted: a PNG or JPEG
 * must start with its signature, an SVG must be UTF-8 text that the sanitiser accepts, and
 * what is stored for an SVG is the sanitiser's output.
 */
export function checkLogo(mimeType: LogoMimeType, data: Buffer): Buffer {
  if (data.length > LOGO_MAX_BYTES) {
    throw new AppError('LOGO_TOO_LARGE', `Logo de ${data.length} octets : ${LOGO_MAX_BYTES} au plus`);
  }
  if (data.length === 0) throw invalidLogo('fichier vide');
  if (mimeType === 'image/png') {
    if (!data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) throw invalidLogo('signature PNG absente');
    return data;
  }
  if (mimeType === 'image/jpeg') {
    if (!data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) throw invalidLogo('signature JPEG absente');
    return data;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    throw invalidLogo('SVG qui n’est pas du texte UTF-8');
  }
  try {
    return Buffer.from(sanitizeSvg(text), 'utf8');
  } catch (error) {
    if (error instanceof InvalidSvgError) throw invalidLogo(`SVG illisible (${error.message})`);
    throw error;
  }
}
