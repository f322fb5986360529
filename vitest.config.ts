import { defineConfig } from 'vitest/config';

/**
 * The tests of the server and the database: each file starts a database (PGlite, and PostgreSQL too
 * when `TEST_DATABASE_URL` is set), a few seconds apiece, so they are a project of their own.
 */
const DATABASE_TESTS = ['apps/server/**/*.test.ts', 'packages/db/**/*.test.ts'];

/**
 * Four projects: `unit` for pure code (no database, seconds in all), `happy-dom` for components,
 * `server` for the database and the server's API, `e2e` for journeys in real Chromium (files under
 * e2e/, run one file at a time per worker). `npm run test:unit` runs the first two: the inner loop.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...DATABASE_TESTS, '**/node_modules/**', '**/*.dom.test.ts', '**/*.dom.test.tsx'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: DATABASE_TESTS,
          exclude: ['**/node_modules/**', '**/*.dom.test.ts', '**/*.dom.test.tsx'],
          globalSetup: ['./scripts/test-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'happy-dom',
          environment: 'happy-dom',
          include: ['packages/**/*.dom.test.{ts,tsx}', 'apps/**/*.dom.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          // The database check, then a build of whatever the journeys serve and is not built yet.
          globalSetup: ['./scripts/test-global-setup.ts', './e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // A worker process runs file after file, so the stack, the browser and the host site of
          // e2e/support/fixtures.ts start once per worker, not once per file (isolated files each
          // get a new process). The specs keep no state in modules that another file could trip on.
          isolate: false,
          // The shared stack's webhooks reach the local receiver of dashboard-webhook.spec.ts
          // (127.0.0.1 is private) and are polled for often, as that journey waits for one.
          env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: '1', WEBHOOK_POLL_MS: '200' },
          // Browser journeys run after the unit and API tests, two files at a time.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
