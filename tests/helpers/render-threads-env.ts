/**
 * RENDER_THREADS of the tests, for the apps they build in process (a server process inherits it
 * anyway): 0 unless the shell sets it (vitest.config.ts), since each render thread loads the
 * whole server build and the tests start dozens of servers. tests/server/render-threads.test.ts
 * and shutdown.test.ts run the default of a machine of two CPUs or more, one thread; the page
 * tests can run with it too (`RENDER_THREADS=1 npx vitest run tests/pages`).
 */
export const renderThreadsEnv = (): Record<string, string> =>
  process.env.RENDER_THREADS === undefined ? {} : { RENDER_THREADS: process.env.RENDER_THREADS };
