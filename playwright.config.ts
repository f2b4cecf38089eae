import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The config is loaded again in every worker: the first load picks the port and the data
// folder and leaves them in the environment the workers inherit.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'paraphe-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * The browser journeys run against the built app, on a fresh PGlite database, in the system
 * Chromium. PARAPHE_BROWSER_BENCH=1 runs the browser measurements of bench/browser instead
 * (`npm run bench:editor`): same server, figures printed, nothing timed is asserted.
 */
export default defineConfig({
  testDir: process.env.PARAPHE_BROWSER_BENCH ? 'bench/browser' : 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // CI runs on two busy cores, sometimes beside another suite: the editor's first render and a
  // PDF render can take seconds. These are how long a step may wait for the app, not budgets:
  // nothing asserts a duration, and a passing journey never waits for them. Beside another
  // suite (load average about 20), a saved contract's editor or the signing page's drawn pages
  // took more than 15 s to appear: a step may wait 30 s.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Behind TRUST_PROXY each browser context presents its own X-Forwarded-For (e2e/support/contexts.ts),
    // so the per-IP rate limits apply to each simulated visitor and not to the whole suite.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_URL: baseURL,
      TRUST_PROXY: 'true',
      // The simulated visitors come from other addresses (X-Forwarded-For) and read their links
      // in the dev mailbox, which otherwise answers loopback clients only.
      DEV_MAILS_OPEN: 'true',
      // The support console's operator of e2e/support-chat.spec.ts.
      SUPPORT_OPERATOR_EMAILS: 'ines@support.e2e.paraphe.test',
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    },
  },
});
