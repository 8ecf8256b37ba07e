import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness/chromium.ts';

export default defineConfig({
  testDir: 'tests/browser',
  // Two cores, one browser, three pages at a time: a test waiting on its page (a poll, a pause
  // of the carousel, the network going quiet) leaves a core to the others. Clean-clone CI: 6.0
  // minutes with three, 6.5 with two; Vitest gained nothing from a third worker (it keeps two).
  workers: 3,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  globalSetup: './tests/browser/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
