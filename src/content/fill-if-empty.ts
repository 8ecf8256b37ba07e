import type { Config } from '../config/config.ts';
import { StartupError, type DatabaseSettings } from '../db/database-check.ts';
import { describeDatabase, type Db } from '../db/database.ts';
import { isEmpty } from './content.repository.ts';

export interface FillResult {
  /** True when the database was empty and has just been filled from CONTENT_DIR. */
  imported: boolean;
}

/**
 * An empty database is filled from CONTENT_DIR when AUTO_IMPORT allows it (the two-command start
 * of a fresh clone); otherwise the start stops, rather than serve a site without content.
 */
export async function fillIfEmpty(
  db: Db,
  config: DatabaseSettings &
    Pick<Config, 'contentDir' | 'uploadsDir' | 'uploadsUrl' | 'imageCacheDir'>,
  today: string,
): Promise<FillResult> {
  if (!(await isEmpty(db))) return { imported: false };
  if (!config.autoImport) {
    throw new StartupError(
      `${describeDatabase(config)} holds no content and AUTO_IMPORT=0. Import the ` +
        "college's content first: npm run import -- <content folder>.",
    );
  }
  console.log(`Importing ${config.contentDir} (the first time, making image sizes takes a while)…`);
  // Loaded only here: a server over a filled database never needs the importer's modules.
  const { importContent } = await import('./import.ts');
  const result = await importContent({
    dir: config.contentDir,
    db,
    uploadsDir: config.uploadsDir,
    uploadsUrl: config.uploadsUrl,
    imageCacheDir: config.imageCacheDir,
    today,
    log: (line) => console.log(line),
  });
  for (const w of result.warnings) console.warn(`  ${w.file}: ${w.message}`);
  if (!result.ok) {
    const lines = result.problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`);
    throw new StartupError(
      [`CONTENT_DIR=${config.contentDir} has problems; nothing was imported:`, ...lines].join('\n'),
    );
  }
  return { imported: true };
}
