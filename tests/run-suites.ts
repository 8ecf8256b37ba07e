/**
 * `npm test`: the Vitest suite and the browser suite side by side. Alone, each leaves a core
 * idle for part of its run (Vitest's servers starting, the browser waiting on a page); together
 * they keep both busy (decision 115). What both need is made first, once: the build, and the
 * demo's pictures in the shared image cache (two imports encoding the same pictures at once
 * would each pay for them). The browser suite's lines are prefixed, so the two stay readable.
 * Exits non-zero when either suite fails.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureBuilt } from '../harness/ensure-build.ts';
import { TEST_BUILD_ENV } from './helpers/test-build.ts';
import { warmDemoImageCache } from './helpers/warm-image-cache.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BROWSER_PREFIX = 'browser │ ';

Object.assign(process.env, TEST_BUILD_ENV);
ensureBuilt(ROOT, console.log);
await warmDemoImageCache();

/** One suite's command, through npm as the scripts name it; its exit code. */
async function run(script: string, prefix?: string): Promise<number> {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: ROOT,
    stdio: ['ignore', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
  });
  if (prefix) {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
    }
  }
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  return code ?? (signal ? 1 : 0);
}

const [unit, browser] = await Promise.all([run('test:unit'), run('test:browser', BROWSER_PREFIX)]);
process.exit(unit || browser);
