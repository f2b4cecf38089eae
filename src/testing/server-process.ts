import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The real server (`src/server/main.ts`) as a child process, for the tests of what only a
 * process shows: a crash, a restart on the same data, two instances on one database.
 *
 *   const server = await startServerProcess({ DATA_DIR: dir });   // resolves once it listens
 *   await fetch(`${server.url}/api/health`);
 *   await server.waitForOutput(/"pdf":"printing"/);               // a signal from the code
 *   await server.kill('SIGKILL');
 *
 * Every process started here is ended by `stopServerProcesses()`: call it in afterEach.
 */
export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, the port the server chose (PORT=0). */
  url: string;
  output(): string;
  /** Resolves when the output (stdout and stderr) has matched `pattern` `times` times in all. */
  waitForOutput(pattern: RegExp, times?: number): Promise<void>;
  /** Sends the signal and resolves with the exit code once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
};

const running = new Set<ChildProcess>();

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      JWT_SECRET: 'process-test-secret-process-test-secret',
      ...env,
    },
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  let output = '';
  const watchers = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const waitForOutput = (pattern: RegExp, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
      const check = () => {
        if ((output.match(global)?.length ?? 0) >= times) {
          watchers.delete(check);
          resolve();
        }
      };
      void exited.then((code) => {
        if (!watchers.has(check)) return;
        watchers.delete(check);
        reject(new Error(`the server exited (${code}) before printing ${pattern}:\n${output}`));
      });
      watchers.add(check);
      check();
    });

  await waitForOutput(/Paraphe est prêt sur http:\/\/127\.0\.0\.1:\d+/);
  const port = /Paraphe est prêt sur http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1];
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    waitForOutput,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Ends every server process still running (SIGKILL) and waits until each has exited. */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
