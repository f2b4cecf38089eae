/**
 * PDF rendering benchmark: the Chromium pool against a new page per PDF and a new browser
 * per PDF, then a long run through the pool. Run: node --import tsx bench/pdf.ts
 * PDF_BENCH_SAMPLES (default 40) sets the renders per measure; PDF_BENCH_LONG_RUN (default
 * 2000) the length of the long run. Results and how to read them: bench/README.md.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { runLongRun } from './pdf-long-run.ts';
import { megabytes, PeakMemory, percentile, sequentialDurations, throughput } from './pdf-measure.ts';
import { printTable } from './pdf-table.ts';
import { newBrowserStrategy, newPageStrategy, poolStrategy, type Strategy } from './pdf-strategies.ts';

const SAMPLES = Number(process.env.PDF_BENCH_SAMPLES ?? 40);
const LONG_RUN = Number(process.env.PDF_BENCH_LONG_RUN ?? 2000);
const CONCURRENCY = [1, 2, 4] as const;

const fixtures = ['contract-4-pages', 'contract-10-pages'].map((name) => ({
  name,
  html: readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8'),
}));

type Row = {
  fixture: string;
  strategy: string;
  pages: number;
  p50: number;
  p95: number;
  perSecond: number[];
  nodeRss: number;
  chromiumRss: number;
  chromiumPss: number;
};

/** Baselines are slower: fewer renders keep the run in minutes, the medians stay stable. */
const plans: { make: () => Strategy; share: number }[] = [
  { make: poolStrategy, share: 1 },
  { make: newPageStrategy, share: 0.5 },
  { make: newBrowserStrategy, share: 0.2 },
];

async function measure(strategy: Strategy, fixture: { name: string; html: string }, count: number): Promise<Row> {
  const peak = new PeakMemory();
  await strategy.start();
  const render = () => strategy.render(fixture.html);
  const pages = await render();
  for (let index = 0; index < 2; index += 1) await render(); // warm up
  const durations = await sequentialDurations(count, render);
  const perSecond: number[] = [];
  for (const concurrency of CONCURRENCY) perSecond.push(await throughput(count, concurrency, render));
  await strategy.stop();
  peak.stop();
  return {
    fixture: fixture.name,
    strategy: strategy.name,
    pages,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    perSecond,
    nodeRss: peak.nodeRss,
    chromiumRss: peak.chromiumRss,
    chromiumPss: peak.chromiumPss,
  };
}

function printRows(rows: Row[]): void {
  const header = [
    'fixture',
    'strategy',
    'p50 ms',
    'p95 ms',
    ...CONCURRENCY.map((c) => `PDF/s c=${c}`),
    'peak Node RSS',
    'peak Chromium RSS (sum)',
    'peak Chromium PSS',
  ];
  const lines = rows.map((row) => [
    `${row.fixture} (${row.pages} p.)`,
    row.strategy,
    row.p50.toFixed(0),
    row.p95.toFixed(0),
    ...row.perSecond.map((value) => value.toFixed(2)),
    megabytes(row.nodeRss),
    megabytes(row.chromiumRss),
    megabytes(row.chromiumPss),
  ]);
  printTable(header, lines);
  console.log('\nRatios to the pool (p50 latency, and PDFs per second at c=1 / c=2 / c=4):');
  for (const row of rows) {
    const pool = rows.find((other) => other.fixture === row.fixture && other.strategy === rows[0]!.strategy)!;
    if (row === pool) continue;
    const speed = row.perSecond.map((value, index) => `${(pool.perSecond[index]! / value).toFixed(1)}×`).join(' / ');
    console.log(
      `  ${row.fixture}, ${row.strategy}: ${(row.p50 / pool.p50).toFixed(1)}× slower (p50); pool faster by ${speed}`,
    );
  }
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `PDF bench, ${new Date().toISOString()}: ${availableParallelism()} cores (${cpu}), ${megabytes(totalmem())} RAM, Node ${process.version}`,
);
const rows: Row[] = [];
for (const fixture of fixtures) {
  for (const plan of plans) {
    const count = Math.max(4, Math.round(SAMPLES * plan.share));
    const row = await measure(plan.make(), fixture, count);
    console.log(`  measured ${row.fixture} / ${row.strategy} (${count} renders per measure)`);
    rows.push(row);
  }
}
console.log('');
printRows(rows);
console.log('');
await runLongRun(fixtures[0]!.html, LONG_RUN);
