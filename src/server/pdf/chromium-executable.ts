import { existsSync } from 'node:fs';

/** The usual places on Linux and macOS; `scripts/system.mjs` looks in the same ones. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** CHROMIUM_PATH when it exists, else the first usual location found. Never a download. */
export function findChromiumExecutable(environment: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = environment.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export function requireChromiumExecutable(explicit?: string): string {
  const found = explicit ?? findChromiumExecutable();
  if (!found) {
    throw new Error(
      'Chromium introuvable : installez-le (Debian : apt-get install chromium) ou indiquez CHROMIUM_PATH.',
    );
  }
  return found;
}
