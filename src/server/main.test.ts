import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testEngine } from '#testing/database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function startServer(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function waitForHealth(port: number): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server never answered /api/health');
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

// The process-level behaviour does not depend on the engine: run it once, on the PGlite pass.
describe.runIf(testEngine() === 'pglite')('the server process', () => {
  it('stops cleanly on SIGTERM and its PGlite data folder opens again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paraphe-main-'));
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    const first = startServer(dataDir, port);
    await waitForHealth(port);
    expect(first.output()).toContain(`Paraphe est prêt sur http://127.0.0.1:${port}`);
    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const second = startServer(dataDir, port);
    await waitForHealth(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toEqual({ status: 'ok' });
    const exitedAgain = exitOf(second.child);
    second.child.kill('SIGINT');
    expect(await exitedAgain).toBe(0);
  }, 60_000);

  it('refuses to start on a bad PORT with one line naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'paraphe-main-')) },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toMatch(/PORT : valeur invalide, attendu/);
  }, 30_000);
});
