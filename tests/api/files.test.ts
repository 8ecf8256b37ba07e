import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_CACHE_CONTROL } from '../../src/api/contract-route.ts';
import { ApiErrorBody, type Attachment } from '../../src/contract/index.ts';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp, useApi } from '../helpers/api.ts';
import { holdFileCall } from '../helpers/held-file-call.ts';
import { privateUploads } from '../helpers/private-uploads.ts';

const api = useApi();

async function somePdf(): Promise<Attachment> {
  const notices = await api.answer('getNoticesByTypeDept', {
    dept_code: 'TNC',
    type: 'COLLEGE_ACADEMIC_NOTICE',
    year: '',
  });
  const pdf = notices
    .flatMap((n) => n.upload_info)
    .find((a) => a.fileType === 'PDF' && a.mime !== 'link');
  if (!pdf) throw new Error('the demo content has no PDF attachment');
  return pdf;
}

describe('POST /getfiledata', () => {
  it('answers a file of the uploads folder as base64 with its mime, type and ext', async () => {
    const pdf = await somePdf();
    const answer = await api.answer('getFileData', {
      type: pdf.type,
      path: pdf.path,
      mime: pdf.mime,
      ext: pdf.ext,
    });
    const bytes = Buffer.from(answer.data, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.equals(await readFile(join(api.uploadsDir, 'current', pdf.type, pdf.path)))).toBe(
      true,
    );
    expect(answer).toMatchObject({ mime: 'application/pdf', type: pdf.type, ext: 'pdf' });
  });

  it('streams the same JSON, field for field, uncompressed, with its length, caching and ETag', async () => {
    const pdf = await somePdf();
    const bytes = await readFile(join(api.uploadsDir, 'current', pdf.type, pdf.path));
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/getfiledata',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: { type: pdf.type, path: pdf.path },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      JSON.stringify({
        data: bytes.toString('base64'),
        mime: 'application/pdf',
        type: pdf.type,
        ext: 'pdf',
      }),
    );
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers['cache-control']).toBe(API_CACHE_CONTROL);
    expect(response.headers['content-encoding']).toBeUndefined();
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/getfiledata',
      headers: { 'content-type': 'application/json', 'if-none-match': etag },
      payload: { type: pdf.type, path: pdf.path },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  describe('refuses references that escape the uploads folder', () => {
    const linkDir = () => join(api.uploadsDir, 'current', 'zz-escape');
    beforeAll(async () => {
      await mkdir(linkDir(), { recursive: true });
      await symlink('/etc/hosts', join(linkDir(), 'hosts.pdf'));
      await symlink('/etc', join(linkDir(), 'etc'));
    });
    afterAll(() => rm(linkDir(), { recursive: true, force: true }));

    it.each([
      ['parent segments in path', { type: 'notices', path: '../../../../etc/passwd' }, 400],
      ['parent type', { type: '..', path: 'college.sqlite' }, 400],
      ['an absolute path', { type: 'notices', path: '/etc/passwd' }, 400],
      ['an absolute type', { type: '/etc', path: 'passwd' }, 400],
      ['encoded dots', { type: 'notices', path: '%2e%2e/%2e%2e/etc/passwd' }, 400],
      ['double-encoded dots', { type: 'notices', path: '%252e%252e/etc/passwd' }, 400],
      ['a NUL byte', { type: 'notices', path: 'form.pdf\u0000.png' }, 400],
      ['backslashes', { type: 'notices', path: '..\\..\\etc\\passwd' }, 400],
      ['an empty segment', { type: 'notices', path: 'a//b.pdf' }, 400],
      ['a file symlinked out', { type: 'zz-escape', path: 'hosts.pdf' }, 403],
      ['a folder symlinked out', { type: 'zz-escape', path: 'etc/passwd' }, 403],
      ['a missing file', { type: 'notices', path: 'no-such-file.pdf' }, 404],
      ['a folder', { type: 'zz-escape', path: '.' }, 400],
    ])('%s', async (_name, payload, status) => {
      const response = await api.call('getFileData', payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBeTruthy();
      expect(response.body).not.toContain('root:');
      expect(response.body).not.toContain('localhost');
    });
  });

  describe('never fetches an address (no SSRF)', () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res.end('secret');
    });
    let address = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/secret.pdf`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('refuses a reference with mime link', async () => {
      const response = await api.call('getFileData', {
        type: 'notices',
        path: address,
        mime: 'link',
        ext: 'pdf',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('link');
      expect(hits).toBe(0);
    });

    it('refuses an address where a file path belongs', async () => {
      for (const payload of [
        { type: 'notices', path: address, mime: 'application/pdf' },
        { type: 'http:', path: `//127.0.0.1/secret.pdf` },
        { type: 'link', path: address },
        { type: 'notices', path: 'file:///etc/passwd' },
      ]) {
        const response = await api.call('getFileData', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
      expect(hits).toBe(0);
    });
  });
});

