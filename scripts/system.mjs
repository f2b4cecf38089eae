// Finds the system programs the tests need (Chromium, poppler, qpdf, fonts) and installs the
// Debian packages when they are missing and the machine allows it (Debian or Ubuntu, root).
import { existsSync, readFileSync } from 'node:fs';
import { commandExists, log, run } from './lib.mjs';

const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

const isDebianLike = () =>
  existsSync('/etc/debian_version') || /ID(_LIKE)?=.*(debian|ubuntu)/.test(safeRead('/etc/os-release'));
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
function safeRead(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

let aptUpdated = false;
async function aptInstall(packages) {
  if (!isDebianLike() || !isRoot()) return false;
  log(`installation des paquets Debian : ${packages.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    await run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  return (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env })) === 0;
}

/**
 * Makes sure each requirement is present. Each entry: { name, check(), packages, hint, optional? }.
 * Stops with a message naming what to install when it cannot install it itself; an optional
 * requirement still missing is only reported.
 */
export async function ensureSystem(requirements) {
  const missing = requirements.filter((requirement) => !requirement.check());
  if (missing.length === 0) return;
  if (!(await aptInstall(missing.flatMap((requirement) => requirement.packages)))) {
    // One package that cannot be installed must not keep the others out.
    for (const requirement of missing) await aptInstall(requirement.packages);
  }
  for (const requirement of missing.filter((entry) => entry.optional && !entry.check())) {
    log(`${requirement.name} absent (${requirement.hint}) : on continue sans.`);
  }
  const still = missing.filter((requirement) => !requirement.optional && !requirement.check());
  if (still.length > 0) {
    console.error('Programmes manquants :');
    for (const requirement of still) console.error(`  - ${requirement.name} : ${requirement.hint}`);
    process.exit(1);
  }
}

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const requirements = {
  chromium: {
    name: 'Chromium',
    check: () => Boolean(findChromium()),
    packages: ['chromium'],
    hint: 'installez Chromium (Debian : apt-get install chromium) ou indiquez CHROMIUM_PATH',
  },
  // The PDF renderer's Chromium (src/server/pdf/chromium-executable.ts); without it, it prints
  // with the full browser, twice slower. Installed where Debian's packages can be.
  headlessShell: {
    name: 'Chromium headless shell',
    optional: true,
    check: () => existsSync(HEADLESS_SHELL) || Boolean(process.env.PDF_CHROMIUM_PATH) || !isDebianLike() || !isRoot(),
    packages: ['chromium-headless-shell'],
    hint: 'apt-get install chromium-headless-shell, ou indiquez PDF_CHROMIUM_PATH ; les PDF sont imprimés par Chromium',
  },
  fonts: {
    name: 'polices DejaVu',
    check: () => existsSync('/usr/share/fonts/truetype/dejavu') || process.platform === 'darwin',
    packages: ['fonts-dejavu-core'],
    hint: 'apt-get install fonts-dejavu-core',
  },
  emoji: {
    name: 'police Noto Color Emoji',
    check: () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf') || process.platform === 'darwin',
    packages: ['fonts-noto-color-emoji'],
    hint: 'apt-get install fonts-noto-color-emoji',
  },
  poppler: {
    name: 'poppler-utils (pdftotext, pdftoppm)',
    check: () => commandExists('pdftotext') && commandExists('pdftoppm'),
    packages: ['poppler-utils'],
    hint: 'apt-get install poppler-utils',
  },
  qpdf: { name: 'qpdf', check: () => commandExists('qpdf'), packages: ['qpdf'], hint: 'apt-get install qpdf' },
  postgres: {
    name: 'PostgreSQL 15',
    check: () => existsSync('/usr/lib/postgresql/15/bin/initdb'),
    packages: ['postgresql-15'],
    hint: 'apt-get install postgresql-15',
  },
};
