import { join, resolve } from 'node:path';
import { DEMO_CONTENT_DIR, TEST_TODAY } from '../../tests/helpers/today.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const RESULTS_DIR = join(ROOT, 'bench', 'results');
export const DEMO_CONTENT = join(ROOT, DEMO_CONTENT_DIR);
/** The day every bench server lives in: the tests' day, so the demo's relative dates repeat. */
export const BENCH_TODAY = TEST_TODAY;
/** What Chromium sends: our server answers brotli, nginx its .br file (or .gz without the module). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
export const KB = 1024;
