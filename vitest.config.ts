import { defineConfig } from 'vitest/config';

// Kept free of the React Router Vite plugin on purpose: unit and API tests run plain TS.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/content/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
