/** The day the test content is imported and the test servers live in (fixed, so tests repeat). */
export const TEST_TODAY = '2026-06-15';
/** The demo holiday runs from import day +14 to +16. */
export const TEST_HOLIDAY_DAY = '2026-06-30';
export const DEMO_CONTENT_DIR = 'content/demo';
/** Phone-sized images made at import, shared by every test's import (as by the bench's). */
export { SHARED_IMAGE_CACHE_DIR as TEST_IMAGE_CACHE_DIR } from '../../harness/server-process.ts';
/**
 * The tests' own small content folder: the demo's college cut to two departments and two of
 * everything (tests/fixtures/make-small-content.ts), for tests that import content of their own.
 */
export const SMALL_CONTENT_DIR = 'tests/fixtures/content';
