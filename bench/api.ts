/**
 * API benchmark (`npm run bench:api`): autocannon against a Fastify hello-world and against the
 * app, in the same run, on PGlite and on a throwaway PostgreSQL; each figure also as a ratio to
 * the hello-world measured just before it. Results and the profile: bench/README.md.
 *
 *   API_BENCH_SECONDS      seconds per measure (default 10)
 *   API_BENCH_CONNECTIONS  connections (default 50)
 *   API_BENCH_CONTRACTS    contracts in the account (default 200)
 *   API_BENCH_PROFILE=1    also writes a CPU profile of each app server (node --cpu-prof) to a
 *                          temporary folder
 *   API_BENCH_ROUTES       only the routes whose name contains one of these comma-separated
 *                          strings (e.g. `contracts/:id`)
 *   API_BENCH_DATABASES    `PGlite`, `PostgreSQL` or both (default both)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { loadAverage } from './pdf-measure.ts';
import { printTable } from './pdf-table.ts';

const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.API_BENCH_CONNECTIONS ?? 50);
const PROFILE = process.env.API_BENCH_PROFILE === '1';
const ROUTES = process.env.API_BENCH_ROUTES?.split(',').filter(Boolean);
const DATABASES = (process.env.API_BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',');
const profiles = mkdtempSync(path.join(tmpdir(), 'paraphe-api-profile-'));
const root = path.resolve(import.meta.dirname, '..');

type Ready = { port: number; accessToken?: string; ids?: string[] };
type Server = { child: ChildProcess; origin: string; ready: Ready; dataDir: string };

async function startServer(kind: 'hello' | 'app', databaseUrl?: string): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paraphe-api-bench-'));
  const profiling = PROFILE && kind === 'app' ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', path.join(root, 'bench/api-server.ts')], {
    cwd: root,
    env: { ...process.env, API_BENCH_SERVER: kind, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<Ready>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('API_BENCH_READY ')) resolve(JSON.parse(line.slice('API_BENCH_READY '.length)));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
  return { child, origin: `http://127.0.0.1:${ready.port}`, ready, dataDir };
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}

type Result = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuUs: number;
  /** The PostgreSQL server's CPU per request (its processes together); null on PGlite, in the app's process. */
  databaseCpuUs: number | null;
};

/**
 * CPU time (user + system) a process has used so far, in microseconds, from /proc: what a
 * request costs the server, which a busy machine changes far less than the requests per second.
 */
function cpuTimeUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 of the file (utime, stime), in clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The cluster of `dataDir`'s CPU time so far: its postmaster, the backends it waited for, and those alive. */
function databaseCpuTimeUs(dataDir: string): number {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fields: string[];
    try {
      fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
    } catch {
      continue; // ended meanwhile
    }
    const pid = Number(entry);
    // Field 4 of the file is the parent; 16 and 17 the CPU of children waited for.
    if (pid === postmaster) total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    else if (Number(fields[1]) === postmaster) total += Number(fields[11]) + Number(fields[12]);
  }
  return total * 10_000;
}

let databaseDir: string | null = null;

