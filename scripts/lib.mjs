// Helpers shared by the project's scripts. Plain Node, no dependency: they run before
// node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\x1b[36m[paraphe]\x1b[0m ${message}`);
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`${command} ${args.join(' ')} a échoué (code ${code})`);
    process.exit(code);
  }
}

/** `npm install` when node_modules is missing or the lockfile changed since the last install. */
export async function ensureDependencies() {
  const stamp = path.join(root, 'node_modules', '.paraphe-install-stamp');
  const lock = readFileSync(path.join(root, 'package-lock.json'));
  const pkg = readFileSync(path.join(root, 'package.json'));
  const digest = createHash('sha256').update(lock).update(pkg).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  log('installation des dépendances npm…');
  // `npm ci` refuses this lockfile on machines whose platform binaries differ; install honours it.
  await runOrExit('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, digest);
}

/** Newest modification time of any file under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const info = statSync(target);
    if (info.isDirectory()) {
      for (const entry of readdirSync(target)) if (entry !== 'node_modules') visit(path.join(target, entry));
    } else newest = Math.max(newest, info.mtimeMs);
  };
  for (const target of paths) visit(path.join(root, target));
  return newest;
}

/** Builds the client when dist/client is missing or older than its sources. */
export async function ensureClientBuild() {
  const built = path.join(root, 'dist/client/index.html');
  const sources = newestMtime(['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json', 'templates']);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  log("construction de l'application web…");
  await runOrExit(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}
