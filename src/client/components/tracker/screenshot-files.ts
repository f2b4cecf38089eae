import { SCREENSHOT_MAX_BYTES, SCREENSHOTS_MAX, type screenshotMimeTypes } from '#shared/api/tracker.ts';
import { formatOneDecimal } from '#shared/format/numbers.ts';

/**
 * The checks the server makes on a screenshot of a publication, made before sending so a
 * refusal names the file and nothing typed is lost: PNG or JPEG (by content, not only by name),
 * at most SCREENSHOT_MAX_BYTES each, SCREENSHOTS_MAX in all.
 */

export type ScreenshotMimeType = (typeof screenshotMimeTypes)[number];

/** « 2 Mo »: the limit as the form says it. */
export const MAX_SIZE_LABEL = `${formatOneDecimal(SCREENSHOT_MAX_BYTES / (1024 * 1024))}\u00a0Mo`;

/** The type the first bytes say: PNG's signature, or JPEG's start-of-image marker. */
async function sniffImageType(file: File): Promise<ScreenshotMimeType | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => head[index] === byte)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** What the server would take `file` as (its type, read from its content), or why it would refuse it. */
export async function checkScreenshot(
  file: File,
): Promise<{ mimeType: ScreenshotMimeType; refusal: null } | { mimeType: null; refusal: string }> {
  const mimeType = await sniffImageType(file);
  if (mimeType === null) return { mimeType, refusal: `« ${file.name} » n’est pas une image PNG ou JPEG.` };
  if (file.size > SCREENSHOT_MAX_BYTES) {
    return { mimeType: null, refusal: `« ${file.name} » dépasse ${MAX_SIZE_LABEL}, la taille maximale d’une capture.` };
  }
  return { mimeType, refusal: null };
}

export type AcceptedScreenshot = { file: File; mimeType: ScreenshotMimeType };

/** The files picked that the server would take, in order, and why each other one is left out. */
export async function sortScreenshots(
  files: readonly File[],
  alreadyChosen: number,
): Promise<{ accepted: AcceptedScreenshot[]; refusals: string[] }> {
  const accepted: AcceptedScreenshot[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    const check = await checkScreenshot(file);
    if (check.refusal !== null) refusals.push(check.refusal);
    else if (alreadyChosen + accepted.length >= SCREENSHOTS_MAX) {
      refusals.push(`${SCREENSHOTS_MAX} captures au plus : « ${file.name} » n’a pas été ajoutée.`);
    } else accepted.push({ file, mimeType: check.mimeType });
  }
  return { accepted, refusals };
}

/** The file's bytes in base64, as the API takes them (no `data:` prefix). */
export async function readBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
