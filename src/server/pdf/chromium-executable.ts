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

/**
 * Chromium's headless shell (Debian: chromium-headless-shell), same engine, same PDF: it prints
 * in the renderer without starting a print compositor process for each PDF, which the full
 * browser does (bench/README.md, « the headless shell »).
 */
const HEADLESS_SHELL_CANDIDATES = [
  // Debian's /usr/bin/chromium-headless-shell is a script that starts this program as its child
  // and stays its parent: a signal to the browser's pid must reach Chromium itself.
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chrome-headless-shell',
];

/** CHROMIUM_PATH when it exists, else the first usual location found. Never a download. */
export function findChromiumExecutable(
  environment: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  const configured = environment.CHROMIUM_PATH;
  if (configured && exists(configured)) return configured;
  return CANDIDATES.find(exists);
}

/**
 * The Chromium PDFs are printed with: PDF_CHROMIUM_PATH when it exists, else the headless shell
 * when installed, else the browser of findChromiumExecutable.
 */
export function findPdfChromiumExecutable(
  environment: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  const configured = environment.PDF_CHROMIUM_PATH;
  if (configured && exists(configured)) return configured;
  return HEADLESS_SHELL_CANDIDATES.find(exists) ?? findChromiumExecutable(environment, exists);
}

export function requireChromiumExecutable(explicit?: string): string {
  const found = explicit ?? findPdfChromiumExecutable();
  if (!found) {
    throw new Error(
      'Chromium introuvable : installez-le (Debian : apt-get install chromium-headless-shell) ou indiquez PDF_CHROMIUM_PATH.',
    );
  }
  return found;
}
