/**
 * The export route's own work (`npm run bench:export-api`): export then download, one after the
 * other, through `buildApp` (`app.inject`) with a renderer that hands back the same real PDF
 * every time, so that Chromium is out of the measure. The account's contracts (PAID samples,
 * spread over 30 brands) are exported one by one, so its history grows as a creator's does.
 * For each export, the app process's CPU
 * (on PGlite the database is in it) and, on PostgreSQL, the CPU of the cluster's processes.
 *
 * `EXPORT_BENCH_BASE=<root of another checkout>` measures that checkout too, in the same run:
 * each round runs the base then this checkout, each in its own process, against the same
 * database engine. Results and how to read them: bench/README.md.
 *
 *   EXPORT_BENCH_COUNT      exports per measure (default 150, after 10 not counted)
 *   EXPORT_BENCH_ROUNDS     rounds (default 2)
 *   EXPORT_BENCH_DATABASES  PGlite, PostgreSQL or both (default both)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadAverage, percentile } from './pdf-measure.ts';
import { printTable } from './pdf-table.ts';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.EXPORT_BENCH_COUNT ?? 150);
const WARM_UP = 10;
/** A creator's brands: the account's exported contracts are spread over them. */
const ADVERTISERS = 30;
const ROUNDS = Number(process.env.EXPORT_BENCH_ROUNDS ?? 2);
const DATABASES = (process.env.EXPORT_BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',');

type Measure = { appCpuMs: number; postgresCpuMs: number | null; p50Ms: number; pdfBytes: number };

/** CPU of every process named postgres on the machine, in ms (the throwaway cluster's). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** One measure, in the checkout at EXPORT_BENCH_ROOT: prints one JSON line. */
async function child(): Promise<void> {
  const root = process.env.EXPORT_BENCH_ROOT!;
  const load = <T>(file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;
  const { buildApp } = await load<typeof import('#server/app.ts')>('src/server/app.ts');
  const { loadConfig } = await load<typeof import('#server/config.ts')>('src/server/config.ts');
  const { createVerifiedUser } = await load<typeof import('#testing/users.ts')>('src/testing/users.ts');
  const { createSampleContract } = await load<typeof import('#shared/contract/sample-contract.ts')>(
    'src/shared/contract/sample-contract.ts',
  );
  const { isValidSiret } = await load<typeof import('#shared/account/rules.ts')>('src/shared/account/rules.ts');
  /** The account's contracts, with one of ADVERTISERS brands each (its own name and a valid SIRET). */
  const contractOf = (index: number) => {
    const draft = createSampleContract('PAID');
    const brand = index % ADVERTISERS;
    const stem = `7328293200${String(brand).padStart(3, '0')}`;
    draft.parties.creator.name = `Maison ${brand}`;
    draft.parties.creator.siret = [...'0123456789'].map((digit) => stem + digit).find(isValidSiret)!;
    return draft;
  };
  const pdf = readFileSync(process.env.EXPORT_BENCH_PDF!);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paraphe-export-bench-'));
  const config = {
    ...loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'error' }),
    mailPollIntervalMs: 0,
  };
  const app = await buildApp({
    config,
    logger: false,
    createPdfRenderer: () => ({ render: async () => ({ pdf, pages: 10 }), close: async () => {} }),
  });
  try {
    const account = await createVerifiedUser({ app, config }, { plan: 'pro', lastName: 'Banc' });
    const headers = { authorization: `Bearer ${account.accessToken}` };
    const ids: string[] = [];
    for (let index = 0; index < COUNT + WARM_UP; index += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/contracts',
        headers,
        payload: contractOf(index),
      });
      if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
      ids.push(created.json().id);
    }
    const exportAndDownload = async (id: string) => {
      const exported = await app.inject({ method: 'POST', url: `/api/contracts/${id}/export`, headers });
      if (exported.statusCode !== 200 || exported.json().kind !== 'contract') {
        throw new Error(`export: ${exported.statusCode} ${exported.body}`);
      }
      const fetched = await app.inject({ method: 'GET', url: exported.json().downloadUrl, headers });
      if (fetched.statusCode !== 200 || !fetched.rawPayload.equals(pdf)) throw new Error('download: not the PDF');
    };
    for (const id of ids.slice(0, WARM_UP)) await exportAndDownload(id);
    const durations: number[] = [];
    const postgresBefore = config.databaseUrl ? postgresCpuMs() : 0;
    const before = process.cpuUsage();
    for (const id of ids.slice(WARM_UP)) {
      const started = performance.now();
      await exportAndDownload(id);
      durations.push(performance.now() - started);
    }
    const used = process.cpuUsage(before);
    const measure: Measure = {
      appCpuMs: (used.user + used.system) / 1000 / COUNT,
      postgresCpuMs: config.databaseUrl ? (postgresCpuMs() - postgresBefore) / COUNT : null,
      p50Ms: percentile(durations, 0.5),
      pdfBytes: pdf.length,
    };
    console.log(JSON.stringify(measure));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function runChild(root: string, pdfFile: string, databaseUrl: string | undefined): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const measured = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      cwd: root,
      env: {
        ...process.env,
        EXPORT_BENCH_CHILD: '1',
        EXPORT_BENCH_ROOT: root,
        EXPORT_BENCH_PDF: pdfFile,
        DATABASE_URL: databaseUrl ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    measured.stdout.on('data', (chunk) => {
      output += chunk;
    });
    measured.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as Measure);
      else reject(new Error(`measure in ${root} exited (${code}): ${output}`));
    });
  });
}