describe('POST /getfiledata beyond FILE_ANSWERS_IN_FLIGHT', () => {
  // A file large enough that its answer fills the socket's buffers while the caller waits, in an
  // uploads folder of this test's own (privateUploads).
  const file = randomBytes(16 * 1024 * 1024);
  const payload = JSON.stringify({ type: 'zz-busy', path: 'large.pdf' });
  let uploads: Awaited<ReturnType<typeof privateUploads>>;
  let app: FastifyInstance;
  let db: Db;
  let base = '';
  beforeAll(async () => {
    uploads = await privateUploads(api.uploadsDir);
    await mkdir(join(uploads.live, 'zz-busy'));
    await writeFile(join(uploads.live, 'zz-busy', 'large.pdf'), file);
    ({ app, db } = await buildTestApp({
      env: { FILE_ANSWERS_IN_FLIGHT: '1', UPLOADS_DIR: uploads.dir },
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await uploads?.remove();
  });

  const post = () =>
    fetch(`${base}/api/getfiledata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });

  it('answers 503 with Retry-After and the error body at once, and the slot comes back', async () => {
    const held = await holdFileCall(base, payload);
    expect(held.answer.statusCode).toBe(200);

    const refused = await post();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = ApiErrorBody.parse(await refused.json());
    expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(body.message).toMatch(/try again/);

    // The caller goes away half way: its slot is given back, and the next call is answered.
    held.call.destroy();
    await vi.waitFor(
      async () => {
        const answer = await post();
        expect(answer.status).toBe(200);
        const data = Buffer.from(((await answer.json()) as { data: string }).data, 'base64');
        expect(createHash('sha256').update(data).digest('hex')).toBe(
          createHash('sha256').update(file).digest('hex'),
        );
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});

describe('GET /uploads/{type}/{path}', () => {
  it('serves the file with its Content-Type, an ETag and cache headers', async () => {
    const pdf = await somePdf();
    const response = await api.app.inject({ method: 'GET', url: pdf.url! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.headers['cache-control']).toContain('stale-while-revalidate');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await api.app.inject({
      method: 'GET',
      url: pdf.url!,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves images as images', async () => {
    const [department] = await api.answer('getDepartments');
    const response = await api.app.inject({ method: 'GET', url: department!.banner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
  });

  it.each([
    ['/uploads/../package.json', [400, 404]],
    ['/uploads/notices/..%2f..%2f..%2fpackage.json', [400]],
    // URL parsing resolves %2e%2e before routing: the address leaves /uploads and finds nothing.
    ['/uploads/%2e%2e/%2e%2e/package.json', [400, 404]],
    ['/uploads/notices/%252e%252e/x.pdf', [400]],
    ['/uploads/notices/x.pdf%00.png', [400]],
    ['/uploads/notices/no-such-file.pdf', [404]],
    ['/uploads/notices', [400, 404]],
  ])('refuses %s', async (url, statuses) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(statuses).toContain(response.statusCode);
    expect(response.body).not.toContain('"name": "college-website"');
  });
});
