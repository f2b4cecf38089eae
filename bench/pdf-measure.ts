import { readFileSync } from 'node:fs';
import { descendantsOf, proportionalBytes, residentBytes } from '#server/pdf/process-tree.ts';

/**
 * Chromium processes below `rootPid` (browser, renderers, zygotes, utilities). Its crashpad
 * handlers hang off init, outside the tree, a few MB: not counted.
 */
export function chromiumPids(rootPid: number): number[] {
  return descendantsOf(rootPid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('chrom');
    } catch {
      return false;
    }
  });
}

export type Memory = {
  /** Resident memory of the Node process (the server). */
  serverRss: number;
  /** Chromium's RSS summed over its processes: shared pages count once per process. */
  chromiumRss: number;
  /** Chromium's proportional set size: each shared page split between its sharers. */
  chromiumPss: number;
  chromiumProcesses: number;
};

export function memoryOf(serverPid: number): Memory {
  const pids = chromiumPids(serverPid);
  return {
    serverRss: residentBytes([serverPid]),
    chromiumRss: residentBytes(pids),
    chromiumPss: proportionalBytes(pids),
    chromiumProcesses: pids.length,
  };
}

/** Samples a server's memory while a scenario runs and keeps the peaks. */
export class PeakMemory {
  serverRss = 0;
  chromiumRss = 0;
  chromiumPss = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly serverPid: number,
    intervalMs = 200,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  sample(): void {
    const now = memoryOf(this.serverPid);
    this.serverRss = Math.max(this.serverRss, now.serverRss);
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

/** Durations in ms of `count` calls one after the other. */
export async function sequentialDurations(count: number, work: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  return durations;
}

/** Calls per second when `concurrency` callers share `total` calls; `work` gets the call's index. */
export async function throughput(
  total: number,
  concurrency: number,
  work: (index: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - started) / 1000);
}

export const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The 1-minute load average, to tell whether other work on the machine skewed a run. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

/**
 * CPU time the whole machine spent, in ms, from /proc/stat (every process: Node, Chromium and
 * the processes Chromium starts and ends within a render, which /proc/<pid> never shows).
 */
export function machineBusyMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return ((user + nice + system + irq + softirq) * 1000) / 100; // USER_HZ is 100 on Linux
}

/** CPU time one process spent itself, in ms (user + system, from /proc/<pid>/stat; not its children). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which may hold spaces, in parentheses: utime is the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Processes started on the machine since it booted (the `processes` line of /proc/stat). */
export function processesStarted(): number {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('processes '));
  return Number(line?.split(' ')[1] ?? 0);
}
