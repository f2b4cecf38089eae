// A throwaway PostgreSQL 15 cluster in a temporary folder, on a free loopback port, for the
// test suite. initdb refuses to run as root, so the cluster belongs to an unprivileged user.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, log } from './lib.mjs';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

function clusterUser() {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (result.status === 0) {
      const uid = Number(result.stdout.trim());
      const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
      return { name, uid, gid };
    }
  }
  throw new Error('aucun utilisateur non privilégié pour lancer PostgreSQL');
}

function asUser(user, command, args) {
  return user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
}

export async function startTestPostgres() {
  const folder = mkdtempSync(path.join(tmpdir(), 'paraphe-pg-'));
  const dataDir = path.join(folder, 'data');
  const user = clusterUser();
  if (user) {
    chownSync(folder, user.uid, user.gid);
    chmodSync(folder, 0o700);
  }
  const port = await freePort();
  const [initCommand, initArgs] = asUser(user, path.join(BIN, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'paraphe',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb a échoué : ${init.stderr}`);
  const [command, args] = asUser(user, path.join(BIN, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    folder,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  const server = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `postgres://paraphe@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const ready = spawnSync(path.join(BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    if (ready.status === 0) break;
    if (server.exitCode !== null) throw new Error(`PostgreSQL s'est arrêté : ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`PostgreSQL 15 de test sur 127.0.0.1:${port}`);
  return {
    url,
    /** The cluster's folder (its postmaster.pid names the server's process). */
    dataDir,
    async stop() {
      // runuser does not pass signals on to PostgreSQL: ask pg_ctl, as the cluster's owner, for a
      // fast shutdown, and only then end the runuser process.
      const [stopCommand, stopArgs] = asUser(user, path.join(BIN, 'pg_ctl'), [
        'stop',
        '-D',
        dataDir,
        '-m',
        'fast',
        '-w',
      ]);
      spawnSync(stopCommand, stopArgs, { stdio: 'ignore', timeout: 15_000 });
      server.kill('SIGINT');
      await new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.on('exit', resolve);
        setTimeout(() => {
          server.kill('SIGKILL');
          resolve();
        }, 10_000);
      });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
