import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from '../config/config.ts';
import { isEmpty } from '../content/content.repository.ts';
import { importContent } from '../content/import.ts';
import { migrateToLatest, openSqlite } from '../db/database.ts';
import { readUploadsVersion } from '../db/uploads-version.ts';
import { todayIso } from '../lib/dates.ts';
import { settleUploads } from '../lib/uploads-folder.ts';
import { buildServer } from './app.ts';

/**
 * `npm start` (and `npm run dev`): creates and migrates the database, fills an empty one from the
 * content folder, and serves the site, /api and /uploads on one port. Run as plain `node` on the
 * compiled build/bin/start.js in production; the React Router build sits beside it in build/.
 */
const config = loadConfig();
const buildDir = resolve(import.meta.dirname, '..', '..', 'build');

const db = openSqlite(config.databasePath);
await migrateToLatest(db);
if (await isEmpty(db)) {
  console.log(`Importing ${config.contentDir} (the first time, making image sizes takes a while)…`);
  const result = await importContent({
    dir: config.contentDir,
    db,
    uploadsDir: config.uploadsDir,
    uploadsUrl: config.uploadsUrl,
    imageCacheDir: config.imageCacheDir,
    today: todayIso(config.timeZone, config.today),
    log: (line) => console.log(line),
  });
  for (const w of result.warnings) console.warn(`  ${w.file}: ${w.message}`);
  if (!result.ok) {
    console.error(`The content folder ${config.contentDir} has problems; nothing was imported:`);
    for (const p of result.problems) console.error(`  ${p.file}: ${p.field}: ${p.message}`);
    process.exit(1);
  }
  console.log(`Imported ${config.contentDir} into ${config.databasePath}`);
}
// What a killed import left behind goes; current points at the version the database names.
await settleUploads(config.uploadsDir, await readUploadsVersion(db));

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
