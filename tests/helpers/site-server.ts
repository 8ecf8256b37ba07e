import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { DEMO_CONTENT_DIR, TEST_IMAGE_CACHE_DIR, TEST_TODAY } from './today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface SiteServerOptions {
  /** Changes a copy of the demo content before it is imported (the demo itself is untouched). */
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
}

/**
 * A second site, besides the one of global-setup, for tests that need other content or another
 * date: its own temporary database, uploads and (edited) content folder, removed by stop().
 */
export async function startSiteServer(options: SiteServerOptions = {}): Promise<ServerProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'college-e2e-site-'));
  const today = options.today ?? TEST_TODAY;
  const env = {
    DATABASE_PATH: join(dir, 'college.sqlite'),
    UPLOADS_DIR: join(dir, 'uploads'),
    CONTENT_DIR: resolve(ROOT, DEMO_CONTENT_DIR),
  };
  try {
    if (options.editContent) {
      env.CONTENT_DIR = join(dir, 'content');
      await cp(resolve(ROOT, DEMO_CONTENT_DIR), env.CONTENT_DIR, { recursive: true });
      await options.editContent(env.CONTENT_DIR);
    }
    if (options.importedOn && options.importedOn !== today) {
      // Through the importer's own command, as staff would run it; the server then finds the
      // database filled and does not import again.
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/server/import-command.ts', env.CONTENT_DIR],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            IMAGE_CACHE_DIR: TEST_IMAGE_CACHE_DIR,
            ...env,
            TODAY: options.importedOn,
            LOG_LEVEL: 'warn',
          },
        },
      );
    }
    const server = await startServerProcess({ ...env, TODAY: today, ...options.env });
    return {
      url: server.url,
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
