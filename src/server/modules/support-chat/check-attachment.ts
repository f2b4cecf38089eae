import { SUPPORT_ATTACHMENT_MAX_BYTES } from '#shared/api/support-chat.ts';
import { AppError } from '#server/app-error.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The type of a screenshot, read from its bytes (the name or declared type is never asked
 * for): a PNG or a JPEG by its signature, within the size limit; anything else is refused.
 */
export function checkAttachment(data: Buffer): { data: Buffer; mimeType: 'image/png' | 'image/jpeg' } {
  if (data.length > SUPPORT_ATTACHMENT_MAX_BYTES) {
    throw new AppError(
      'ATTACHMENT_TOO_LARGE',
      `Pièce jointe de ${data.length} octets : ${SUPPORT_ATTACHMENT_MAX_BYTES} au plus`,
    );
  }
  if (data.length > PNG_SIGNATURE.length && data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return { data, mimeType: 'image/png' };
  }
  if (data.length > JPEG_SIGNATURE.length && data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) {
    return { data, mimeType: 'image/jpeg' };
  }
  throw new AppError('INVALID_ATTACHMENT', 'Pièce jointe refusée : ni PNG ni JPEG');
}
