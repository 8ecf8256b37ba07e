import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const RESULTS_DIR = join(ROOT, 'bench', 'results');
export const DEMO_CONTENT = join(ROOT, 'content', 'demo');
/** The day every bench server lives in (fixed, so the demo's relative dates repeat from run to run). */
export const BENCH_TODAY = '2026-06-15';
/** What Chromium sends: our server answers brotli, nginx its .br file (or .gz without the module). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
export const KB = 1024;
