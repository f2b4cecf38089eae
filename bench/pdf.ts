/**
 * PDF export benchmark (`npm run bench:pdf`): the renderer (pool pages that keep the fonts
 * loaded) against the same pool as it was (`setContent` of the whole document) and against the
 * floor (`page.pdf()` alone on a loaded page), for the default contract of each type and a
 * 10-page one; the outputs compared; four renders at a time (renders per second, the machine's
 * CPU per render); exports through the API at 1, 2 and 4 clients (and the API server's own CPU per
 * export at 4); then a long run of exports.
 * Results and how to read them: bench/README.md.
 *
 *   PDF_BENCH_SAMPLES    renders per latency measure of the pool (default 30; baselines fewer)
 *   PDF_BENCH_HTTP       exports per throughput measure (default 16; new browser: half; 0: render times only)
 *   PDF_BENCH_LONG_RUN   exports of the long run (default 2000)
 *   PDF_BENCH_PGLITE=1   run the servers on PGlite rather than a throwaway PostgreSQL
 *   PDF_BENCH_ALL=1      also the older baselines (a new page, a new browser per PDF)
 *   PDF_BENCH_PROFILE    a folder: each API server writes its CPU profile there (`node --cpu-prof`)
 *   PDF_CHROMIUM_PATH    the Chromium every strategy prints with (default: the app's, the headless shell)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { requireChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import { benchContracts, contractHtml, contractMeta } from './pdf-contracts.ts';
import { BenchServer } from './pdf-http.ts';
import { runLongRun } from './pdf-long-run.ts';
import {
  loadAverage,
  machineBusyMs,
  megabytes,
  PeakMemory,
  percentile,
  processCpuMs,
  sequentialDurations,
  throughput,
} from './pdf-measure.ts';
import { STRATEGIES, type StrategyName, strategyRenderer } from './pdf-strategies.ts';
import { compareOutputs, measureFloor } from './pdf-floor.ts';
import { printTable } from './pdf-table.ts';

const SAMPLES = Number(process.env.PDF_BENCH_SAMPLES ?? 30);
const HTTP_EXPORTS = Number(process.env.PDF_BENCH_HTTP ?? 16);
const LONG_RUN = Number(process.env.PDF_BENCH_LONG_RUN ?? 2000);
const CONCURRENCY = [1, 2, 4] as const;
/** Baselines are slower: fewer samples keep the run in minutes; medians stay stable. */
const SHARE: Record<StrategyName, { samples: number; exports: number }> = {
  pool: { samples: 1, exports: 1 },
  'set-content': { samples: 1, exports: 1 },
  'new-page': { samples: 0.5, exports: 1 },
  'new-browser': { samples: 0.25, exports: 0.5 },
};

const contracts = benchContracts();
type Latency = { pages: number; p50: number; p95: number; perSecond: number; cpuMs: number };
type Peak = { serverRss: number; chromiumRss: number; chromiumPss: number };
const latency = new Map<string, Latency>();
const rates = new Map<string, number[]>();
/** The API server's own CPU (Node; not Chromium, not the database) per export at 4 clients, ms. */
const serverCpu = new Map<string, number>();
const peaks = new Map<StrategyName, Peak>();
const outputs = new Map<string, Buffer>();
const floors = new Map<string, { p50: number; p95: number }>();
const key = (strategy: StrategyName, contract: string) => `${strategy}|${contract}`;

function machine(): string {
  const os = /^PRETTY_NAME="?([^"\n]*)/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? 'unknown OS';
  const executable = requireChromiumExecutable();
  const chromium = `${execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim()} (${executable})`;
  return (
    `${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${megabytes(totalmem())} RAM, ` +
    `${os}, Node ${process.version}, ${chromium}`
  );
}

/** Warm render time, in this process, straight through the renderer (no HTTP, no database); then four at a time. */
async function measureLatency(strategy: StrategyName): Promise<void> {
  const renderer = strategyRenderer(strategy);
  await renderer.warmUp();
  const count = Math.max(5, Math.round(SAMPLES * SHARE[strategy].samples));
  for (const contract of contracts) {
    const html = contractHtml(contract.draft);
    const meta = contractMeta(contract.draft);
    const render = () => renderer.render(html, meta);
    const { pages, pdf } = await render();
    outputs.set(key(strategy, contract.name), pdf);
    await render(); // warm: fonts parsed, page laid out once
    const durations = await sequentialDurations(count, render);
    // Then 4 renders at a time: renders per second and the machine's CPU per render.
    const busy = machineBusyMs();
    const perSecond = await throughput(count, 4, render);
    latency.set(key(strategy, contract.name), {
      pages,
      p50: percentile(durations, 0.5),
      p95: percentile(durations, 0.95),
      perSecond,
      cpuMs: (machineBusyMs() - busy) / count,
    });
  }
  await renderer.close();
  console.log(`  latency measured: ${strategy} (${count} renders per contract)`);
}

