/**
 * RENDER_THREADS of the shell, for the apps the tests build in process (a server process
 * inherits it anyway): the page tests run once with render threads and once without
 * (`RENDER_THREADS=0 npx vitest run …`).
 */
export const renderThreadsEnv = (): Record<string, string> =>
  process.env.RENDER_THREADS === undefined ? {} : { RENDER_THREADS: process.env.RENDER_THREADS };