async function cannon(server: Server, options: autocannon.Options): Promise<Result> {
  const cpuBefore = cpuTimeUs(server.child.pid!);
  const databaseBefore = databaseDir ? databaseCpuTimeUs(databaseDir) : 0;
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...options });
  const requests = Math.max(1, result.requests.total);
  return {
    databaseCpuUs: databaseDir ? (databaseCpuTimeUs(databaseDir) - databaseBefore) / requests : null,
    cpuUs: (cpuTimeUs(server.child.pid!) - cpuBefore) / requests,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function scenarios(server: Server) {
  const headers = { authorization: `Bearer ${server.ready.accessToken}`, 'content-type': 'application/json' };
  const ids = server.ready.ids!;
  // Saves: each connection takes a contract nobody else is saving, with its current version.
  const versions = new Map(ids.map((id) => [id, 1]));
  // The server's contracts are of the three types in turn (api-server.ts); a whole save makes one a PAID.
  const types = new Map(ids.map((id, index) => [id, (['PAID', 'UGC', 'GIFT'] as const)[index % 3]!]));
  const free = [...ids];
  const draft = createSampleContract('PAID');
  const deliverablesOf = {
    PAID: draft.deliverables,
    UGC: createSampleContract('UGC').deliverables,
    GIFT: createSampleContract('GIFT').deliverables,
  };
  /** Saves of `method`, each of a contract no other connection is saving, on its current version. */
  const saves = (
    method: 'PUT' | 'PATCH',
    bodyOf: (id: string, version: number) => unknown,
    onSaved: (id: string) => void = () => {},
  ) =>
    cannon(server, {
      url: server.origin,
      requests: [
        {
          method,
          setupRequest: (request, context) => {
            const id = free.shift()!;
            (context as { id?: string }).id = id;
            const body = JSON.stringify(bodyOf(id, versions.get(id)!));
            return { ...request, path: `/api/contracts/${id}`, headers, body };
          },
          onResponse: (status, body, context) => {
            const id = (context as { id: string }).id;
            if (status === 200) {
              versions.set(id, (JSON.parse(body) as { version: number }).version);
              onSaved(id);
            }
            free.push(id);
          },
        },
      ],
    });
  return {
    'GET /api/health': () => cannon(server, { url: `${server.origin}/api/health` }),
    'GET /api/contracts/:id': () => cannon(server, { url: `${server.origin}/api/contracts/${ids[0]}`, headers }),
    // The first page of the list (30 summaries of the 200), as the contracts screen asks for it;
    // then a search every contract matches (« Maison Lumière »), so each row is folded and compared.
    'GET /api/contracts': () => cannon(server, { url: `${server.origin}/api/contracts`, headers }),
    'GET /api/contracts?q=lumiere&types=PAID': () =>
      cannon(server, { url: `${server.origin}/api/contracts?q=lumiere&types=PAID`, headers }),
    'PUT /api/contracts/:id': () =>
      saves(
        'PUT',
        (_id, version) => ({ ...draft, title: `Sauvegarde ${version}`, version }),
        // A whole save of the PAID sample: the contract is now a PAID.
        (id) => types.set(id, 'PAID'),
      ),
    // A field-level save, as the editor sends it once the contract is open: the one section a
    // keystroke changed (the object of the partnership), on the version its last save wrote.
    'PATCH /api/contracts/:id': () =>
      saves('PATCH', (id, version) => {
        const type = types.get(id)!;
        const deliverables = { ...deliverablesOf[type], partnershipObject: `Campagne, sauvegarde ${version}` };
        return { version, type, changes: { deliverables } };
      }),
  };
}

type Row = { database: string; route: string; result: Result; hello: Result };
const rows: Row[] = [];

async function measureOn(database: string, databaseUrl: string | undefined): Promise<void> {
  const app = await startServer('app', databaseUrl);
  try {
    for (const [route, run] of Object.entries(scenarios(app))) {
      if (ROUTES && !ROUTES.some((part) => route.includes(part))) continue;
      const hello = await startServer('hello');
      const baseline = await cannon(hello, { url: `${hello.origin}/` });
      await stopServer(hello);
      rows.push({ database, route, result: await run(), hello: baseline });
      console.log(`  ${database}: ${route} measured`);
    }
  } finally {
    await stopServer(app);
  }
}

type Postgres = { url: string; dataDir: string; stop(): Promise<void> };
async function startPostgres(): Promise<Postgres> {
  const script: string = '../scripts/postgres.mjs';
  const { startTestPostgres } = (await import(script)) as { startTestPostgres(): Promise<Postgres> };
  return startTestPostgres();
}

console.log(`API bench, ${new Date().toISOString()}, ${CONNECTIONS} connections, ${SECONDS} s per measure`);
console.log(`Load average at start: ${loadAverage()}`);
if (DATABASES.includes('PGlite')) await measureOn('PGlite', undefined);
if (DATABASES.includes('PostgreSQL')) {
  const postgres = await startPostgres();
  databaseDir = postgres.dataDir;
  try {
    await measureOn('PostgreSQL', postgres.url);
  } finally {
    databaseDir = null;
    await postgres.stop();
  }
}
console.log('');
printTable(
  [
    'database',
    'route',
    'req/s',
    'hello-world req/s',
    'ratio',
    'server CPU µs/req',
    'hello-world CPU µs/req',
    'database CPU µs/req',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
  ],
  rows.map(({ database, route, result, hello }) => [
    database,
    route,
    result.rps.toFixed(0),
    hello.rps.toFixed(0),
    `${(result.rps / hello.rps).toFixed(3)}×`,
    result.cpuUs.toFixed(0),
    hello.cpuUs.toFixed(0),
    result.databaseCpuUs === null ? '—' : result.databaseCpuUs.toFixed(0),
    String(result.p50),
    String(result.p99),
    String(result.errors),
    String(result.non2xx),
  ]),
);
console.log(`Load average at end: ${loadAverage()}`);
if (PROFILE) console.log(`CPU profiles (open in Chrome DevTools): ${profiles}`);
else rmSync(profiles, { recursive: true, force: true });
