/**
 * One choice of the renderer measured alone: a pool page that shows nothing on screen (the
 * shell's `paraphe-screen` style sheet, print-document.ts) against the same page with that
 * style sheet removed, which lays each document out for the screen too. Both pages in one
 * Chromium, the four bench contracts printed one at a time, in rounds that alternate which
 * page goes first; the machine's CPU per render from /proc/stat. Results: bench/README.md.
 *
 *   node --import tsx bench/pdf-screen.ts      ROUNDS (default 8): rounds of 12 renders a page
 */
import { BrowserSession } from '#server/pdf/browser-session.ts';
import { requireChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import { printDocument } from '#server/pdf/print-document.ts';
import { printPage, setUpPage } from '#server/pdf/print-page.ts';
import { benchContracts, contractHtml, contractMeta } from './pdf-contracts.ts';
import { machineBusyMs } from './pdf-measure.ts';

const session = await BrowserSession.launch({ executablePath: requireChromiumExecutable(), timeoutMs: 30_000 });
const hidden = await session.newPage(30_000);
const shown = await session.newPage(30_000);
await setUpPage(hidden);
await setUpPage(shown);
const removed = await shown.evaluate(() => {
  const sheet = document.getElementById('paraphe-screen');
  sheet?.remove();
  return sheet !== null;
});
if (!removed) throw new Error('the shell has no paraphe-screen style sheet: nothing to compare');
const docs = benchContracts().map((c) => printDocument(contractHtml(c.draft), contractMeta(c.draft)));
const totals = { hidden: { cpu: 0, ms: 0, n: 0 }, shown: { cpu: 0, ms: 0, n: 0 } };
const pages = [
  ['hidden', hidden],
  ['shown', shown],
] as const;
for (let round = 0; round < Number(process.env.ROUNDS ?? 8); round++) {
  for (const [name, page] of round % 2 ? [...pages].reverse() : pages) {
    for (const doc of docs) await printPage(page, doc); // warm
    const cpu = machineBusyMs();
    const t = performance.now();
    for (let i = 0; i < 3; i++) for (const doc of docs) await printPage(page, doc);
    totals[name].cpu += machineBusyMs() - cpu;
    totals[name].ms += performance.now() - t;
    totals[name].n += 3 * docs.length;
  }
}
for (const [name, t] of Object.entries(totals)) {
  console.log(
    `${name}: ${t.n} renders, ${(t.ms / t.n).toFixed(0)} ms each, machine CPU ${(t.cpu / t.n).toFixed(0)} ms per render`,
  );
}
await session.close();
