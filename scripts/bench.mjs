// `npm run bench`: every benchmark of the project, one after the other (each is also an npm
// script of its own, `bench:<name>`). Installs what is missing first; exits non-zero when one
// fails. Results and how to read them: bench/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, log, root, run } from './lib.mjs';
import { ensureSystem, requirements } from './system.mjs';

await ensureDependencies();
await ensureSystem([
  requirements.chromium,
  requirements.headlessShell,
  requirements.fonts,
  requirements.emoji,
  requirements.postgres,
]);

const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const benches = Object.keys(scripts).filter((name) => name.startsWith('bench:'));
let failed = 0;
for (const name of benches) {
  log(`── ${name}`);
  const code = await run('npm', ['run', '--silent', name]);
  if (code !== 0) failed += 1;
}
log(`${benches.length - failed} benchmark(s) ran, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