/** A real PDF of the PAID sample, rendered once by the app's renderer. */
async function samplePdf(folder: string): Promise<string> {
  const { createPdfRenderer } = await import('#server/pdf/pdf-renderer.ts');
  const { createSampleContract } = await import('#shared/contract/sample-contract.ts');
  const { contractHtml, contractMeta } = await import('./pdf-contracts.ts');
  const { writeFileSync } = await import('node:fs');
  const draft = createSampleContract('PAID');
  const renderer = createPdfRenderer({ poolSize: 1 });
  try {
    const { pdf } = await renderer.render(contractHtml(draft), contractMeta(draft));
    const file = path.join(folder, 'sample.pdf');
    writeFileSync(file, pdf);
    return file;
  } finally {
    await renderer.close();
  }
}

async function driver(): Promise<void> {
  const base = process.env.EXPORT_BENCH_BASE;
  const trees: Array<[string, string]> = [
    ...(base ? [['before', path.resolve(base)] as [string, string]] : []),
    ['after', here],
  ];
  console.log(`Export route bench, ${new Date().toISOString()}: ${COUNT} exports then downloads per measure`);
  console.log(`Load average at start: ${loadAverage()}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'paraphe-export-bench-pdf-'));
  const pdfFile = await samplePdf(folder);
  const rows: string[][] = [];
  for (const database of DATABASES) {
    let postgres: { url: string; stop(): Promise<void> } | undefined;
    if (database === 'PostgreSQL') {
      const script: string = '../scripts/postgres.mjs';
      const { startTestPostgres } = (await import(script)) as { startTestPostgres(): Promise<typeof postgres> };
      postgres = await startTestPostgres();
    }
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const [label, root] of trees) {
          const measure = await runChild(root, pdfFile, postgres?.url);
          rows.push([
            database,
            label,
            String(round),
            measure.appCpuMs.toFixed(1),
            measure.postgresCpuMs === null ? '–' : measure.postgresCpuMs.toFixed(1),
            measure.p50Ms.toFixed(1),
          ]);
          console.log(`  ${database}, ${label}, round ${round}: measured`);
        }
      }
    } finally {
      await postgres?.stop();
    }
  }
  rmSync(folder, { recursive: true, force: true });
  console.log('');
  printTable(['database', 'build', 'round', 'app CPU ms/export', 'PostgreSQL CPU ms/export', 'p50 ms'], rows);
  console.log(`Load average at end: ${loadAverage()}`);
}

await (process.env.EXPORT_BENCH_CHILD ? child() : driver());