/** PDFs per second through a real server: export then download, `concurrency` users at once. */
async function measureThroughput(strategy: StrategyName, databaseUrl: string | undefined): Promise<void> {
  const server = await BenchServer.start(strategy, databaseUrl);
  const peak = new PeakMemory(server.pid);
  const count = Math.max(4, Math.round(HTTP_EXPORTS * SHARE[strategy].exports));
  try {
    for (let index = 0; index < 2; index += 1) {
      await server.exportAndDownload(await server.createContract(contracts[0]!.draft));
    }
    for (const contract of contracts) {
      const perSecond: number[] = [];
      for (const concurrency of CONCURRENCY) {
        const ids = await server.createContracts(contract.draft, count);
        const cpuBefore = processCpuMs(server.pid);
        perSecond.push(await throughput(count, concurrency, (index) => server.exportAndDownload(ids[index]!)));
        if (concurrency === 4)
          serverCpu.set(key(strategy, contract.name), (processCpuMs(server.pid) - cpuBefore) / count);
      }
      rates.set(key(strategy, contract.name), perSecond);
    }
  } finally {
    peak.stop();
    await server.stop();
  }
  peaks.set(strategy, { serverRss: peak.serverRss, chromiumRss: peak.chromiumRss, chromiumPss: peak.chromiumPss });
  console.log(`  throughput measured: ${strategy} (${count} exports per level)`);
}

function reportLatency(): void {
  console.log('');
  printTable(
    [
      'contract',
      'floor p50 ms',
      ...STRATEGIES.flatMap(({ label }) => [`${label} p50`, `${label} p95`]),
      'new / floor',
      'before / floor',
    ],
    contracts.map((contract) => {
      const floor = floors.get(contract.name)!;
      const measured = STRATEGIES.map(({ name }) => latency.get(key(name, contract.name))!);
      return [
        contract.name,
        floor.p50.toFixed(0),
        ...measured.flatMap((value) => [value.p50.toFixed(0), value.p95.toFixed(0)]),
        `${(measured[0]!.p50 / floor.p50).toFixed(2)}×`,
        `${(measured[1]!.p50 / floor.p50).toFixed(2)}×`,
      ];
    }),
  );
  reportConcurrentRenders();
  console.log(`Load average: ${loadAverage()}`);
}

function reportConcurrentRenders(): void {
  console.log('\nFour renders at a time, straight through the renderer: renders per second, machine CPU per render:');
  printTable(
    ['contract', ...STRATEGIES.flatMap(({ label }) => [`${label} PDF/s`, `${label} CPU ms`]), 'PDF/s new / before'],
    contracts.map((contract) => {
      const measured = STRATEGIES.map(({ name }) => latency.get(key(name, contract.name))!);
      return [
        contract.name,
        ...measured.flatMap((value) => [value.perSecond.toFixed(2), value.cpuMs.toFixed(0)]),
        `${(measured[0]!.perSecond / measured[1]!.perSecond).toFixed(2)}×`,
      ];
    }),
  );
}

