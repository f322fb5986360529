import { defineConfig } from 'vitest/config';

/**
 * Three projects: `node` for pure code, the database and the server; `happy-dom` for components;
 * `e2e` for journeys in real Chromium (files under e2e/, run one file at a time per worker).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          globalSetup: ['./scripts/test-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Browser journeys run after the unit and API tests, two files at a time.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
