import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS } from '../../harness/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Loaded before build/bin/start.js: when the process ends, prints which build of React it ran
 * (React's index.js requires one or the other from NODE_ENV). Node lists both in the CommonJS
 * cache, as it reads re-exports ahead for named imports; only the one required is `loaded`.
 */
const PROBE =
  'data:text/javascript,' +
  encodeURIComponent(
    `import { createRequire } from 'node:module';
     process.on('exit', () => {
       const cache = createRequire(process.cwd() + '/').cache;
       const react = Object.keys(cache).filter(
         (file) => cache[file].loaded && /[\\\\/]react[\\\\/]cjs[\\\\/]react\\.\\w+\\.js$/.test(file),
       );
       process.stdout.write('REACT ' + JSON.stringify(react.map((file) => file.split(/[\\\\/]/).pop())) + '\\n');
     });`,
  );

/** Runs the compiled server with a setting it refuses, so it stops right after loading. */
async function reactBuildOfCompiledServer(env: Record<string, string>): Promise<string[]> {
  const run = promisify(execFile)(
    process.execPath,
    [...PRODUCTION_NODE_FLAGS, '--import', PROBE, 'build/bin/start.js'],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: '', ...env, PORT: 'not-a-port' } },
  );
  const output = await run.then(
    ({ stdout }) => stdout,
    (error: { stdout: string }) => error.stdout,
  );
  const line = /^REACT (.*)$/m.exec(output);
  expect(line, output).not.toBeNull();
  return JSON.parse(line![1]!) as string[];
}

// Decision 040: React's development build made every render several times slower.
describe('the compiled server', () => {
  it("runs React's production build when NODE_ENV is not set", async () => {
    expect(await reactBuildOfCompiledServer({})).toEqual(['react.production.js']);
  });

  it('keeps a NODE_ENV it is given', async () => {
    expect(await reactBuildOfCompiledServer({ NODE_ENV: 'development' })).toEqual([
      'react.development.js',
    ]);
  });
});
