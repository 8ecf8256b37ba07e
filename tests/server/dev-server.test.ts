import {
  appendFile,
  copyFile,
  cp,
  mkdtemp,
  readFile,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerProcess, type WatchedServerProcess } from '../../harness/server-process.ts';
import { DEMO_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/**
 * What `npm run dev` reads of a project: its sources and the configuration of Vite and React
 * Router, the site's and the studio's (studio/).
 */
const PROJECT_FILES = [
  'src',
  'public',
  'studio',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
];
/** An edit is seen once Vite's watcher has noticed it: asked again until then. */
const SEEN_WITHIN = { timeout: 30_000, interval: 250 };

// Issue 25: `npm run dev` loaded the last production build, so an edited .tsx needed a full build.
describe('npm run dev', { timeout: 60_000 }, () => {
  let dir = '';
  /** A copy of the project without build/, whose sources the tests edit. */
  let project = '';
  let server: WatchedServerProcess | undefined;

  const edit = async (file: string, change: (text: string) => string) => {
    const path = join(project, file);
    const before = await readFile(path, 'utf8');
    const after = change(before);
    expect(after, `the edit of ${file} changes it`).not.toBe(before);
    await writeFile(path, after);
  };
  const text = async (path: string) => {
    const response = await fetch(new URL(path, server!.url));
    expect(response.status, path).toBe(200);
    return response.text();
  };
  /** The address of the first element the regular expression finds in the page at `page`. */
  const linked = async (page: string, pattern: RegExp) => {
    const found = pattern.exec(await text(page))?.[1];
    expect(found, `${pattern} in ${page}`).toBeDefined();
    return found!.replaceAll('&amp;', '&');
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'college-dev-'));
    project = join(dir, 'project');
    for (const name of PROJECT_FILES) {
      await cp(join(ROOT, name), join(project, name), { recursive: true });
    }
    await symlink(await realpath(join(ROOT, 'node_modules')), join(project, 'node_modules'));
    // A fresh copy of the demo database; the uploads are only read.
    const database = join(dir, 'college.sqlite');
    await copyFile(inject('fixture').database.databasePath, database);
    server = await startServerProcess(
      {
        DATABASE_PATH: database,
        UPLOADS_DIR: inject('fixture').uploadsDir,
        CONTENT_DIR: join(ROOT, DEMO_CONTENT_DIR),
        TODAY: TEST_TODAY,
      },
      { devRoot: project },
    );
  }, 200_000);

  afterAll(async () => {
    await server?.stop();
    // The watcher's children may still be writing in the copy (ENOTEMPTY): rm tries again.
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  });

  it('shows an edited route module on the next request', async () => {
    expect(await text('/emblem')).toContain('alt="The emblem of');
    await edit('src/web/routes/college/emblem.tsx', (source) =>
      source.replace('alt={`The emblem of ', 'alt={`Edited under npm run dev: the emblem of '),
    );
    await expect
      .poll(() => text('/emblem'), SEEN_WITHIN)
      .toContain('alt="Edited under npm run dev: the emblem of');
  });

  it("shows an edited stylesheet in the page's own stylesheet", async () => {
    const stylesheet = await linked('/emblem', /<link[^>]* rel="stylesheet" href="([^"]+)"/);
    expect(await text(stylesheet)).toContain('--brand: #7a1f1f');
    await edit('src/web/styles/base.css', (css) =>
      css.replace('--brand: #7a1f1f', '--brand: #123456'),
    );
    await expect.poll(() => text(stylesheet), SEEN_WITHIN).toContain('--brand: #123456');
  });

  it('serves the enhancement module from its sources, edits included', async () => {
    const script = await linked('/emblem', /<script type="module" src="([^"]+)"/);
    const module = await text(script);
    expect(module).toContain('enhanceMenu');
    await appendFile(
      join(project, 'src/web/enhance/index.ts'),
      "\nexport const editedUnderDev = 'seen on reload';\n",
    );
    await expect.poll(() => text(script), SEEN_WITHIN).toContain('seen on reload');
  });

  // Issue 35: the studio had no dev server ("No studio under npm run dev until npm run build").
  it('serves the studio from its sources on its own port, edits included', async () => {
    const studio = (path: string) => text(new URL(path, server!.studioUrl).href);
    expect(server!.studioUrl, server!.output()).toBeDefined();
    expect(new URL(server!.studioUrl!).port).not.toBe(new URL(server!.url).port);
    const signIn = await studio('/sign-in');
    expect(signIn).toContain('<h1>Sign in to the studio</h1>');
    // Its screens' modules, as Vite compiles them from the sources, with its hot-update client.
    const screen = /"(\/studio-assets\/[^"]+\/routes\/auth\/sign-in\.tsx)"/.exec(signIn)?.[1];
    expect(screen, signIn).toBeDefined();
    expect(await studio(screen!)).toContain('import.meta.hot');
    await edit('src/studio/app/routes/auth/sign-in.tsx', (source) =>
      source.replace('<h1>Sign in to the studio</h1>', '<h1>Sign in, under npm run dev</h1>'),
    );
    await expect
      .poll(() => studio('/sign-in'), SEEN_WITHIN)
      .toContain('Sign in, under npm run dev');
  });

  it('saw every edit in the process it started, without a restart', () => {
    expect(server!.output().match(/Listening on/g), server!.output()).toHaveLength(1);
  });
});
