import { loadConfig, type Config } from '../../src/config/config.ts';
import { renderThreadsEnv } from './render-threads-env.ts';

/**
 * The configuration of a server a test builds in process: the settings given, on top of the
 * tests' RENDER_THREADS (0 unless the shell says otherwise, render-threads-env.ts). The one way
 * the tests load a configuration (a dependency rule keeps it so): a test that built its site with
 * loadConfig alone would start a render thread, loading the whole build again, and nothing would
 * fail to say so.
 */
export function testConfig(env: Record<string, string | undefined>): Config {
  return loadConfig({ ...renderThreadsEnv(), ...env });
}
