import { resolve } from 'node:path';
import { ensureBuilt } from '../../harness/ensure-build.ts';

/** Builds the site (npm run build) when the sources are newer, once for the tests of pages. */
export default function setup() {
  ensureBuilt(resolve(import.meta.dirname, '..', '..'), console.log);
}
