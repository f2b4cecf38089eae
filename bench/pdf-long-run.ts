import { type Memory, megabytes, memoryNow } from './pdf-measure.ts';
import { printTable } from './pdf-table.ts';
import { poolStrategy } from './pdf-strategies.ts';

type Snapshot = Memory & { label: string; heapUsed: number };

function snapshot(label: string): Snapshot {
  return { label, heapUsed: process.memoryUsage().heapUsed, ...memoryNow() };
}

/**
 * Renders the same contract `total` times through one pool (default options: recycling
 * included) and shows whether memory or the number of Chromium processes drifts.
 */
export async function runLongRun(html: string, total: number): Promise<void> {
  const strategy = poolStrategy();
  await strategy.start();
  const renderer = strategy.renderer();
  const snapshots = [snapshot('after warm-up')];
  const checkpoints = new Set([200, total]);
  let started = 0;
  let done = 0;
  let failures = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < total) {
      started += 1;
      await strategy.render(html).catch(() => {
        failures += 1;
      });
      done += 1;
      if (checkpoints.has(done)) snapshots.push(snapshot(`after ${done} renders`));
    }
  };
  await Promise.all(Array.from({ length: renderer.stats().poolSize }, worker));
  const seconds = (performance.now() - begin) / 1000;
  const stats = renderer.stats();
  await strategy.stop();
  // Chromium's helpers outlive the browser by a moment, until init reaps them.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  snapshots.push(snapshot('after close()'));

  console.log(`Long run: ${total} renders of the 4-page contract, concurrency ${stats.poolSize} (pool size)`);
  printTable(
    ['moment', 'Node RSS', 'Node heap used', 'Chromium RSS (sum)', 'Chromium PSS', 'Chromium processes'],
    snapshots.map((row) => [
      row.label,
      megabytes(row.nodeRss),
      megabytes(row.heapUsed),
      megabytes(row.chromiumRss),
      megabytes(row.chromiumPss),
      String(row.chromiumProcesses),
    ]),
  );
  console.log(
    `${(total / seconds).toFixed(2)} PDF/s over ${seconds.toFixed(0)} s; ${failures} failed; ` +
      `${stats.launches} browser launches, ${stats.recycles} recycles, ${stats.crashes} crashes.`,
  );
}
