import { resolve } from 'node:path';

/** Where the test run leaves its screenshots (an artifact of CI, not committed). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', '..', 'reports', 'screenshots');
