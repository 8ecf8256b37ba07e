import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/**
 * Runs the compiled server with a setting it refuses, so it stops right after loading, with the
 * given modules loaded first (the probe among them). Its output, stdout then stderr.
 */
async function runCompiledServer(env: Record<string, string>, imports: string[]): Promise<string> {
  const run = promisify(execFile)(
    process.execPath,
    [
      ...PRODUCTION_NODE_FLAGS,
      ...imports.flatMap((module) => ['--import', module]),
      'build/bin/start.js',
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: '', ...env, PORT: 'not-a-port' } },
  );
  return run.then(
    ({ stdout, stderr }) => stdout + stderr,
    (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
  );
}

/** The React build the probe saw loaded in a run's output. */
function reactBuildIn(output: string): string[] {
  const line = /^REACT (.*)$/m.exec(output);
  expect(line, output).not.toBeNull();
  return JSON.parse(line![1]!) as string[];
}

/**
 * Loaded before build/bin/start.js: registers a module hook that refuses every package of
 * package.json's devDependencies (Vite, React Router's dev tools, tsx, …) that the compiled server
 * itself imports, naming it.
 */
function refusingDevPackages(): string {
  const { devDependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const hooks = `
    const dev = new Set(${JSON.stringify(Object.keys(devDependencies))});
    export async function resolve(specifier, context, next) {
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (dev.has(name) && context.parentURL?.includes('/build/bin/')) {
        throw new Error('a development package: ' + specifier);
      }
      return next(specifier, context);
    }`;
  return (
    'data:text/javascript,' +
    encodeURIComponent(
      `import { register } from 'node:module';
       register(${JSON.stringify('data:text/javascript,' + encodeURIComponent(hooks))});`,
    )
  );
}

/**
 * One run of the compiled server as npm start runs it (NODE_ENV unset), for the two checks of
 * what it loads: which React, and no development package. Each run loads the whole server build
 * (a second of CPU), so the two checks share it.
 */
let productionRun: Promise<string> | undefined;
const runAsInProduction = () =>
  (productionRun ??= runCompiledServer({}, [PROBE, refusingDevPackages()]));

// Decision 040: React's development build made every render several times slower. Each run
// loads the whole build: on a loaded machine that takes more than the default 20 s.
describe('the compiled server', { timeout: 60_000 }, () => {
  it("runs React's production build when NODE_ENV is not set", async () => {
    expect(reactBuildIn(await runAsInProduction())).toEqual(['react.production.js']);
  });

  it('keeps a NODE_ENV it is given', async () => {
    expect(reactBuildIn(await runCompiledServer({ NODE_ENV: 'development' }, [PROBE]))).toEqual([
      'react.development.js',
    ]);
  });
});

// Issue 25: npm run dev serves the sources through Vite, a development package.
describe('the compiled server', { timeout: 60_000 }, () => {
  it('imports no development package, Vite among them', async () => {
    const output = await runAsInProduction();
    expect(output).not.toMatch(/a development package: /);
    // It got as far as reading its settings, so every module it imports was loaded.
    expect(output).toMatch(/Invalid configuration:[\s\S]*PORT/);
  });
});
