// `npm run dev`: the API restarting on change (tsx watch) and Vite's dev server with hot
// reload, which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, log, root } from './lib.mjs';

await ensureDependencies();
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'src/server/main.ts')], {
    stdio: 'inherit',
    cwd: root,
    env: {
      ...process.env,
      PORT: apiPort,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      APP_URL: 'http://localhost:5173',
    },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, API_PORT: apiPort, PORT: '5173' },
  }),
];
log(`API sur le port ${apiPort}, application sur http://localhost:5173`);
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
