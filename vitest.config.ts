import { defineConfig } from 'vitest/config';

// Kept free of the React Router Vite plugin on purpose: unit and API tests run plain TS.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: [
            'tests/api/**/*.test.ts',
            'tests/content/**/*.test.ts',
          ],
          // The demo content is imported once into a temporary database for the whole run, and
          // the site is built (when its sources changed) for the tests that serve pages.
          globalSetup: ['tests/helpers/vitest-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // Pages through app.inject() or a real server: the site is built first if needed.
          globalSetup: [
            'tests/helpers/vitest-build-setup.ts',
            'tests/helpers/vitest-global-setup.ts',
          ],
        },
      },
      // nginx in front of two copies of the compiled server (skipped where nginx is missing).
      { extends: true, test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'] } },
    ],
  },
});
