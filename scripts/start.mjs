// `npm start`: from a fresh clone to a served app. Installs what is missing, builds the client
// when its build is stale, then runs the server (which applies the migrations).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuild, ensureDependencies, root } from './lib.mjs';
import { ensureSystem, findChromium, requirements } from './system.mjs';

await ensureDependencies();
await ensureSystem([requirements.chromium, requirements.headlessShell, requirements.fonts, requirements.emoji]);
await ensureClientBuild();

const env = { ...process.env };
if (!env.CHROMIUM_PATH) env.CHROMIUM_PATH = findChromium();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  stdio: 'inherit',
  cwd: root,
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
