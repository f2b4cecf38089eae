// `npm run bench:web`: what a visitor downloads and how fast the home page paints. For `/`,
// `/conditions`, `/contact`, an unknown path (the 404 page), `/login` and the editor (/create-contract-v2?type=PAID, signed in), the
// JavaScript and CSS the browser really fetched, cold cache, read from the network in Chromium:
// raw bytes, and the bytes the server sends each file in to a client sending
// `Accept-Encoding: br` (Chromium only asks for brotli over HTTPS, so each file is fetched again
// that way).
// Then the largest contentful paint of `/` with the CPU slowed down 4 times, median of 5 cold
// loads. Uses PARAPHE_BENCH_CLIENT_DIR when set, else dist/client when it is newer than the
// sources; otherwise builds into a temporary folder and leaves dist alone. Results and how to
// read them: bench/README.md.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, log, newestMtime, root, runOrExit } from '../scripts/lib.mjs';
import { findChromium } from '../scripts/system.mjs';

const LCP_RUNS = 5;
const CPU_SLOWDOWN = 4;
const PASSWORD = 'Banc-Mesure-Web-2026!';

/**
 * PARAPHE_BENCH_CLIENT_DIR when set (a client built elsewhere, e.g. of an older commit, served by
 * this server); else dist/client if it is at least as new as what it is built from, else a fresh
 * build in a temporary folder.
 */
async function clientDir(temporary) {
  const given = process.env.PARAPHE_BENCH_CLIENT_DIR;
  if (given) return { dir: path.resolve(given), fresh: `${given} (PARAPHE_BENCH_CLIENT_DIR)` };
  const dist = path.join(root, 'dist/client');
  const built = path.join(dist, 'index.html');
  const sources = newestMtime(['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json']);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return { dir: dist, fresh: 'dist/client (à jour)' };
  const outDir = path.join(temporary, 'client');
  log(`dist/client absent ou ancien : construction dans ${outDir}…`);
  await runOrExit(process.execPath, [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  return { dir: outDir, fresh: 'construction temporaire' };
}

async function startServer(client, temporary) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: path.join(temporary, 'data'),
      DATABASE_URL: '',
      CLIENT_DIR: client,
      LOG_LEVEL: 'warn',
      MAIL_POLL_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`le serveur s’est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('le serveur n’a pas répondu à /api/health');
}

async function post(origin, pathname, body) {
  const response = await fetch(`${origin}/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${pathname} : ${response.status} ${await response.text()}`);
  return response.json();
}

/** A confirmed account for the editor, made through the API and the local outbox. */
async function createUser(origin) {
  const user = {
    email: `banc-web-${Date.now()}@bench.paraphe.test`,
    password: PASSWORD,
    firstName: 'Banc',
    lastName: 'Web',
  };
  await post(origin, '/auth/register', user);
  const mails = await (await fetch(`${origin}/api/dev/mails?to=${encodeURIComponent(user.email)}`)).json();
  const token = mails.map((mail) => /verify-email\?token=([^\s"&<]+)/.exec(mail.text)?.[1]).find(Boolean);
  if (!token) throw new Error('pas de lien de vérification dans la boîte locale');
  await post(origin, '/auth/verify-email', { token: decodeURIComponent(token) });
  return user;
}

/** Every .js and .css file the page fetched from the network while loading, with its body. */
function watchAssets(page) {
  const assets = new Map();
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (!kind || response.status() !== 200) return;
    const body = await response.body().catch(() => null);
    if (body) assets.set(pathname, { kind, raw: body.length, url: response.url() });
  });
  return assets;
}

/** The bytes of the answer's body as sent, to a client that accepts brotli. */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

function sum(assets, kind) {
  const files = [...assets.values()].filter((asset) => asset.kind === kind);
  return {
    files: files.length,
    raw: files.reduce((total, file) => total + file.raw, 0),
    br: files.reduce((total, file) => total + file.br, 0),
  };
}

async function measureDownloads(browser, origin, label, url, ready, prepare) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const assets = watchAssets(page);
  await page.goto(`${origin}${url}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await ready(page);
  // Generous: on a loaded machine the editor takes more than the default 30 s to settle.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const names = [...assets.keys()].map((name) => path.basename(name)).sort();
  await context.close();
  for (const asset of assets.values()) asset.br = await wireBytes(asset.url);
  return { label, url, js: sum(assets, 'js'), css: sum(assets, 'css'), names };
}

/** LCP of a cold load of `/`, CPU slowed down: the last candidate the browser reported. */
async function measureLcp(browser, origin) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    window.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      window.__lcp = { time: last.startTime, element: last.element ? last.element.tagName.toLowerCase() : '' };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1000);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return lcp;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function machine() {
  const os = /^PRETTY_NAME="?([^"\n]*)/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? 'unknown OS';
  return `${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM, ${os}, Node ${process.version}`;
}

const temporary = mkdtempSync(path.join(tmpdir(), 'paraphe-bench-web-'));
let server;
let browser;
try {
  const client = await clientDir(temporary);
  server = await startServer(client.dir, temporary);
  const executablePath = findChromium();
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const user = await createUser(server.origin);

  const heading = (name) => (page) =>
    page
      .getByRole('heading', name ? { name } : { level: 1 })
      .first()
      .waitFor();
  const signIn = async (page) => {
    // Signed in through the login screen first; the editor is then opened as a new visit, cache off.
    await page.goto(`${server.origin}/login`);
    await page.getByLabel('Adresse e-mail').fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/(dashboard|onboarding)/);
  };
  const pages = [
    await measureDownloads(browser, server.origin, 'accueil', '/', heading()),
    await measureDownloads(browser, server.origin, 'CGU', '/conditions', heading('Conditions générales d’utilisation')),
    await measureDownloads(browser, server.origin, 'contact', '/contact', heading('Contactez-nous')),
    await measureDownloads(browser, server.origin, 'page introuvable', '/une-page-inconnue', heading()),
    await measureDownloads(browser, server.origin, 'connexion', '/login', heading('Connexion')),
    await measureDownloads(browser, server.origin, 'éditeur', '/create-contract-v2?type=PAID', heading(), signIn),
  ];
  const lcps = [];
  for (let run = 0; run < LCP_RUNS; run += 1) lcps.push(await measureLcp(browser, server.origin));

  console.log(`\nMachine : ${machine()}, ${(await browser.version()) || 'Chromium'}`);
  console.log(`Client : ${client.fresh}\n`);
  console.log('| page | fichiers JS | JS brut | JS envoyé (br) | fichiers CSS | CSS brut | CSS envoyé (br) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { label, url, js, css } of pages) {
    console.log(
      `| ${label} (\`${url}\`) | ${js.files} | ${kib(js.raw)} | ${kib(js.br)} | ${css.files} | ${kib(css.raw)} | ${kib(css.br)} |`,
    );
  }
  for (const { label, names } of pages) console.log(`\n${label} : ${names.join(', ')}`);
  const times = lcps.map((lcp) => lcp.time);
  console.log(
    `\nLCP de / (CPU ralenti ${CPU_SLOWDOWN}×, cache vide, ${LCP_RUNS} chargements) : médiane ${Math.round(median(times))} ms` +
      ` (${times.map((time) => Math.round(time)).join(', ')} ms ; élément : ${lcps.map((lcp) => lcp.element).join(', ')})`,
  );
} finally {
  await browser?.close();
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  rmSync(temporary, { recursive: true, force: true });
}
