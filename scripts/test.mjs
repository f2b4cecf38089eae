// `npm test`: everything CI checks, from a fresh clone. Installs what is missing, then runs
// type-check, lint, unit tests, the server suites on PGlite and on a real PostgreSQL 15,
// builds the app and runs the browser journeys. Ends with a summary; exits non-zero on any
// failure. Usage: npm test [-- --only unit,server-pglite,...]
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureClientBuild, ensureDependencies, freePort, log, root, run } from './lib.mjs';
import { startTestPostgres } from './postgres.mjs';
import { ensureSystem, findChromium, requirements } from './system.mjs';

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > -1 ? new Set(process.argv[onlyArg + 1].split(',')) : null;
const reports = mkdtempSync(path.join(tmpdir(), 'paraphe-reports-'));
const results = [];
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function countsFromVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function countsFromPlaywright(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

async function step(name, action) {
  if (only && !only.has(name)) return;
  log(`── ${name}`);
  const started = Date.now();
  let outcome;
  try {
    outcome = await action();
  } catch (error) {
    console.error(error);
    outcome = { code: 1 };
  }
  results.push({
    name,
    ok: outcome.code === 0,
    seconds: (Date.now() - started) / 1000,
    counts: outcome.counts ?? null,
  });
}

const vitest = async (name, project, env = {}) => {
  const output = path.join(reports, `${name}.json`);
  const code = await run(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    {
      env: { ...process.env, ...env },
    },
  );
  return { code, counts: countsFromVitest(output) };
};

await ensureDependencies();
await ensureSystem([
  requirements.chromium,
  requirements.headlessShell,
  requirements.fonts,
  requirements.emoji,
  requirements.poppler,
  requirements.qpdf,
  requirements.postgres,
]);
const chromium = findChromium();

await step('typecheck', async () => ({ code: await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) }));
await step('lint', async () => ({ code: await run(bin('biome'), ['check', '--diagnostic-level=warn', '.']) }));
await step('unit', () => vitest('unit', 'unit'));
await step('server-pglite', () => vitest('server-pglite', 'server'));
await step('server-postgres', async () => {
  const postgres = await startTestPostgres();
  try {
    return await vitest('server-postgres', 'server', { TEST_DATABASE_URL: postgres.url });
  } finally {
    await postgres.stop();
  }
});
await step('e2e-chromium', async () => {
  await ensureClientBuild();
  const output = path.join(reports, 'e2e.json');
  const code = await run(bin('playwright'), ['test'], {
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      E2E_PORT: String(await freePort()),
    },
  });
  return { code, counts: countsFromPlaywright(output) };
});

rmSync(reports, { recursive: true, force: true });
console.log('\nRésumé');
let passed = 0;
let failed = 0;
for (const result of results) {
  const counts = result.counts ? `${result.counts.passed} réussis, ${result.counts.failed} échoués` : '';
  console.log(
    `  ${result.ok ? '✔' : '✘'} ${result.name.padEnd(16)} ${result.seconds.toFixed(1).padStart(6)} s  ${counts}`,
  );
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
  }
  if (!result.ok && !(result.counts && result.counts.failed > 0)) failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
