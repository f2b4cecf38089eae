import { readFileSync } from 'node:fs';
import { descendantsOf, proportionalBytes, residentBytes } from '#server/pdf/process-tree.ts';

/** Chromium processes below this Node process (its crashpad handlers hang off init, a few MB). */
export function chromiumPids(): number[] {
  return descendantsOf(process.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('chrom');
    } catch {
      return false;
    }
  });
}

export type Memory = { nodeRss: number; chromiumRss: number; chromiumPss: number; chromiumProcesses: number };

/** Chromium's RSS sum counts its shared pages (binary, shared memory) once per process; PSS does not. */
export function memoryNow(): Memory {
  const pids = chromiumPids();
  return {
    nodeRss: process.memoryUsage().rss,
    chromiumRss: residentBytes(pids),
    chromiumPss: proportionalBytes(pids),
    chromiumProcesses: pids.length,
  };
}

/** Samples resident memory while a scenario runs and keeps the peaks. */
export class PeakMemory {
  nodeRss = 0;
  chromiumRss = 0;
  chromiumPss = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 250) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  sample(): void {
    const now = memoryNow();
    this.nodeRss = Math.max(this.nodeRss, now.nodeRss);
    this.chromiumRss = Math.max(this.chromiumRss, now.chromiumRss);
    this.chromiumPss = Math.max(this.chromiumPss, now.chromiumPss);
  }

  stop(): this {
    clearInterval(this.timer);
    this.sample();
    return this;
  }
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Durations in ms of `count` renders one after the other. */
export async function sequentialDurations(count: number, render: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await render();
    durations.push(performance.now() - started);
  }
  return durations;
}

/** PDFs per second when `concurrency` callers share `total` renders. */
export async function throughput(total: number, concurrency: number, render: () => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      await render();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - started) / 1000);
}

export const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;
