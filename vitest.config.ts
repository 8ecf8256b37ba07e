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
            'tests/search/**/*.test.ts',
          ],
          // The demo content is imported once into a temporary database for the whole run.
          globalSetup: ['tests/helpers/vitest-global-setup.ts'],
        },
      },
    ],
  },
});
