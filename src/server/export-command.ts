import { loadConfig } from '../config/config.ts';
import { describeDatabase } from '../db/database.ts';
import { todayIso } from '../lib/dates.ts';
import { openCheckedDatabase, StartupError } from '../db/database-check.ts';
import { ExportRefused, exportContent, refusalOf } from '../content/export.ts';

/**
 * `npm run export -- <folder>` writes everything the database holds (DATABASE_PATH, or
 * DATABASE_URL) as a content folder, with the attachment files of UPLOADS_DIR and the studio's:
 * `npm run import -- <folder>` into an empty database gives the same site back. The folder must
 * be new or empty. Exit code 1 when nothing was written, or when the folder has problems an
 * import would refuse.
 */
const args = process.argv.slice(2);
const dir = args.find((arg) => !arg.startsWith('--'));
if (!dir || args.length !== 1) {
  console.error('Usage: npm run export -- <new folder>');
  process.exit(2);
}
// Before anything is opened: a folder with something in it is never written over.
const refusal = await refusalOf(dir);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const config = loadConfig();
const today = todayIso(config.timeZone, config.today);
const db = await openCheckedDatabase({ ...config, autoImport: false }).catch((error: unknown) => {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  const result = await exportContent({
    db,
    dir,
    uploadsDir: config.uploadsDir,
    uploadsUrl: config.uploadsUrl,
    today,
  });
  if (result.warnings.length > 0) {
    console.warn(`${result.warnings.length} warning(s):`);
    for (const w of result.warnings) console.warn(`  ${w.file}: ${w.message}`);
  }
  console.log(`Exported ${describeDatabase(config)} into ${dir}:`);
  for (const [kind, count] of Object.entries(result.counts)) console.log(`  ${kind}: ${count}`);
  console.log(
    `  files: ${result.files.uploads + result.files.studio} (${result.files.studio} from the studio)`,
  );
  if (result.problems.length > 0) {
    console.error(`${result.problems.length} problem(s) an import of ${dir} would refuse:`);
    for (const p of result.problems)
      console.error(`  ${p.file}${p.field ? ` › ${p.field}` : ''}: ${p.message}`);
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof ExportRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
