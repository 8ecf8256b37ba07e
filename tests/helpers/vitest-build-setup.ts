import { resolve } from 'node:path';
import { ensureBuilt } from '../../harness/ensure-build.ts';
import { TEST_BUILD_ENV } from './test-build.ts';

/** Builds the site (npm run build) when the sources are newer, once for the tests of pages. */
export default function setup() {
  Object.assign(process.env, TEST_BUILD_ENV);
  ensureBuilt(resolve(import.meta.dirname, '..', '..'), console.log);
}