function report(): void {
  printTable(
    ['contract', 'strategy', 'render p50 ms', 'render p95 ms', ...CONCURRENCY.map((c) => `PDF/s c=${c} (API)`)],
    contracts.flatMap((contract) =>
      STRATEGIES.map(({ name, label }) => {
        const measured = latency.get(key(name, contract.name))!;
        return [
          `${contract.name}, ${measured.pages} p.`,
          label,
          measured.p50.toFixed(0),
          measured.p95.toFixed(0),
          ...rates.get(key(name, contract.name))!.map((value) => value.toFixed(2)),
        ];
      }),
    ),
  );
  console.log('');
  printTable(
    ['strategy', 'peak server RSS', 'peak Chromium RSS (sum)', 'peak Chromium PSS'],
    STRATEGIES.map(({ name, label }) => {
      const peak = peaks.get(name)!;
      return [label, megabytes(peak.serverRss), megabytes(peak.chromiumRss), megabytes(peak.chromiumPss)];
    }),
  );
  console.log('\nRender p50 against the floor (page.pdf() alone on a loaded page), and PDF/s at c=4 against before:');
  printTable(
    [
      'contract',
      'floor p50 ms',
      'new p50 ms',
      'new / floor',
      'before / floor',
      'PDF/s c=4 new / before',
      'API server CPU ms/export c=4 new, before',
    ],
    contracts.map((contract) => {
      const floor = floors.get(contract.name)!;
      const pool = latency.get(key('pool', contract.name))!;
      const before = latency.get(key('set-content', contract.name))!;
      const c4 = CONCURRENCY.indexOf(4);
      const rate = rates.get(key('pool', contract.name))![c4]! / rates.get(key('set-content', contract.name))![c4]!;
      return [
        contract.name,
        floor.p50.toFixed(0),
        pool.p50.toFixed(0),
        `${(pool.p50 / floor.p50).toFixed(2)}×`,
        `${(before.p50 / floor.p50).toFixed(2)}×`,
        `${rate.toFixed(2)}×`,
        `${serverCpu.get(key('pool', contract.name))!.toFixed(1)}, ${serverCpu.get(key('set-content', contract.name))!.toFixed(1)}`,
      ];
    }),
  );
  reportConcurrentRenders();
  const pool = peaks.get('pool')!;
  for (const { name, label } of STRATEGIES.slice(1)) {
    const peak = peaks.get(name)!;
    console.log(
      `  memory, ${label}: Chromium RSS peak ${(peak.chromiumRss / pool.chromiumRss).toFixed(1)}× the pool's, ` +
        `PSS ${(peak.chromiumPss / pool.chromiumPss).toFixed(1)}×`,
    );
  }
}

console.log(`PDF bench, ${new Date().toISOString()}: ${machine()}`);
console.log(`Load average at start: ${loadAverage()}`);
// Other work on the machine skews every figure: keep the highest 1-minute load seen.
let highestLoad = 0;
const loadWatch = setInterval(() => {
  highestLoad = Math.max(highestLoad, Number(loadAverage().split(' ')[0]) || 0);
}, 5_000);
type Postgres = { url: string; stop(): Promise<void> };
/** The throwaway PostgreSQL cluster of the test suite (plain JavaScript, hence the loose import). */
async function startPostgres(): Promise<Postgres | undefined> {
  const script: string = '../scripts/postgres.mjs';
  const { startTestPostgres } = (await import(script)) as { startTestPostgres(): Promise<Postgres> };
  return startTestPostgres().catch((error: unknown) => {
    console.log(`PostgreSQL unavailable (${(error as Error).message}): PGlite instead`);
    return undefined;
  });
}
const postgres = process.env.PDF_BENCH_PGLITE === '1' ? undefined : await startPostgres();
console.log(`Database of the servers: ${postgres ? 'PostgreSQL 15 (throwaway cluster)' : 'PGlite'}`);
try {
  for (const { name } of STRATEGIES) await measureLatency(name);
  for (const contract of contracts) {
    floors.set(contract.name, await measureFloor(contractHtml(contract.draft), contractMeta(contract.draft), SAMPLES));
  }
  console.log('  floor measured: page.pdf() alone');
  console.log('\nSame output, new against before (text by pdftotext, pages, pixels by pdftoppm at 60 dpi):');
  for (const contract of contracts) {
    const verdict = compareOutputs(
      contract.name,
      outputs.get(key('pool', contract.name))!,
      outputs.get(key('set-content', contract.name))!,
    );
    console.log(`  ${contract.name}: ${verdict}`);
  }

  if (HTTP_EXPORTS === 0) {
    // PDF_BENCH_HTTP=0: render times only (no server, no long run).
    reportLatency();
    process.exit(0);
  }
  for (const { name } of STRATEGIES) await measureThroughput(name, postgres?.url);
  console.log('');
  report();
  console.log('');
  const poolSize = Math.min(4, Math.max(1, availableParallelism()));
  await runLongRun({
    draft: contracts[0]!.draft,
    total: LONG_RUN,
    concurrency: poolSize,
    databaseUrl: postgres?.url,
  });
} finally {
  await postgres?.stop();
}
clearInterval(loadWatch);
console.log(`Load average at end: ${loadAverage()}; highest 1-minute load during the run: ${highestLoad.toFixed(2)}`);
