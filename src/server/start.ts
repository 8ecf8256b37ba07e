import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from '../config/config.ts';
import { isEmpty } from '../content/content.repository.ts';
import { importContent } from '../content/import.ts';
import { describeDatabase } from '../db/database.ts';
import { todayIso } from '../lib/dates.ts';
import { buildServer } from './app.ts';
import { openDatabaseOrExit } from './open-database.ts';

/**
 * `npm start` (and `npm run dev`): creates and migrates the database (SQLite at DATABASE_PATH, or
 * PostgreSQL at DATABASE_URL), fills an empty one from the content folder, and serves the site,
 * /api and /uploads on one port. Run as plain `node` on the compiled build/bin/start.js in
 * production; the React Router build sits beside it in build/.
 */
const config = loadConfig();
const buildDir = resolve(import.meta.dirname, '..', '..', 'build');

const db = await openDatabaseOrExit(config);
if (await isEmpty(db)) {
  const result = await importContent({
    dir: config.contentDir,
    db,
    uploadsDir: config.uploadsDir,
    today: todayIso(config.timeZone, config.today),
  });
  if (!result.ok) {
    console.error(`The content folder ${config.contentDir} has problems; nothing was imported:`);
    for (const p of result.problems) console.error(`  ${p.file}: ${p.field}: ${p.message}`);
    process.exit(1);
  }
  console.log(`Imported ${config.contentDir} into ${describeDatabase(config)}`);
}

const app = await buildServer({ config, db, buildDir });

// On SIGTERM or SIGINT: stop accepting, let requests in flight finish, close the database, exit 0.
// Past the deadline the process exits 1 rather than hang a deploy.
closeWithGrace({ delay: config.shutdownTimeoutMs || false }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else app.log.info(`${signal ?? 'shutdown'}: closing`);
  await app.close();
  await db.destroy();
});

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// The test harness reads this line to find the port.
console.log(`Listening on http://localhost:${port}`);
