import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules of shared/ and client components, no database) and
 * `server` (routes through buildApp on a real database: PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set — scripts/test.mjs runs it on both).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Rendering the editor's whole form in happy-dom takes seconds when the cores are busy
          // (two suites side by side): how long a test may wait, not a budget it is held to.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/testing/global-setup.ts'],
          // Limits, not budgets: beside another suite a test with a few PDF renders takes minutes.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
    ],
  },
});
