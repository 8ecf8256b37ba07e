import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/db/database.ts';
import { storeFile } from '../../src/studio/content/files.ts';
import { OFFICE } from '../helpers/studio-content.ts';
import { publishFiles } from '../helpers/studio-files.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build.ts';
import { ensureBuilt } from '../../harness/ensure-build.ts';
import {
  BROTLI_STATIC_MODULE,
  freePort,
  hasNginx,
  NGINX_PATH,
  renderSiteConfig,
  startNginx,
  testNginxConfig,
  type NginxProcess,
} from '../../harness/nginx.ts';
import { startServerProcess, type ServerProcess } from '../../harness/server-process.ts';
import { SMALL_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

if (!hasNginx) {
  console.warn(
    `tests/deploy/nginx.test.ts is skipped: no nginx at ${NGINX_PATH} ` +
      `(sudo apt-get install -y nginx, or set NGINX_PATH).`,
  );
}

/**
 * deploy/nginx/college.conf.template as an operator installs it (rendered by render.sh), in
 * front of two copies of the compiled server sharing one database: balancing, caching by
 * Cache-Control, stale answers when every copy is down, /assets and /uploads from disk.
 */
describe.skipIf(!hasNginx)('nginx in front of two copies (deploy/nginx)', () => {
  let dir: string;
  let uploadsRoot: string;
  const copies: ServerProcess[] = [];
  let nginx: NginxProcess;

  beforeAll(async () => {
    Object.assign(process.env, TEST_BUILD_ENV);
    ensureBuilt(ROOT, console.log);
    dir = await mkdtemp(join(tmpdir(), 'college-deploy-'));
    const uploadsDir = join(dir, 'uploads');
    const env = {
      DATABASE_PATH: join(dir, 'college.sqlite'),
      UPLOADS_DIR: uploadsDir,
      // The tests' small content: what nginx does is the subject, not the demo.
      CONTENT_DIR: resolve(ROOT, SMALL_CONTENT_DIR),
      TODAY: TEST_TODAY,
      TRUST_PROXY: '127.0.0.1',
    };
    // The content is imported once, as staff would; then both copies start on that database.
    await promisify(execFile)(process.execPath, ['build/bin/import.js', env.CONTENT_DIR], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    copies.push(
      ...(await Promise.all([
        startServerProcess(env, { compiled: true }),
        startServerProcess(env, { compiled: true }),
      ])),
    );
    uploadsRoot = existsSync(join(uploadsDir, 'current'))
      ? join(uploadsDir, 'current')
      : uploadsDir;
    await writeProbeUploads(uploadsRoot);
    const appDir = await appDirWithPrecompressedAssets(dir);

    const port = await freePort();
    const site = await renderSiteConfig({
      UPSTREAMS: copies.map((copy) => new URL(copy.url).port).join(' '),
      APP_DIR: appDir,
      UPLOADS_DIR: uploadsDir,
      CACHE_DIR: join(dir, 'cache'),
      LISTEN: `127.0.0.1:${port}`,
    });
    nginx = await startNginx({ port, site });
  }, 300_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(copies.map((copy) => copy.stop()));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string, encoding = BROWSER_ENCODING) =>
    fetch(`${nginx.url}${path}`, { headers: { 'accept-encoding': encoding } });
  /** `padding` spaces after the JSON: the same call, but a new cache key. */
  const post = (path: string, body: unknown, padding = 0) =>
    fetch(`${nginx.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', unit: 'website' },
      body: JSON.stringify(body) + ' '.repeat(padding),
    });

  it('is a configuration nginx -t accepts', async () => {
    expect(await testNginxConfig(nginx.dir)).toContain('test is successful');
  });

  it('keeps a page as its Cache-Control allows and answers the next request from the cache', async () => {
    const first = await get('/aboutus/history');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const second = await get('/aboutus/history');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    // Another encoding is another cached copy, asked of the server in that encoding.
    const plain = await get('/aboutus/history', 'identity');
    expect(plain.headers.get('x-cache-status')).toBe('MISS');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('never answers a visitor with display preferences from the kept copy, nor keeps theirs', async () => {
    const path = '/aboutus/vision';
    await get(path);
    expect((await get(path)).headers.get('x-cache-status')).toBe('HIT');
    const theirs = (cookie: string) =>
      fetch(`${nginx.url}${path}`, { headers: { 'accept-encoding': BROWSER_ENCODING, cookie } });
    for (let i = 0; i < 2; i++) {
      const own = await theirs('text_size=large; contrast=high');
      expect(own.headers.get('x-cache-status')).toBe('BYPASS');
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      expect(await own.text()).toContain('font-size: 125%');
    }
    // The defaults spelt out are everyone's page.
    const defaults = await theirs('text_size=normal; contrast=normal');
    expect(defaults.headers.get('x-cache-status')).toBe('HIT');
  });

  it('caches API calls (POST) by their body, and never an error', async () => {
    const tender = await post('/api/getnoticesbytypedeptv1', { type: 'COLLEGE_TENDER' });
    const tenderAgain = await post('/api/getnoticesbytypedeptv1', { type: 'COLLEGE_TENDER' });
    const admin = await post('/api/getnoticesbytypedeptv1', { type: 'COLLEGE_ADMIN_NOTICE' });
    expect([tender.status, tenderAgain.status, admin.status]).toEqual([200, 200, 200]);
    expect(tender.headers.get('x-cache-status')).toBe('MISS');
    expect(tenderAgain.headers.get('x-cache-status')).toBe('HIT');
    expect(admin.headers.get('x-cache-status')).toBe('MISS');
    const [tenders, admins] = [await tender.json(), await admin.json()];
    expect(tenders).toEqual(await tenderAgain.json());
    expect(admins).not.toEqual(tenders);

    const bad = { type: 'NO_SUCH_TYPE' };
    expect((await post('/api/getnoticesbytypedeptv1', bad)).status).toBe(400);
    expect((await post('/api/getnoticesbytypedeptv1', bad)).headers.get('x-cache-status')).not.toBe(
      'HIT',
    );
    const tooLarge = await post('/api/getnoticesbytypedeptv1', { type: 'x'.repeat(20_000) });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).statusCode).toBe(413);
  });

  it('serves the built assets from disk, precompressed, immutable', async () => {
    const html = await (await get('/aboutus/history')).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const onDisk = await readFile(join(ROOT, 'build/client', script!));
    const brotli = existsSync(BROTLI_STATIC_MODULE) ? 'br' : null;
    for (const [encoding, expected] of [
      ['br', brotli],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await get(script!, encoding);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(expected);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Not proxied: no copy and no cache was asked.
      expect(answer.headers.get('x-cache-status')).toBeNull();
      expect(Buffer.from(await answer.arrayBuffer()).equals(onDisk)).toBe(true);
    }
  });

  it('serves uploads from disk with the headers the server sets on them', async () => {
    const pdf = await firstFile(uploadsRoot, '.pdf');
    for (const path of [pdf, 'probe/page.html', 'probe/image.svg', 'probe/table.csv']) {
      const [fromNginx, fromCopy] = await Promise.all([
        get(`/uploads/${path}`),
        fetch(`${copies[0]!.url}/uploads/${path}`),
      ]);
      expect(fromNginx.status, path).toBe(200);
      expect(fromNginx.headers.get('x-cache-status'), path).toBeNull();
      const [nginxBody, copyBody] = await Promise.all([
        fromNginx.arrayBuffer(),
        fromCopy.arrayBuffer(),
      ]);
      expect(Buffer.from(nginxBody).equals(Buffer.from(copyBody)), path).toBe(true);
      // Whatever the server says to keep an upload from running, nginx says too.
      for (const header of [
        'x-content-type-options',
        'content-security-policy',
        'content-disposition',
      ]) {
        const expected = fromCopy.headers.get(header);
        if (expected !== null)
          expect(fromNginx.headers.get(header), `${path}: ${header}`).toBe(expected);
      }
      expect(fromNginx.headers.get('x-content-type-options')).toBe('nosniff');
      expect(fromNginx.headers.get('content-security-policy')).toContain('sandbox');
    }
    expect((await get('/uploads/probe/table.csv')).headers.get('content-disposition')).toBe(
      'attachment; filename="table.csv"',
    );
    expect((await get('/uploads/probe/escape.txt')).status).toBe(403);
  });

  it("serves the importer's Assamese font from disk as the server does: a font, kept a year", async () => {
    const font = await firstFile(uploadsRoot, '.woff2');
    expect(font).toMatch(/^_fonts\//);
    const [fromNginx, fromCopy] = await Promise.all([
      get(`/uploads/${font}`),
      fetch(`${copies[0]!.url}/uploads/${font}`),
    ]);
    for (const answer of [fromNginx, fromCopy]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('font/woff2');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('content-disposition')).toBeNull();
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(Buffer.from(await fromNginx.arrayBuffer())).toEqual(
      Buffer.from(await fromCopy.arrayBuffer()),
    );
  });

  it("passes the studio's uploads to the copies, which serve them from the database once published", async () => {
    const db = openSqlite(join(dir, 'college.sqlite'));
    const bytes = await readFile(join(uploadsRoot, await firstFile(uploadsRoot, '.pdf')));
    const stored = await storeFile(db, { bytes, originalName: 'form.pdf', actor: OFFICE });
    if (!stored.ok) return expect.fail(stored.message);
    // A draft's upload is not public; its 404 is kept by no cache, so the publish shows it.
    const unpublished = await get(`/uploads/${stored.file.spec}`);
    expect([unpublished.status, unpublished.headers.get('cache-control')]).toEqual([
      404,
      'no-store',
    ]);
    await publishFiles(db, [stored.file.spec]);
    await db.destroy();
    const answer = await get(`/uploads/${stored.file.spec}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-cache-status')).not.toBeNull();
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await get(`/uploads/studio/${'0'.repeat(64)}.pdf`)).status).toBe(404);
  });

  it('loses no request while a copy stops, and serves cached pages when every copy is down', async () => {
    const cached = ['/', '/aboutus/about', '/departments/science'];
    for (const path of cached) expect((await get(path)).status).toBe(200);

    // Requests that must reach a copy: a new address (and a new API body) every time. Counted
    // rather than timed, so that a slow machine changes the duration, not what is shown.
    const statuses: number[] = [];
    let sent = 0;
    let stopping: Promise<void> | undefined;
    const loop = async () => {
      while (sent < 60) {
        const i = sent++;
        const answer =
          i % 3 === 0
            ? await post(
                '/api/getnoticesbytypedept',
                { type: 'COLLEGE_EVENT', dept_code: 'TNC' },
                i,
              )
            : await get(`/aboutus/vision?n=${i}`);
        await answer.arrayBuffer();
        statuses.push(answer.status);
        // SIGTERM, as systemd stops a copy: it finishes what it has and refuses the rest.
        if (statuses.length === 12) stopping = copies[1]!.stop();
      }
    };
    await Promise.all(Array.from({ length: 8 }, loop));
    expect(statuses).toHaveLength(60);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    await stopping;
    await copies[0]!.stop();
    for (const path of cached) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(['HIT', 'STALE', 'UPDATING']).toContain(answer.headers.get('x-cache-status'));
    }
    const never = await get('/aboutus/mission?never=cached');
    expect(never.status).toBe(502);
    expect(await never.text()).toContain('The site is briefly unavailable');
    expect(never.headers.get('retry-after')).toBe('30');
  }, 120_000);
});

