import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { ensureBuilt } from '../../harness/ensure-build.ts';
import { assertChromium, TEST_CHROMIUM_PATH } from '../../harness/chromium.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import { linkTree } from '../helpers/site-server.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build.ts';
import { TEST_TODAY } from '../helpers/today.ts';
import { addStudioAccount } from './studio-account.ts';

/**
 * Builds the site if needed and starts it as `npm start` does (build/bin/start.js), on a free port, over a fresh
 * database filled with the demo content as of TEST_TODAY. Tests find it in E2E_BASE_URL, the
 * studio in E2E_STUDIO_URL, and an office account of the studio in E2E_STUDIO_OFFICE/PASSWORD;
 * a copy of that database and its uploads as imported, before any test, in E2E_DEMO_COPY.
 */
export default async function globalSetup() {
  assertChromium(TEST_CHROMIUM_PATH);
  const root = resolve(import.meta.dirname, '..', '..');
  Object.assign(process.env, TEST_BUILD_ENV);
  // Every server of the browser tests renders on its serving thread unless the shell says
  // otherwise: a render thread loads the whole build again (tests/helpers/test-config.ts).
  process.env.RENDER_THREADS ??= '0';
  ensureBuilt(root, console.log);
  const dir = await mkdtemp(join(tmpdir(), 'college-e2e-'));
  // The compiled start command npm start runs (React's production build, no tsx transforming
  // the sources at start): a browser sees what a visitor would, at a fraction of the CPU.
  const server = await startServerProcess(
    {
      DATABASE_PATH: join(dir, 'college.sqlite'),
      UPLOADS_DIR: join(dir, 'uploads'),
      TODAY: TEST_TODAY,
      // Every spec reads pages from one address: the budget of renders has server tests of its own.
      RATE_LIMIT_RENDERS_PER_MINUTE: '0',
    },
    { compiled: true },
  );
  // The demo as imported on TEST_TODAY, before any test writes to it: a second site that serves
  // this same content starts from a copy (startSiteServer's copyOf) instead of importing again.
  // SQLite's online backup: a consistent copy while the server holds the database open.
  const copy = join(dir, 'demo-copy');
  await mkdir(copy);
  const database = new Database(join(dir, 'college.sqlite'), { readonly: true });
  try {
    await database.backup(join(copy, 'college.sqlite'));
  } finally {
    database.close();
  }
  await linkTree(join(dir, 'uploads'), join(copy, 'uploads'));
  process.env.E2E_DEMO_COPY = copy;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dir;
  if (!server.studioUrl) throw new Error('the server did not open the studio');
  process.env.E2E_STUDIO_URL = server.studioUrl;
  // The office account the studio's tests sign in with (tests/browser/studio.spec.ts).
  process.env.E2E_STUDIO_OFFICE = 'office-e2e';
  process.env.E2E_STUDIO_PASSWORD = await addStudioAccount(
    { DATABASE_PATH: join(dir, 'college.sqlite') },
    process.env.E2E_STUDIO_OFFICE,
    'office',
  );
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
