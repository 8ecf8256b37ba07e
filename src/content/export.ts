import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { stringify } from 'yaml';
import type { Db } from '../db/database.ts';
import { UPLOADS_VERSION_KEY } from '../db/uploads-version.ts';
import { liveFolder } from '../lib/uploads-folder.ts';
import { listFileSources, namedStudioFiles, writeFiles } from './export-files.ts';
import { markdownWriter } from './exported-html.ts';
import { fromRows, type ExportedFolder } from './from-rows.ts';
import { readContentFolder, type Problem } from './read-folder.ts';
import { readSnapshot } from './read-rows.ts';

export interface ExportOptions {
  db: Db;
  /** UPLOADS_DIR: the attachment files are copied from its live version folder. */
  uploadsDir: string;
  /** UPLOADS_URL: where images in content HTML point, written back as paths under files/. */
  uploadsUrl?: string;
  /** The folder to write: it must not exist, or be empty. */
  dir: string;
  /** The day the written folder is checked as of (it holds fixed dates only). */
  today: string;
}

export interface ExportResult {
  /** Entries written, by kind. */
  counts: Record<string, number>;
  /** Attachment files written: from the uploads folder, and from the studio's files. */
  files: { uploads: number; studio: number };
  /** What the folder cannot hold, or would not give back exactly: each named. */
  warnings: Problem[];
  /** What an import of the written folder would refuse (none when the database is sound). */
  problems: Problem[];
}

/** The export cannot start: one line for the operator. */
export class ExportRefused extends Error {}

/** Why `dir` cannot take an export (it exists and holds something), or null. */
export async function refusalOf(dir: string): Promise<string | null> {
  // Only a folder that is not there yet is free; any other failure (no permission) is the
  // operator's to see.
  const found = await stat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!found) return null;
  if (!found.isDirectory()) return `${dir} exists and is not a folder; name a new folder.`;
  if ((await readdir(dir)).length > 0)
    return `${dir} is not empty; name a new or empty folder, so nothing is overwritten.`;
  return null;
}

/**
 * Writes everything the database holds (what was imported and what the studio published) as a
 * content folder the importer reads, with its attachment files, so that the folder remains the
 * import and backup format. It is written into a temporary folder beside `dir` and renamed at
 * the end: a failed export leaves nothing half-written. The written folder is then read as an
 * import would read it, and anything it would refuse is returned as problems.
 */
export async function exportContent(options: ExportOptions): Promise<ExportResult> {
  const refusal = await refusalOf(options.dir);
  if (refusal) throw new ExportRefused(refusal);
  const uploadsUrl = options.uploadsUrl ?? '/uploads';
  const { rows, studioFiles } = await readSnapshot(options.db);
  if (rows.settings.length === 0)
    throw new ExportRefused('The database holds no content: there is nothing to export.');
  const version = rows.settings.find((row) => row.key === UPLOADS_VERSION_KEY);
  const liveDir = liveFolder(
    options.uploadsDir,
    version ? (JSON.parse(version.value) as string) : null,
  );

  const warnings: Problem[] = [];
  const warn = (where: string, message: string) =>
    warnings.push({ file: where, field: '', message });
  const sources = await listFileSources(liveDir, namedStudioFiles(rows, studioFiles), warn);
  const present = new Set([...sources.live, ...sources.studio]);
  const markdown = markdownWriter({ hasFile: (path) => present.has(path), uploadsUrl, warn });
  const folder = fromRows(rows, { markdown, warn });

  const target = resolve(options.dir);
  const temporary = join(
    dirname(target),
    `.${basename(target)}.exporting-${randomBytes(4).toString('hex')}`,
  );
  let problems: Problem[];
  try {
    await mkdir(temporary, { recursive: true });
    await writeFolder(folder, temporary);
    await writeFiles(options.db, liveDir, sources, temporary);
    const read = await readContentFolder(temporary, options.today, { uploadsUrl });
    problems = read.ok ? [] : read.problems;
    warnings.push(...read.warnings);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  return {
    counts: folder.counts,
    files: { uploads: sources.live.length, studio: sources.studio.length },
    warnings,
    problems,
  };
}

async function writeFolder(folder: ExportedFolder, root: string) {
  const write = async (path: string, text: string) => {
    const to = join(root, path);
    await mkdir(dirname(to), { recursive: true });
    await writeFile(to, text);
  };
  for (const [path, value] of folder.data) await write(path, stringify(value, { lineWidth: 0 }));
  for (const [path, text] of folder.texts) await write(path, text);
}
