import { resolve } from 'node:path';
import { migrateToLatest, openSqlite } from '../api/db/database.ts';
import { isEmpty } from '../content/content.repository.ts';
import { importContent } from '../content/import.ts';
import { todayIso } from '../lib/dates.ts';
import { buildServer } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureBuilt } from './ensure-build.ts';

/**
 * `npm start`: builds what is not built, creates and migrates the database, fills an empty one
 * from the content folder, and serves the site, /api and /uploads on one port.
 */
const config = loadConfig();
const root = resolve(import.meta.dirname, '..', '..');
const buildDir = resolve(root, 'build');
ensureBuilt(root, buildDir, console.log);

const db = openSqlite(config.databasePath);
await migrateToLatest(db);
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
  console.log(`Imported ${config.contentDir} into ${config.databasePath}`);
}

const app = await buildServer({ config, db, buildDir });
const shutdown = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// The test harness reads this line to find the port.
console.log(`Listening on http://localhost:${port}`);
