import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BrowserSession } from '#server/pdf/browser-session.ts';
import { requireChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import type { PdfMeta } from '#server/pdf/pdf-renderer.ts';
import { printDocument } from '#server/pdf/print-document.ts';
import { printPage, setUpPage } from '#server/pdf/print-page.ts';
import { percentile, sequentialDurations } from './pdf-measure.ts';
import { PDF_OPTIONS } from './pdf-today.ts';

/**
 * The floor of a render: `page.pdf()` alone, again and again, on a page where the document is
 * already loaded and laid out (what no strategy can go under: Chromium's own printing).
 */
export async function measureFloor(html: string, meta: PdfMeta, count: number) {
  const session = await BrowserSession.launch({ executablePath: requireChromiumExecutable(), timeoutMs: 30_000 });
  try {
    const page = await session.newPage(30_000);
    await setUpPage(page);
    await printPage(page, printDocument(html, meta));
    const durations = await sequentialDurations(count, () => page.pdf(PDF_OPTIONS));
    return { pages: 0, p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
  } finally {
    await session.close();
  }
}

const folder = path.join(tmpdir(), `paraphe-bench-pdf-${process.pid}`);

/**
 * Two PDFs of the same contract compared as a reader sees them: the text (pdftotext -layout),
 * the page count, and the pixels of every page (pdftoppm, 60 dpi). The files and the PNGs stay
 * in a temporary folder, to look at.
 */
export function compareOutputs(name: string, ours: Buffer, theirs: Buffer): string {
  mkdirSync(folder, { recursive: true });
  const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const read = (pdf: Buffer, label: string) => {
    const file = path.join(folder, `${slug}-${label}.pdf`);
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(folder, `${slug}-${label}`)]);
    const pngs = readdirSync(folder)
      .filter((entry) => entry.startsWith(`${slug}-${label}-`) && entry.endsWith('.png'))
      .sort()
      .map((entry) => readFileSync(path.join(folder, entry)));
    return { text: execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }), pngs };
  };
  const a = read(ours, 'new');
  const b = read(theirs, 'before');
  const differing = a.pngs.filter((png, index) => !b.pngs[index]?.equals(png)).length;
  return [
    a.text === b.text ? 'same text' : 'TEXT DIFFERS',
    a.pngs.length === b.pngs.length
      ? `same pages (${a.pngs.length})`
      : `PAGES DIFFER (${a.pngs.length} / ${b.pngs.length})`,
    differing === 0 ? 'same pixels' : `pixels differ on ${differing} page(s)`,
    `files in ${folder}`,
  ].join(', ');
}
