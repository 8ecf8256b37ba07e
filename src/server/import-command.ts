import { describeDatabase } from '../db/database.ts';
import { todayIso } from '../lib/dates.ts';
import { loadConfig } from '../config/config.ts';
import { importContent } from '../content/import.ts';
import { describeWriteFailure } from '../content/write-failure.ts';
import { readContentFolder } from '../content/read-folder.ts';
import { openCheckedDatabase, StartupError } from '../db/database-check.ts';

/**
 * `npm run import -- <folder>` loads a content folder into the database (DATABASE_PATH, or
 * DATABASE_URL) and its attachments into UPLOADS_DIR. `--check` only validates. Exit code 1 when there are problems.
 */
const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const dir = args.find((arg) => !arg.startsWith('--'));
if (!dir) {
  console.error('Usage: npm run import -- [--check] <content folder>');
  process.exit(2);
}

const config = loadConfig();
const today = todayIso(config.timeZone, config.today);

if (checkOnly) {
  const result = await readContentFolder(dir, today, { uploadsUrl: config.uploadsUrl });
  warn(result.warnings);
  report(result.ok ? [] : result.problems);
  if (result.ok) console.log(`${dir} is valid.`);
} else {
  // The start's checks (damaged file, schema, PostgreSQL not answering), each one line; a
  // missing file is no problem here: the import creates it.
  const db = await openCheckedDatabase({ ...config, autoImport: true }).catch((error: unknown) => {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  try {
    const result = await importContent({
      dir,
      db,
      uploadsDir: config.uploadsDir,
      uploadsUrl: config.uploadsUrl,
      imageCacheDir: config.imageCacheDir,
      today,
      log: (line) => console.log(line),
    });
    warn(result.warnings);
    if (result.ok) {
      console.log(`Imported ${dir} into ${describeDatabase(config)} (as of ${today}):`);
      for (const [table, count] of Object.entries(result.counts))
        console.log(`  ${table}: ${count}`);
    } else {
      report(result.problems);
    }
  } catch (error) {
    // A full disk or a missing permission is the operator's to fix: one line, not a stack.
    const failure = describeWriteFailure(error, describeDatabase(config));
    if (!failure) throw error;
    console.error(`Import failed: ${failure}. Nothing was changed: the site keeps its content.`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

/** What was left out (an image from another site in a text); the import goes on. */
function warn(warnings: { file: string; message: string }[]) {
  if (warnings.length === 0) return;
  console.warn(`${warnings.length} warning(s):`);
  for (const w of warnings) console.warn(`  ${w.file}: ${w.message}`);
}

function report(problems: { file: string; field: string; message: string }[]) {
  if (problems.length === 0) return;
  console.error(`${problems.length} problem(s); nothing was changed:`);
  for (const p of problems)
    console.error(`  ${p.file}${p.field ? ` › ${p.field}` : ''}: ${p.message}`);
  process.exitCode = 1;
}
