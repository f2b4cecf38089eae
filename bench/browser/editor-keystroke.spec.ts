import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession, Page, Route } from '@playwright/test';
import type { ContractType } from '#shared/contract/schema.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { expect, test, uniqueTitle } from '../../e2e/support/contracts-account.ts';
import { fieldLocator, settledPageCount } from '../../e2e/support/editor.ts';

/**
 * Keystroke to updated preview, from the editor's own performance marks: `preview:input` on
 * the input event, `preview:painted` after the frame that shows the new pages. One key at a
 * time, each waiting for its measure, on a completed contract: 50 keys at the machine's speed,
 * then 30 with the CPU slowed down 4× (CDP `Emulation.setCPUThrottlingRate`). Playwright's
 * trace is off: its DOM snapshot of every action runs in the page, between a key and its paint.
 * The input's own interaction is read from the Event Timing API: the longest event of each
 * keystroke (keydown to the next paint of the input), as INP counts it; below 16 ms the
 * browser reports none. Prints the figures; the machine's speed is not something to assert.
 *
 * PARAPHE_BENCH_BASE_CLIENT=<dir of another build of the client> measures that build too, in
 * the same run, type after type (the base first): its pages and scripts are served from that
 * folder, the API from the same server.
 */

const KEYSTROKES = 50;
/** At 4× a keystroke takes four times as long: fewer keys keep the run within minutes. */
const KEYSTROKES_THROTTLED = 30;
const TYPES: ContractType[] = ['PAID', 'UGC', 'GIFT'];
const TEXT = 'et de sa collection automne-hiver 2026 en édition limitée';
const EVENT_THRESHOLD_MS = 16;

type Build = { name: string; clientDir: string | null };

const BUILDS: Build[] = [
  ...(process.env.PARAPHE_BENCH_BASE_CLIENT
    ? [{ name: 'base', clientDir: path.resolve(process.env.PARAPHE_BENCH_BASE_CLIENT) }]
    : []),
  { name: process.env.PARAPHE_BENCH_BASE_CLIENT ? 'change' : 'build', clientDir: null },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** Serves another build's files for everything but the API; the app's own headers on its pages. */
async function serveClientFrom(page: Page, clientDir: string): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return route.fallback();
    const file = /\.[a-z0-9]+$/i.test(url.pathname) ? url.pathname : '/index.html';
    const body = await readFile(path.join(clientDir, file)).catch(() => null);
    if (!body) return route.fulfill({ status: 404 });
    const headers =
      file === '/index.html' ? (await route.fetch()).headers() : { 'cache-control': 'public, max-age=31536000' };
    delete headers['content-encoding'];
    delete headers['content-length'];
    headers['content-type'] = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    return route.fulfill({ status: 200, headers, body });
  };
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}

type Run = { previews: number[]; interactions: number[] };

/** Types `keystrokes` keys, each waiting for its painted preview; the figures of this run. */
async function typeAndMeasure(page: Page, keystrokes: number): Promise<Run> {
  await page.evaluate((threshold) => {
    const seen = new Map<number, number>();
    (window as unknown as { benchInteractions: Map<number, number> }).benchInteractions = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        seen.set(entry.interactionId, Math.max(seen.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
    performance.clearMeasures('preview');
  }, EVENT_THRESHOLD_MS);
  for (let index = 0; index < keystrokes; index += 1) {
    await page.keyboard.type(TEXT[index % TEXT.length] ?? 'a');
    await page.waitForFunction(
      (count) => performance.getEntriesByName('preview', 'measure').length >= count,
      index + 1,
    );
  }
  // The observer is told of an event after its paint: one more frame, then read.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const { previews, slow } = await page.evaluate(() => ({
    previews: performance.getEntriesByName('preview', 'measure').map((entry) => entry.duration),
    slow: [...(window as unknown as { benchInteractions: Map<number, number> }).benchInteractions.values()],
  }));
  expect(previews).toHaveLength(keystrokes);
  // A keystroke the browser did not report took less than the threshold: counted at it.
  const interactions = [...slow, ...Array(Math.max(0, keystrokes - slow.length)).fill(EVENT_THRESHOLD_MS)];
  return { previews, interactions };
}

async function openEditor(page: Page, contractId: string): Promise<number> {
  await page.goto(`/create-contract-v2?id=${contractId}`);
  const pages = await settledPageCount(page);
  const field = fieldLocator(page, 'deliverables.partnershipObject');
  await field.click();
  await page.keyboard.press('End');
  return pages;
}

const ms = (value: number) => (value <= EVENT_THRESHOLD_MS ? `≤ ${EVENT_THRESHOLD_MS}` : value.toFixed(0));

test.use({ trace: 'off' });

test('keystroke to updated preview, 50 keystrokes per type, unthrottled and at 4× CPU slowdown', async ({
  sharedAccount,
}) => {
  test.setTimeout(30 * 60_000);
  const { page, api } = sharedAccount;
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const lines: string[] = [
    '| type | build | pages | p50 | p75 | p90 | p75 at 4× | input p75 | input max | input max at 4× |',
    '|------|-------|-------|-----|-----|-----|-----------|-----------|-----------|-----------------|',
  ];
  for (const type of TYPES) {
    for (const build of BUILDS) {
      const stopServing = build.clientDir ? await serveClientFrom(page, build.clientDir) : null;
      try {
        const title = uniqueTitle('Mesure');
        const fast = await api.create({ ...createSampleContract(type), title });
        const pages = await openEditor(page, fast.id);
        const unthrottled = await typeAndMeasure(page, KEYSTROKES);
        const slow = await api.create({ ...createSampleContract(type), title });
        await openEditor(page, slow.id);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const throttled = await typeAndMeasure(page, KEYSTROKES_THROTTLED).finally(() =>
          cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
        );
        const previews = [...unthrottled.previews].sort((a, b) => a - b);
        const previewsAt4 = [...throttled.previews].sort((a, b) => a - b);
        const inputs = [...unthrottled.interactions].sort((a, b) => a - b);
        const inputsAt4 = [...throttled.interactions].sort((a, b) => a - b);
        lines.push(
          `| ${type} | ${build.name} | ${pages} | ${percentile(previews, 0.5).toFixed(1)} | ${percentile(previews, 0.75).toFixed(1)} | ${percentile(previews, 0.9).toFixed(1)} | ${percentile(previewsAt4, 0.75).toFixed(1)} | ${ms(percentile(inputs, 0.75))} | ${ms(inputs.at(-1) ?? 0)} | ${ms(inputsAt4.at(-1) ?? 0)} |`,
        );
        console.log(lines.at(-1));
      } finally {
        await stopServing?.();
      }
    }
  }
  console.log(
    `\nFrappe → aperçu à jour (ms, ${KEYSTROKES} frappes par ligne, ${KEYSTROKES_THROTTLED} à 4× ; « input » : interaction du champ, Event Timing)\n${lines.join('\n')}\n`,
  );
});
