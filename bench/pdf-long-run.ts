import type { ContractDraft } from '#shared/contract/schema.ts';
import { readProcess } from '#server/pdf/process-tree.ts';
import { BenchServer } from './pdf-http.ts';
import { chromiumPids, type Memory, megabytes, memoryOf, PeakMemory } from './pdf-measure.ts';
import { printTable } from './pdf-table.ts';

type Snapshot = Memory & { label: string };

/**
 * `total` exports in a row through the HTTP API of a server running the pool with its
 * defaults (recycling included), `concurrency` at a time: does memory drift, do Chromium
 * processes pile up, is anything left once the server has stopped?
 */
export async function runLongRun(options: {
  draft: ContractDraft;
  total: number;
  concurrency: number;
  databaseUrl: string | undefined;
}): Promise<void> {
  const { draft, total, concurrency } = options;
  const server = await BenchServer.start('pool', options.databaseUrl);
  const seen = new Set<number>();
  const browsers = new Set<number>();
  const look = () => {
    for (const pid of chromiumPids(server.pid)) {
      seen.add(pid);
      if (readProcess(pid)?.parentPid === server.pid) browsers.add(pid);
    }
  };
  const snapshot = (label: string): Snapshot => {
    look();
    return { label, ...memoryOf(server.pid) };
  };

  for (let index = 0; index < concurrency * 2; index += 1) {
    await server.exportAndDownload(await server.createContract(draft));
  }
  const snapshots = [snapshot(`before (after ${concurrency * 2} warm-up exports)`)];
  const watcher = setInterval(look, 500);
  const peak = new PeakMemory(server.pid, 500);
  const checkpoints = new Set([Math.min(200, total), total]);
  let started = 0;
  let done = 0;
  let failures = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < total) {
      started += 1;
      try {
        await server.exportAndDownload(await server.createContract(draft));
      } catch (error) {
        failures += 1;
        if (failures <= 3) console.error(`  export failed: ${(error as Error).message}`);
      }
      done += 1;
      if (checkpoints.has(done)) snapshots.push(snapshot(`after ${done} exports`));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  clearInterval(watcher);
  peak.stop();
  snapshots.push({
    label: 'peak during the run',
    serverRss: peak.serverRss,
    chromiumRss: peak.chromiumRss,
    chromiumPss: peak.chromiumPss,
    chromiumProcesses: Number.NaN,
  });
  await server.stop();
  // Chromium's helpers are re-parented to init when the browser exits; init reaps them.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const alive = [...seen].map(readProcess).filter((entry) => entry !== undefined);

  console.log(
    `Long run: ${total} exports (create, export, download) of "${draft.title}" through the API, ${concurrency} at a time`,
  );
  printTable(
    ['moment', 'server RSS', 'Chromium RSS (sum)', 'Chromium PSS', 'Chromium processes'],
    snapshots.map((row) => [
      row.label,
      megabytes(row.serverRss),
      megabytes(row.chromiumRss),
      megabytes(row.chromiumPss),
      Number.isNaN(row.chromiumProcesses) ? '–' : String(row.chromiumProcesses),
    ]),
  );
  console.log(
    `${(total / seconds).toFixed(2)} exports/s over ${seconds.toFixed(0)} s; ${failures} failed; ` +
      `${browsers.size} browser(s) launched over the run (replaced every 500 renders); after the server stopped: ` +
      `${alive.length} of the ${seen.size} Chromium processes seen still exist` +
      `${alive.length > 0 ? ` (${alive.map((entry) => `${entry.pid} ${entry.state}`).join(', ')})` : ''}.`,
  );
}
