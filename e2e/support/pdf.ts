import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The page count of a PDF: pdfinfo (poppler) when installed, else its /Type /Page objects. */
export function countPdfPages(pdf: Buffer): number {
  try {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'paraphe-pdf-')), 'contrat.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = /^Pages:\s+(\d+)/m.exec(info)?.[1];
    if (pages) return Number(pages);
  } catch {
    // No poppler here: count the page objects.
  }
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString('latin1') === '%PDF';
}
