/**
 * Makes the core faces of the contract fonts (`npm run fonts:subset`): from each face of
 * src/server/pdf/fonts/ (the wide subsets: Latin, Greek, Cyrillic, symbols), a subset with
 * only what French contracts print. The PDF renderer keeps both: the core face serves every
 * character in CORE_RANGES; the wide face, declared for the other characters only
 * (`unicode-range`), is decoded only by a document whose text needs it. Why: bench/README.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const folder = new URL('../src/server/pdf/fonts/', import.meta.url);
const FACES = ['dejavu-serif', 'dejavu-serif-bold', 'dejavu-serif-italic', 'dejavu-serif-bold-italic', 'dejavu-sans'];

/** What French contracts print; the renderer declares the same ranges (fonts.ts). */
const CORE_RANGES = JSON.parse(readFileSync(new URL('core-ranges.json', folder), 'utf8')).map(({ from, to }) => [
  Number.parseInt(from, 16),
  Number.parseInt(to, 16),
]);

function coreText() {
  return CORE_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
  ).join('');
}

const text = coreText();
for (const face of FACES) {
  const wide = readFileSync(new URL(`${face}.woff2`, folder));
  const core = await subsetFont(wide, text, { targetFormat: 'woff2' });
  writeFileSync(new URL(`${face}-core.woff2`, folder), core);
  console.log(`${face}: ${wide.length} → ${core.length} bytes`);
}
