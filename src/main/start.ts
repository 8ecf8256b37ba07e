import { join, resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from '../config/config.ts';
import { fillIfEmpty } from '../content/fill-if-empty.ts';
import { servesDemo } from '../content/content.repository.ts';
import { openCheckedDatabase, StartupError } from '../db/database-check.ts';
import { describeDatabase, type Db } from '../db/database.ts';
import { readUploadsVersion } from '../db/uploads-version.ts';
import { todayIso } from '../lib/dates.ts';
import { settleUploads } from '../lib/uploads-folder.ts';
import { buildServer } from '../server/app.ts';
import { checkBackend } from '../server/check-backend.ts';
import { gracefulCloser } from '../server/graceful-close.ts';
import { endWithSupervisor, reportToSupervisor, supervisorPid } from '../server/studio-child.ts';
import { StudioStartError, superviseStudio } from '../server/studio-process.ts';

/**
 * `npm start` (and `npm run dev`): checks and migrates the database (SQLite at DATABASE_PATH, or
 * PostgreSQL at DATABASE_URL), fills an empty one from the
 * content folder (AUTO_IMPORT), and serves the site, /api and /uploads on one port, and the studio
 * on another from a child process (decision 072). Run as plain
 * `node` on the compiled build/bin/start.js in production (npm start execs it, so signals reach
 * the server itself), which sets NODE_ENV and loads this file compiled as build/bin/serve.js
 * (production.ts); the React Router build sits beside it in build/.
 */
const buildDir = resolve(import.meta.dirname, '..', '..', 'build');
/**
 * `npm run dev` (start.ts --dev): the pages from the sources through Vite, never kept by the page
 * cache unless PAGE_CACHE_TTL_MS says so (decision 051); the studio from its sources too, through
 * its own Vite with hot updates, on its own port (decision 077).
 */
const dev = process.argv.includes('--dev');
const devRoot = dev ? resolve(import.meta.dirname, '..', '..') : undefined;
/**
 * Set when this process is the studio that a site's process started beside itself (SERVE=all,
 * decision 072): that process checked and filled the database, and prints the start's last line.
 */
const supervisor = supervisorPid();
if (supervisor) endWithSupervisor(supervisor);

let config: Config;
let db: Db | undefined;
try {
  config = loadConfig();
  // Read after .env: a PAGE_CACHE_TTL_MS given there or in the shell is kept.
  if (dev && !process.env.PAGE_CACHE_TTL_MS) config = { ...config, pageCacheTtlMs: 0 };
  // A site-only copy keeps no database: it reads everything from API_URL.
  if (config.serve !== 'site') {
    db = await openCheckedDatabase(config);
    const today = todayIso(config.timeZone, config.today);
    const { imported } = await fillIfEmpty(db, config, today);
    if (imported && !supervisor)
      console.log(
        `${describeDatabase(config)} was empty: imported CONTENT_DIR=${config.contentDir}.`,
      );
    if (!supervisor && (await servesDemo(db))) {
      console.warn(
        'Serving the demo content of a fictional college; every page says so. For the ' +
          "college's own site, import its content (npm run import -- <folder>) and set AUTO_IMPORT=0.",
      );
    }
  }
  if (config.apiUrl && config.serve !== 'api' && config.serve !== 'studio') {
    const problem = await checkBackend(config.apiUrl);
    if (problem) throw new StartupError(problem);
  }
} catch (error) {
  // A problem the operator can fix is one line, without a stack trace; a bug keeps its stack.
  if (error instanceof StartupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
// What a killed import left behind goes; current points at the version the database names.
// (Not in the studio's process: the site's did it, and an import may be under way by now.)
if (db && !supervisor) await settleUploads(config.uploadsDir, await readUploadsVersion(db));

// SERVE=studio opens the studio alone; SERVE=all opens it beside the site unless STUDIO=off, in a
// process of its own that this one starts again when it ends or hangs, so that nothing done in
// the studio stops the site (decision 072). `npm run dev` keeps it in this process.
// Started first, to load beside the site; it logs through the site's logger once there is one.
const siteLog: { to?: FastifyBaseLogger } = {};
const studioProcess =
  config.studio.enabled && config.serve === 'all' && !dev
    ? superviseStudio({
        entry: process.argv[1]!,
        execArgv: process.execArgv,
        env: process.env,
        port: config.studio.port,
        log: (level, message) => (siteLog.to ?? console)[level](message),
      })
    : undefined;
const app =
  config.serve === 'studio' ? undefined : await buildServer({ config, db, buildDir, devRoot });
siteLog.to = app?.log;
const studio = config.studio.enabled && db && !studioProcess ? await openStudio(db) : undefined;

// Scheduled publishes run where the studio runs, whether anyone is signed in or not (decision
// 088); on several copies each runs one, and each change is run by exactly one of them.
const scheduler =
  studio && db
    ? (await import('../studio/schedule/scheduler.ts')).startScheduler(db, {
        everyMs: config.studio.schedulePollMs,
        timeZone: config.timeZone,
        log: studio.log,
      })
    : undefined;

// On SIGTERM or SIGINT: stop accepting, close idle connections, let requests in flight finish
// (with the API calls their renders make), close the database, exit 0. Past the deadline the
// process exits 1 rather than hang a deploy.
const closeApp = app && gracefulCloser(app);
const closeStudio = studio && gracefulCloser(studio);
closeWithGrace({ delay: config.shutdownTimeoutMs || false }, async ({ signal, err }) => {
  const log = (app ?? studio)?.log;
  if (err) log?.error({ err }, 'closing after an unexpected error');
  else log?.info(`${signal ?? 'shutdown'}: closing`);
  await Promise.all([closeApp?.(), closeStudio?.(), studioProcess?.stop(), scheduler?.stop()]);
  await db?.destroy();
});

// The studio first, so that the last line says everything is ready: the test harness and the
// benchmarks wait for "Listening on" (the studio's own address when it serves alone).
if (studio && db) {
  const port = await listen(studio, config.studio.port, 'STUDIO_PORT');
  // Its own origin: staff only; the public site links nowhere near it.
  console.log(`Studio on http://localhost:${port} (staff sign-in; not linked from the site)`);
  const { demoAccounts } = await import('../studio/auth/demo-accounts.ts');
  for (const line of await demoAccounts(db)) console.log(line);
  if (supervisor) reportToSupervisor(port);
  else if (!app) console.log(`Listening on http://localhost:${port}`);
}
// The studio's process printed its lines (its address, the demo accounts) before it said so.
if (studioProcess) {
  try {
    await studioProcess.ready;
  } catch (error) {
    if (!(error instanceof StudioStartError)) throw error;
    // Exit code 1: it printed the one line that says why (a setting, its port); else this says.
    if (error.code !== 1) console.error(error.message);
    process.exit(1);
  }
}
if (app) {
  const port = await listen(app, config.port, 'PORT');
  console.log(`Listening on http://localhost:${port}`);
}

/**
 * The studio in this process. Its modules, and the site's renderer for its previews, are loaded
 * only here: the site's own process, whose studio runs beside it, never loads them (decision 118).
 */
async function openStudio(db: Db) {
  const [{ buildStudio }, { sitePageRenderer }] = await Promise.all([
    import('../studio/server/studio-app.ts'),
    import('../server/site-page-renderer.ts'),
  ]);
  return buildStudio({
    config,
    db,
    buildDir: join(buildDir, 'studio'),
    devRoot,
    siteBuildDir: buildDir,
    renderSitePage: await sitePageRenderer({ config, siteBuildDir: buildDir }),
  });
}

/** Listens on HOST:port, or stops the start with one line naming the setting to change. */
async function listen(server: FastifyInstance, port: number, setting: string): Promise<number> {
  try {
    await server.listen({ port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    console.error(
      `${setting}=${port} on HOST=${config.host} cannot be used (${code}): another program ` +
        `holds it, or it needs privileges; choose another ${setting}.`,
    );
    process.exit(1);
  }
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : port;
}
