import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngine } from '#testing/database.ts';
import { startServerProcess, stopServerProcesses } from '#testing/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

// Whatever a test leaves running, even when it fails, is ended here.
afterEach(stopServerProcesses);

// The process-level behaviour does not depend on the engine: run it once, on the PGlite pass.
describe.runIf(testEngine() === 'pglite')('the server process', () => {
  it('stops cleanly on SIGTERM and its PGlite data folder opens again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paraphe-main-'));
    // Resolves on the line the server prints once it listens: no polling, no time budget.
    const first = await startServerProcess({ DATA_DIR: dataDir });
    expect(first.output()).toMatch(/Paraphe est prêt sur http:\/\/127\.0\.0\.1:\d+ \(base : pglite\)/);
    expect(await (await fetch(`${first.url}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await first.kill('SIGTERM')).toBe(0);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    const health = await (await fetch(`${second.url}/api/health`)).json();
    expect(health).toEqual({ status: 'ok' });
    const ready = await fetch(`${second.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', renderer: 'ok' });
    expect(await second.kill('SIGINT')).toBe(0);
    // A bound for a stuck process, not a measure: two cold starts of tsx on a loaded machine.
  }, 300_000);

  it('refuses to start on a bad PORT with one line naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'paraphe-main-')) },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    try {
      expect(await exitOf(child)).toBe(1);
      expect(stderr).toMatch(/PORT : valeur invalide, attendu/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 300_000);
});
