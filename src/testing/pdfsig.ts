import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** poppler's pdfsig on a PDF (tests only): its report, whatever its exit status. */
export function pdfsigReport(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'paraphe-pdfsig-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
