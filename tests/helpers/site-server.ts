import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  IMPORT_COMMAND,
  startServerProcess,
  type ServerProcess,
} from '../../harness/server-process.ts';
import { DEMO_CONTENT_DIR, TEST_IMAGE_CACHE_DIR, TEST_TODAY } from './today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface SiteServerOptions {
  /**
   * The content folder the server imports: the demo unless said (SMALL_CONTENT_DIR, the tests'
   * small content, imports in a fraction of the time where the demo is not the point).
   */
  contentDir?: string;
  /** Changes a copy of the content before it is imported (the folder itself is untouched). */
  editContent?: (contentDir: string) => Promise<void>;
  /** The server's today (TODAY); by default TEST_TODAY. */
  today?: string;
  /**
   * The day the content is imported as, when it differs from `today`: a database imported on
   * TEST_TODAY and served on a later day (the demo holiday lies 14 to 16 days after import).
   */
  importedOn?: string;
  /** Further settings of the server (API_URL, ADMISSION_URL, …). */
  env?: Record<string, string>;
  /**
   * A folder with a database (college.sqlite) and its uploads, filled by an import already: the
   * server starts over a copy of both and imports nothing (the browser tests' E2E_DEMO_COPY).
   */
  copyOf?: string;
}

/** Where a site server keeps its data: what the importer command needs to load into it. */
export interface SiteData {
  DATABASE_PATH: string;
  /** Empty: SQLite at DATABASE_PATH, whatever the shell or .env says. */
  DATABASE_URL?: string;
  UPLOADS_DIR: string;
  CONTENT_DIR: string;
}

/**
 * A folder's tree of files as hard links in `to` (GNU cp -al): thousands of uploads in a moment,
 * where copying them took seconds of CPU. For uploads only, which are written as new files and
 * never changed in place; a database is copied.
 */
export async function linkTree(from: string, to: string) {
  await promisify(execFile)('cp', ['-al', from, to]);
}

/**
 * A database (college.sqlite) and its uploads, filled by an import, into `data`: a copy of the
 * one and links to the other.
 */
export async function copyImported(
  from: string,
  data: Pick<SiteData, 'DATABASE_PATH' | 'UPLOADS_DIR'>,
) {
  await cp(join(from, 'college.sqlite'), data.DATABASE_PATH);
  await linkTree(join(from, 'uploads'), data.UPLOADS_DIR);
}

/** Loads a content folder with the importer's own command (npm run import), as staff would. */
export async function importWithCommand(data: SiteData, contentDir: string, today: string) {
  await promisify(execFile)(process.execPath, [IMPORT_COMMAND, contentDir], {
    cwd: ROOT,
    env: {
      ...process.env,
      IMAGE_CACHE_DIR: TEST_IMAGE_CACHE_DIR,
      ...data,
      TODAY: today,
      LOG_LEVEL: 'warn',
    },
  });
}

/**
 * A second site, besides the one of global-setup, for tests that need other content or another
 * date: its own temporary database, uploads and (edited) content folder, removed by stop().
 */
export async function startSiteServer(
  options: SiteServerOptions = {},
): Promise<ServerProcess & { data: SiteData }> {
  const dir = await mkdtemp(join(tmpdir(), 'college-e2e-site-'));
  const today = options.today ?? TEST_TODAY;
  const env: SiteData = {
    DATABASE_PATH: join(dir, 'college.sqlite'),
    // Its own SQLite file even when the shell or a .env file names a PostgreSQL database.
    DATABASE_URL: '',
    UPLOADS_DIR: join(dir, 'uploads'),
    CONTENT_DIR: resolve(ROOT, options.contentDir ?? DEMO_CONTENT_DIR),
  };
  try {
    if (options.editContent) {
      const source = env.CONTENT_DIR;
      env.CONTENT_DIR = join(dir, 'content');
      await cp(source, env.CONTENT_DIR, { recursive: true });
      await options.editContent(env.CONTENT_DIR);
    }
    if (options.copyOf) await copyImported(options.copyOf, env);
    else if (options.importedOn && options.importedOn !== today) {
      // The server then finds the database filled and does not import again.
      await importWithCommand(env, env.CONTENT_DIR, options.importedOn);
    }
    // Compiled, as npm start runs it (the build is there: the global setups made it).
    const server = await startServerProcess(
      { ...env, TODAY: today, ...options.env },
      { compiled: true },
    );
    return {
      url: server.url,
      studioUrl: server.studioUrl,
      pid: server.pid,
      data: env,
      async stop() {
        await server.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
