import { describe, expect, it } from 'vitest';
import { SCREENSHOT_MAX_BYTES, SCREENSHOTS_MAX } from '#shared/api/tracker.ts';
import { checkScreenshot, readBase64, sortScreenshots } from '#client/components/tracker/screenshot-files.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const file = (bytes: number[], name: string, type = 'image/png', padding = 0) =>
  new File([new Uint8Array(bytes), new Uint8Array(padding)], name, { type });

describe('the screenshots the server would take', () => {
  it('reads the type from the bytes, not from the name', async () => {
    expect(await checkScreenshot(file(PNG, 'a.png'))).toEqual({ mimeType: 'image/png', refusal: null });
    expect(await checkScreenshot(file(JPEG, 'photo.png', 'image/png'))).toEqual({
      mimeType: 'image/jpeg',
      refusal: null,
    });
    expect((await checkScreenshot(file([0x25, 0x50, 0x44, 0x46], 'faux.png'))).refusal).toBe(
      '« faux.png » n’est pas une image PNG ou JPEG.',
    );
  });

  it('refuses a file past the size limit, and takes one exactly at it', async () => {
    expect(
      (await checkScreenshot(file(PNG, 'limite.png', 'image/png', SCREENSHOT_MAX_BYTES - PNG.length))).refusal,
    ).toBe(null);
    expect((await checkScreenshot(file(PNG, 'gros.png', 'image/png', SCREENSHOT_MAX_BYTES))).refusal).toMatch(
      /^«\u00a0gros\.png\u00a0» dépasse/,
    );
  });

  it(`keeps at most ${SCREENSHOTS_MAX} in all, counting those already chosen`, async () => {
    const picked = ['1', '2', '3'].map((name) => file(PNG, `${name}.png`));
    const { accepted, refusals } = await sortScreenshots(picked, SCREENSHOTS_MAX - 2);
    expect(accepted.map((shot) => shot.file.name)).toEqual(['1.png', '2.png']);
    expect(refusals).toEqual([`${SCREENSHOTS_MAX} captures au plus : « 3.png » n’a pas été ajoutée.`]);
  });

  it('encodes the bytes in base64 without a data: prefix', async () => {
    expect(await readBase64(file(PNG, 'a.png'))).toBe('iVBORw0KGgo=');
  });
});
