/**
 * The renderer on two Chromium builds: the full browser (CHROMIUM_PATH or `/usr/bin/chromium`,
 * in its headless mode) against the headless shell (the renderer's default). One session of each,
 * the four bench contracts printed one at a time through the renderer's own page, in rounds
 * that alternate which build goes first; the machine's CPU per render from /proc/stat, which
 * counts the processes a print starts and ends. Results: bench/README.md.
 *
 *   node --import tsx bench/pdf-binary.ts      ROUNDS (default 8): rounds of 12 renders a build
 */
import { BrowserSession } from '#server/pdf/browser-session.ts';
import { findChromiumExecutable, findPdfChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import { printDocument } from '#server/pdf/print-document.ts';
import { printPage, setUpPage } from '#server/pdf/print-page.ts';
import { benchContracts, contractHtml, contractMeta } from './pdf-contracts.ts';
import { compareOutputs } from './pdf-floor.ts';
import { machineBusyMs, processesStarted } from './pdf-measure.ts';

const full = findChromiumExecutable();
const shell = findPdfChromiumExecutable();
if (!full || !shell || full === shell)
  throw new Error(`two builds needed: full browser ${full}, headless shell ${shell}`);
const builds = [
  ['full browser', full],
  ['headless shell', shell],
] as const;
const contracts = benchContracts();
const docs = contracts.map((c) => printDocument(contractHtml(c.draft), contractMeta(c.draft)));
const pages = [];
for (const [name, executablePath] of builds) {
  const session = await BrowserSession.launch({ executablePath, timeoutMs: 30_000 });
  const page = await session.newPage(30_000);
  await setUpPage(page);
  pages.push({ name, session, page, cpu: 0, ms: 0, n: 0, started: 0 });
  console.log(`${name}: ${session.version} (${executablePath})`);
}
console.log('Same output (text by pdftotext, pages, pixels by pdftoppm at 60 dpi):');
for (const [index, doc] of docs.entries()) {
  const [full, shell] = [await printPage(pages[0]!.page, doc), await printPage(pages[1]!.page, doc)];
  console.log(`  ${contracts[index]!.name}: ${compareOutputs(contracts[index]!.name, shell, full)}`);
}
for (let round = 0; round < Number(process.env.ROUNDS ?? 8); round++) {
  for (const entry of round % 2 ? [...pages].reverse() : pages) {
    for (const doc of docs) await printPage(entry.page, doc); // warm
    const cpu = machineBusyMs();
    const started = processesStarted();
    const t = performance.now();
    for (let i = 0; i < 3; i++) for (const doc of docs) await printPage(entry.page, doc);
    entry.cpu += machineBusyMs() - cpu;
    entry.started += processesStarted() - started;
    entry.ms += performance.now() - t;
    entry.n += 3 * docs.length;
  }
}
for (const t of pages) {
  console.log(
    `${t.name}: ${t.n} renders, ${(t.ms / t.n).toFixed(0)} ms each, machine CPU ${(t.cpu / t.n).toFixed(0)} ms per render, ${(t.started / t.n).toFixed(1)} processes started per render`,
  );
  await t.session.close();
}
