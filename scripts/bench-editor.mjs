// `npm run bench:editor`: keystroke to updated preview in the editor, in Chromium, against the
// built app (bench/browser/editor-keystroke.spec.ts). Prints the figures.
import path from 'node:path';
import { ensureClientBuild, ensureDependencies, freePort, root, run } from './lib.mjs';
import { ensureSystem, findChromium, requirements } from './system.mjs';

await ensureDependencies();
await ensureSystem([requirements.chromium, requirements.fonts, requirements.emoji]);
await ensureClientBuild();
const code = await run(path.join(root, 'node_modules/.bin/playwright'), ['test'], {
  env: {
    ...process.env,
    PARAPHE_BROWSER_BENCH: '1',
    CHROMIUM_PATH: findChromium(),
    E2E_PORT: String(await freePort()),
  },
});
process.exit(code);
