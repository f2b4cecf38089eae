import { readdirSync, readFileSync } from 'node:fs';

/**
 * Chromium processes seen through /proc (Linux). Playwright does not expose the pid of a
 * browser it launched, and the pool needs it: to report memory, and for the tests to kill
 * the browser the way a crash would. Elsewhere these functions find nothing.
 */
export type ProcessEntry = { pid: number; parentPid: number; state: string };

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

/** pid, parent pid and state of one process; undefined once it is gone (or reaped). */
export function readProcess(pid: number): ProcessEntry | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name is in parentheses and may itself hold spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { pid, parentPid: Number(fields[1]), state: fields[0] ?? '?' };
}

export function listProcesses(): ProcessEntry[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  return names
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((entry): entry is ProcessEntry => entry !== undefined);
}

function commandLine(pid: number): string[] {
  return (readText(`/proc/${pid}/cmdline`) ?? '').split('\0');
}

/** The topmost process launched with `argument` (a wrapper script that execs keeps its pid). */
export function findProcessByArgument(argument: string): number | undefined {
  const holders = new Set(
    listProcesses()
      .map((entry) => entry.pid)
      .filter((pid) => commandLine(pid).includes(argument)),
  );
  for (const pid of holders) {
    const parent = readProcess(pid)?.parentPid;
    if (parent === undefined || !holders.has(parent)) return pid;
  }
  return undefined;
}

/** Every process below `pid` (renderers, zygotes, GPU and utility processes). */
export function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of listProcesses()) {
    children.set(entry.parentPid, [...(children.get(entry.parentPid) ?? []), entry.pid]);
  }
  const found: number[] = [];
  const pending = [...(children.get(pid) ?? [])];
  while (pending.length > 0) {
    const next = pending.pop()!;
    found.push(next);
    pending.push(...(children.get(next) ?? []));
  }
  return found;
}

/** Resident memory of these processes added up, in bytes (VmRSS: shared pages count once per process). */
export function residentBytes(pids: readonly number[]): number {
  return sumKilobytes(pids, 'status', /^VmRSS:\s+(\d+) kB/m);
}

/** Proportional set size added up, in bytes: each shared page split between its sharers. */
export function proportionalBytes(pids: readonly number[]): number {
  return sumKilobytes(pids, 'smaps_rollup', /^Pss:\s+(\d+) kB/m);
}

function sumKilobytes(pids: readonly number[], file: string, field: RegExp): number {
  let total = 0;
  for (const pid of pids) {
    const match = field.exec(readText(`/proc/${pid}/${file}`) ?? '');
    if (match) total += Number(match[1]) * 1024;
  }
  return total;
}
