import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ContractDraft } from '#shared/contract/schema.ts';
import type { StrategyName } from './pdf-strategies.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A real server (bench/pdf-server.ts in its own process, listening on loopback) and a client
 * of its HTTP API, signed in as the pro account the server made.
 */
export class BenchServer {
  private accessToken = '';
  private refreshToken = '';
  private refreshing: Promise<void> | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly origin: string,
    private readonly dataDir: string,
  ) {}

  get pid(): number {
    return this.child.pid!;
  }

  static async start(strategy: StrategyName, databaseUrl: string | undefined): Promise<BenchServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paraphe-bench-'));
    const profile = process.env.PDF_BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PDF_BENCH_PROFILE}`]
      : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'bench/pdf-server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PDF_BENCH_STRATEGY: strategy,
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const first = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
    });
    const ready = JSON.parse(first) as { port: number; accessToken: string; refreshToken: string };
    const server = new BenchServer(child, `http://127.0.0.1:${ready.port}`, dataDir);
    server.accessToken = ready.accessToken;
    server.refreshToken = ready.refreshToken;
    return server;
  }

  /** One API call; an expired access token is renewed once through /api/auth/refresh. */
  async call(method: string, url: string, body?: unknown): Promise<Response> {
    const send = () =>
      fetch(`${this.origin}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${this.accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const response = await send();
    if (response.status !== 401) return response;
    await response.arrayBuffer();
    await this.refresh();
    return send();
  }

  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      const response = await fetch(`${this.origin}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: this.refreshToken }),
      });
      if (!response.ok) throw new Error(`refresh failed: ${response.status}`);
      const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
      this.accessToken = tokens.accessToken;
      this.refreshToken = tokens.refreshToken;
    })().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  async createContract(draft: ContractDraft): Promise<string> {
    const response = await this.call('POST', '/api/contracts', draft);
    if (response.status !== 201) throw new Error(`create contract: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }

  async createContracts(draft: ContractDraft, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) ids.push(await this.createContract(draft));
    return ids;
  }

  /** What a user's click does: export, then download the PDF. Resolves with its size in bytes. */
  async exportAndDownload(contractId: string): Promise<number> {
    const exported = await this.call('POST', `/api/contracts/${contractId}/export`);
    if (exported.status !== 200) throw new Error(`export: ${exported.status} ${await exported.text()}`);
    const { downloadUrl } = (await exported.json()) as { downloadUrl: string };
    const fetched = await this.call('GET', downloadUrl);
    const pdf = Buffer.from(await fetched.arrayBuffer());
    if (fetched.status !== 200 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new Error(`download: ${fetched.status}`);
    }
    return pdf.length;
  }

  /** SIGTERM: the app closes (its renderer and Chromium with it) and the process exits. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
