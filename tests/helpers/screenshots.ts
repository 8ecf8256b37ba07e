import { resolve } from 'node:path';

/** Where the test run leaves its screenshots (an artifact of CI, not committed). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', '..', 'reports', 'screenshots');

/**
 * Whether the walk through every page type leaves a full-page screenshot of each, for people to
 * look at: `SCREENSHOTS=1 npm run test:browser`. Off by default, as in CI, where nobody looks at
 * them: the 84 full-page PNGs were a third of the walk's time (issue 35, the CI's budget).
 */
export const EVERY_PAGE_SCREENSHOTS = process.env.SCREENSHOTS === '1';
