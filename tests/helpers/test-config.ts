import { loadConfig, type Config } from '../../src/config/config.ts';

/**
 * The configuration of a server a test builds in process: the settings given, on top of the
 * tests' RENDER_THREADS. That is 0 unless the shell says otherwise (vitest.config.ts): each
 * render thread loads the whole server build, and the tests start dozens of servers (a server
 * process a test spawns inherits it anyway). tests/server/render-threads.test.ts and
 * shutdown.test.ts run the default of a machine of two CPUs or more, one thread; the page tests
 * can run with it too (`RENDER_THREADS=1 npx vitest run tests/pages`).
 *
 * The one way the tests load a configuration (a dependency rule keeps it so): a test that built
 * its site with loadConfig alone would start a render thread, and nothing would fail to say so.
 */
export function testConfig(env: Record<string, string | undefined>): Config {
  const threads = process.env.RENDER_THREADS;
  return loadConfig({ ...(threads === undefined ? {} : { RENDER_THREADS: threads }), ...env });
}
