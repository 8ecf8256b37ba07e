import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_ENV, TEST_CHROMIUM_PATH } from './harness/chromium.ts';

export default defineConfig({
  testDir: 'tests/browser',
  // Two cores, one browser, three pages at a time: a test waiting on its page (a poll, a pause
  // of the carousel, the network going quiet) leaves a core to the others. The whole suite in
  // the headless shell (decision 069): 3.7 minutes with three, 4.3 with two; Vitest gained
  // nothing from a third worker (it keeps two).
  workers: 3,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // Three pages at a time on two cores: a save, its redirect and the page drawn again once took
  // over Playwright's default 5 s in a clean-clone run. What the spec times (the public site
  // within 5 s of a publish) passes its own timeout.
  expect: { timeout: 10_000 },
  globalSetup: './tests/browser/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      env: TEST_CHROMIUM_ENV,
    },
    trace: 'off',
    // The site's worker (decision 101) stays out of every test but the one about it
    // (offline-and-follow.spec.ts): a page it controls fetches through it, past page.route, and
    // each new context would install it and fetch what it keeps.
    serviceWorkers: 'block',
  },
});
