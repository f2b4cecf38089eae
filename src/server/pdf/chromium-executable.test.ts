import { describe, expect, it } from 'vitest';
import { findPdfChromiumExecutable } from '#server/pdf/chromium-executable.ts';

/** A machine holding exactly these files. */
const machine =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('the Chromium PDFs are printed with', () => {
  it('is PDF_CHROMIUM_PATH when it exists', () => {
    const exists = machine('/opt/chrome/shell', '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium');
    expect(findPdfChromiumExecutable({ PDF_CHROMIUM_PATH: '/opt/chrome/shell' }, exists)).toBe('/opt/chrome/shell');
  });

  it('is the headless shell before CHROMIUM_PATH and the full browser', () => {
    const exists = machine('/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/opt/chromium');
    expect(findPdfChromiumExecutable({ CHROMIUM_PATH: '/opt/chromium' }, exists)).toBe(
      '/usr/lib/chromium/chromium-headless-shell',
    );
    expect(findPdfChromiumExecutable({ PDF_CHROMIUM_PATH: '/missing' }, exists)).toBe(
      '/usr/lib/chromium/chromium-headless-shell',
    );
  });

  it('falls back on CHROMIUM_PATH, then the usual browsers, without a headless shell', () => {
    expect(
      findPdfChromiumExecutable({ CHROMIUM_PATH: '/opt/chromium' }, machine('/opt/chromium', '/usr/bin/chromium')),
    ).toBe('/opt/chromium');
    expect(findPdfChromiumExecutable({}, machine('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(findPdfChromiumExecutable({}, machine())).toBeUndefined();
  });
});
