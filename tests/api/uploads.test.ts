import { mkdir, readlink, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { readUploadsVersion } from '../../src/db/uploads-version.ts';
import { buildTestApp, useApi } from '../helpers/api.ts';
import { privateUploads } from '../helpers/private-uploads.ts';

const api = useApi();

/** A folder of files of every kind, put by hand into the live uploads version. */
const KINDS = 'zz-kinds';
const SHOWN = {
  'a.pdf': 'application/pdf',
  'B.PDF': 'application/pdf',
  'a.jpg': 'image/jpeg',
  'a.jpeg': 'image/jpeg',
  'a.png': 'image/png',
  'a.gif': 'image/gif',
  'a.webp': 'image/webp',
  'a.avif': 'image/avif',
};
const DOWNLOADED = {
  'a.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'a.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'a.doc': 'application/msword',
  'a.odt': 'application/vnd.oasis.opendocument.text',
  'a.txt': 'text/plain; charset=utf-8',
  'a.csv': 'text/csv; charset=utf-8',
  // Whatever a browser could run or render is a byte stream to save, never a page.
  'a.html': 'application/octet-stream',
  'a.htm': 'application/octet-stream',
  'a.shtml': 'application/octet-stream',
  'a.xht': 'application/octet-stream',
  'a.xhtml': 'application/octet-stream',
  'a.svg': 'application/octet-stream',
  'a.svgz': 'application/octet-stream',
  'a.xml': 'application/octet-stream',
  'a.xsl': 'application/octet-stream',
  'a.mht': 'application/octet-stream',
  'a.js': 'application/octet-stream',
  'a.mjs': 'application/octet-stream',
  'a.css': 'application/octet-stream',
  'a.json': 'application/octet-stream',
  'a.php': 'application/octet-stream',
  'a.swf': 'application/octet-stream',
  'a.exe': 'application/octet-stream',
  'a.zip': 'application/octet-stream',
  'a.pdf.html': 'application/octet-stream',
  'no-extension': 'application/octet-stream',
};
const SCRIPT =
  '<html><body><script>parent.hacked = 1</script><svg onload="alert(1)"/></body></html>';

describe('GET /uploads: no file can run script on the site', () => {
  // In an uploads folder of this test's own: the shared one is read whole by the export's tests.
  let uploads: Awaited<ReturnType<typeof privateUploads>>;
  const own = {} as { app: FastifyInstance; db: Db };
  beforeAll(async () => {
    uploads = await privateUploads(api.uploadsDir);
    await mkdir(join(uploads.live, KINDS));
    for (const name of [...Object.keys(SHOWN), ...Object.keys(DOWNLOADED)])
      await writeFile(join(uploads.live, KINDS, name), SCRIPT);
    Object.assign(own, await buildTestApp({ env: { UPLOADS_DIR: uploads.dir } }));
  });
  afterAll(async () => {
    await own.app?.close();
    await own.db?.destroy();
    await uploads?.remove();
  });

  const expectSandboxed = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    const csp = String(headers['content-security-policy']);
    expect(csp).toMatch(/(^|; )sandbox(;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('allow-scripts');
    expect(csp).not.toMatch(/script-src/);
  };

  it.each(Object.entries(SHOWN))('shows %s inline as %s, sandboxed', async (name, type) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await own.app.inject({ method, url: `/uploads/${KINDS}/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBeUndefined();
      expectSandboxed(response.headers);
    }
  });

  it.each(Object.entries(DOWNLOADED))('offers %s as a download, as %s', async (name, type) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await own.app.inject({ method, url: `/uploads/${KINDS}/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expectSandboxed(response.headers);
    }
  });
});

describe('GET /uploads and POST /getfiledata read the version the database names', () => {
  const other = 'v-20000101T000000Z-abcdef';
  beforeAll(async () => {
    await mkdir(join(api.uploadsDir, other, 'notices'), { recursive: true });
    await writeFile(join(api.uploadsDir, other, 'notices', 'only-elsewhere.pdf'), '%PDF-1.4');
  });
  afterAll(() => rm(join(api.uploadsDir, other), { recursive: true, force: true }));

  it('serves the live version, where current points', async () => {
    const version = await readUploadsVersion(api.db);
    expect(version).toMatch(/^v-\d{8}T\d{6}Z-[0-9a-f]{6}$/);
    expect(await readlink(join(api.uploadsDir, 'current'))).toBe(version);
  });

  it('finds nothing of another version folder', async () => {
    const served = await api.app.inject({
      method: 'GET',
      url: '/uploads/notices/only-elsewhere.pdf',
    });
    expect(served.statusCode).toBe(404);
    const data = await api.call('getFileData', { type: 'notices', path: 'only-elsewhere.pdf' });
    expect(data.statusCode).toBe(404);
    const named = await api.app.inject({
      method: 'GET',
      url: `/uploads/${other}/notices/only-elsewhere.pdf`,
    });
    expect(named.statusCode).toBe(404);
  });
});
