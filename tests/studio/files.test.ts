import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  appendPart,
  cleanUploads,
  finishUpload,
  startUpload,
  storeFile,
} from '../../src/studio/content/files.ts';
import {
  MAX_OPEN_UPLOAD_BYTES,
  MAX_OPEN_UPLOADS,
  UPLOAD_IDLE_MS,
  UPLOAD_LIFETIME_MS,
} from '../../src/studio/content/upload-limits.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE, OFFICE_2, siteAnswer } from '../helpers/studio-content.ts';
import { publishFiles } from '../helpers/studio-files.ts';

const DEMO_FILES = resolve(import.meta.dirname, '..', '..', 'content', 'demo', 'files');
const demoFile = (path: string) => readFile(resolve(DEMO_FILES, path));

describe('files uploaded in the studio', () => {
  const t = useStudio();

  it('stores the same bytes once, and the site serves them like any upload once published', async () => {
    const bytes = await demoFile('notices/academic-calendar-of-the-session-2026-27.pdf');
    const first = await storeFile(t.db, { bytes, originalName: 'Calendar.pdf', actor: OFFICE });
    const again = await storeFile(t.db, { bytes, originalName: 'copy.PDF', actor: OFFICE_2 });
    if (!first.ok || !again.ok) return expect.fail('refused');
    expect(first.file.spec).toMatch(/^studio\/[0-9a-f]{64}\.pdf$/);
    expect(again.file.spec).toBe(first.file.spec);
    expect(first.file.attachment).toMatchObject({
      type: 'studio',
      mime: 'application/pdf',
      fileType: 'PDF',
      size: bytes.length,
    });
    const rows = await t.db
      .selectFrom('studio_files')
      .select(['name', 'original_name'])
      .where('name', '=', first.file.spec)
      .execute();
    expect(rows).toEqual([{ name: first.file.spec, original_name: 'Calendar.pdf' }]);

    await publishFiles(t.db, [first.file.spec]);
    const answer = await t.site.inject({ url: `/uploads/${first.file.spec}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=3600/);
    expect(answer.rawPayload.equals(bytes)).toBe(true);
    const head = await t.site.inject({ method: 'HEAD', url: `/uploads/${first.file.spec}` });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([
      200,
      String(bytes.length),
      '',
    ]);
    const data = await siteAnswer(t.site, 'getFileData', {
      type: 'studio',
      path: first.file.spec.slice('studio/'.length),
    });
    expect(data).toMatchObject({ mime: 'application/pdf', ext: 'pdf', type: 'studio' });
    expect(Buffer.from(data.data, 'base64').equals(bytes)).toBe(true);
  });

  it('answers 404 for any other name under the studio folders', async () => {
    for (const url of [
      `/uploads/studio/${'a'.repeat(64)}.pdf`,
      '/uploads/studio/notes.pdf',
      '/uploads/studio/../college.sqlite',
      `/uploads/_variants/studio/${'a'.repeat(64)}.jpg/x.webp`,
    ]) {
      const answer = await t.site.inject({ url });
      expect([400, 404], url).toContain(answer.statusCode);
    }
  });

  it('makes an image into the importer’s phone-sized versions with its images row', async () => {
    const bytes = await demoFile('events/bir-lachit-divas.jpg');
    const stored = await storeFile(t.db, {
      bytes,
      originalName: 'lachit.jpg',
      actor: OFFICE,
      accept: 'image',
    });
    if (!stored.ok) return expect.fail(stored.message);
    const name = stored.file.spec;
    await publishFiles(t.db, [name]);
    const image = await t.db
      .selectFrom('images')
      .selectAll()
      .where('file', '=', name)
      .executeTakeFirstOrThrow();
    expect([image.width, image.height]).toEqual([1200, 800]);
    const variants = JSON.parse(image.variants) as { width: number; path: string }[];
    expect(variants.map((v) => v.width)).toEqual([
      64, 80, 100, 128, 160, 200, 256, 320, 400, 512, 640, 800, 1024,
    ]);
    expect(variants[0]!.path).toBe(`_variants/${name}/64.webp`);
    const [info] = await siteAnswer(t.site, 'getSiteImages', {
      files: [{ type: 'studio', path: name.slice('studio/'.length) }],
    });
    expect(info?.variants.at(-1)?.url).toBe(`/uploads/_variants/${name}/1024.webp`);
    const webp = await t.site.inject({ url: info!.variants.at(-1)!.url! });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(webp.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 683]);
    const photo = await t.site.inject({ url: `/uploads/${name}` });
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a text file where a photograph is asked for', async () => {
    const refused = await storeFile(t.db, {
      bytes: Buffer.from('plain words'),
      originalName: 'notes.txt',
      actor: OFFICE,
      accept: 'image',
    });
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/is not a photograph/) });
  });

  it('takes a large file in parts: a part sent twice is fine, a wrong offset is refused', async () => {
    const bytes = await demoFile('notices/academic-calendar-of-the-session-2026-27.pdf');
    const parts = [bytes.subarray(0, 700), bytes.subarray(700, 1400), bytes.subarray(1400)];
    const started = await startUpload(t.db, {
      actor: OFFICE,
      originalName: 'calendar-in-parts.pdf',
      size: bytes.length,
    });
    if (!started.ok) return expect.fail(started.message);
    const { uploadId } = started;
    const send = (offset: number, part: Buffer, actor = OFFICE) =>
      appendPart(t.db, { uploadId, offset, bytes: part, actor });
    expect(await send(0, parts[0]!)).toEqual({ ok: true, received: 700 });
    expect(await send(0, parts[0]!)).toEqual({ ok: true, received: 700 });
    expect(await send(1400, parts[2]!)).toMatchObject({ ok: false, status: 409, received: 700 });
    expect(await send(700, parts[1]!, OFFICE_2)).toMatchObject({ ok: false, status: 404 });
    const early = await finishUpload(t.db, uploadId, OFFICE);
    expect(early).toEqual({ ok: false, message: expect.stringMatching(/700 of \d+ bytes/) });
    expect(await send(700, parts[1]!)).toEqual({ ok: true, received: 1400 });
    expect(await send(1400, parts[2]!)).toEqual({ ok: true, received: bytes.length });
    const finished = await finishUpload(t.db, uploadId, OFFICE);
    if (!finished.ok) return expect.fail(finished.message);
    await publishFiles(t.db, [finished.file.spec]);
    const served = await t.site.inject({ url: `/uploads/${finished.file.spec}` });
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const left = await t.db.selectFrom('studio_upload_parts').select('offset').execute();
    expect(left).toEqual([]);
  });

  it('lets go of an upload an hour after its last part, not of one still moving', async () => {
    const started = await startUpload(t.db, { actor: OFFICE, originalName: 'old.pdf', size: 10 });
    const moving = await startUpload(t.db, { actor: OFFICE_2, originalName: 'new.pdf', size: 10 });
    if (!started.ok || !moving.ok) return expect.fail('refused');
    await appendPart(t.db, {
      uploadId: started.uploadId,
      offset: 0,
      bytes: Buffer.from('%PDF-'),
      actor: OFFICE,
    });
    const later = Date.now() + UPLOAD_LIFETIME_MS + 60_000;
    await t.db
      .updateTable('studio_uploads')
      .set({ touched_at: new Date(later - 60_000).toISOString() })
      .where('id', '=', moving.uploadId)
      .execute();
    await cleanUploads(t.db, new Date(later));
    const uploads = await t.db.selectFrom('studio_uploads').select('id').execute();
    const parts = await t.db.selectFrom('studio_upload_parts').select('upload_id').execute();
    expect([uploads, parts]).toEqual([[{ id: moving.uploadId }], []]);
    await t.db.deleteFrom('studio_uploads').execute();
  });

  it('holds an account to a few uploads at once: idle ones make room, then a clear refusal', async () => {
    const start = (size = 10, actor = OFFICE) =>
      startUpload(t.db, { actor, originalName: 'minutes.pdf', size });
    const open = await Promise.all(Array.from({ length: MAX_OPEN_UPLOADS }, () => start()));
    expect(open.every((one) => one.ok)).toBe(true);
    const past = await start();
    expect(past).toMatchObject({ ok: false, status: 429 });
    if (!past.ok) expect(past.message).toContain(`at most ${MAX_OPEN_UPLOADS} files`);
    // Another account is not held by this one's.
    expect((await start(10, OFFICE_2)).ok).toBe(true);

    // One left idle (a closed tab) makes room for the next; the others, still moving, stay.
    const [idle] = open as { uploadId: string }[];
    await t.db
      .updateTable('studio_uploads')
      .set({ touched_at: new Date(Date.now() - UPLOAD_IDLE_MS - 1000).toISOString() })
      .where('id', '=', idle!.uploadId)
      .execute();
    expect((await start()).ok).toBe(true);
    const mine = await t.db
      .selectFrom('studio_uploads')
      .select('id')
      .where('user_id', '=', OFFICE.id)
      .execute();
    expect(mine).toHaveLength(MAX_OPEN_UPLOADS);
    expect(mine.map((row) => row.id)).not.toContain(idle!.uploadId);
    await t.db.deleteFrom('studio_uploads').execute();

    // Their declared sizes together: past MAX_OPEN_UPLOAD_BYTES, refused too.
    const large = Math.floor(MAX_OPEN_UPLOAD_BYTES / 2) - 1;
    expect((await start(large)).ok).toBe(true);
    expect((await start(large)).ok).toBe(true);
    expect(await start(1024 * 1024)).toMatchObject({ ok: false, status: 429 });
    await t.db.deleteFrom('studio_uploads').execute();
  });
});