/** Files a browser could run, and one that leaves the uploads folder through a symlink. */
async function writeProbeUploads(uploadsRoot: string) {
  const probe = join(uploadsRoot, 'probe');
  await mkdir(probe, { recursive: true });
  await writeFile(join(probe, 'page.html'), '<script>alert(1)</script>');
  await writeFile(
    join(probe, 'image.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  await writeFile(join(probe, 'table.csv'), 'a,b\n1,2\n');
  await symlink('/etc/hostname', join(probe, 'escape.txt'));
}

/**
 * An install folder whose built assets have .br and .gz files beside them (as the build makes
 * them), so that the test shows nginx serving them whether or not this build has them yet.
 */
async function appDirWithPrecompressedAssets(dir: string): Promise<string> {
  const app = join(dir, 'app');
  const assets = join(app, 'build/client/assets');
  await cp(join(ROOT, 'build/client/assets'), assets, { recursive: true });
  for (const name of await readdir(assets)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const body = await readFile(join(assets, name));
    if (!existsSync(join(assets, `${name}.gz`)))
      await writeFile(join(assets, `${name}.gz`), gzipSync(body));
    if (!existsSync(join(assets, `${name}.br`)))
      await writeFile(join(assets, `${name}.br`), brotliCompressSync(body));
  }
  await symlink(join(ROOT, 'deploy'), join(app, 'deploy'));
  return app;
}

async function firstFile(root: string, extension: string): Promise<string> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const file = entries.find((entry) => entry.isFile() && entry.name.endsWith(extension));
  if (!file) throw new Error(`no ${extension} file in ${root}`);
  return join(file.parentPath, file.name).slice(root.length + 1);
}
