import { appendFile, copyFile, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFolder, type ReadResult } from '../../src/content/read-folder.ts';
import { SMALL_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

const ATTACHMENTS = resolve(import.meta.dirname, '..', 'fixtures', 'attachments');

let dir: string;
let read: ReadResult;

/**
 * A copy of the small content with images of every kind in its texts, and office documents among its
 * attachments: the folder is valid; what could not stay is left out, and said so.
 */
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-checks-'));
  const content = join(dir, 'content');
  await cp(SMALL_CONTENT_DIR, content, { recursive: true });
  await appendFile(
    join(content, 'texts', 'about.md'),
    [
      '',
      '![The campus](college/hero.jpg) and <img src="college/logo.png" alt="A lab">',
      '<img src="https://tracker.example/pixel.gif"> ![x](data:image/png;base64,AAAA)',
      '<img src="notices/../college.yaml"> [a link](javascript:alert(1)) <script>alert(1)</script>',
      '',
    ].join('\n'),
  );
  await appendFile(
    join(content, 'notices', 'COLLEGE_TENDER.yaml'),
    [
      '- title: Tender with a picture from elsewhere',
      '  date: today',
      '  description: See <img src="//cdn.example/photo.jpg"> here.',
      '',
    ].join('\n'),
  );
  for (const name of await readdir(ATTACHMENTS))
    await copyFile(join(ATTACHMENTS, name), join(content, 'files', 'important', name));
  await appendFile(
    join(content, 'important-files.yaml'),
    [
      '',
      '- title: Office documents',
      '  attachments:',
      ...(await readdir(ATTACHMENTS)).sort().map((name) => `    - important/${name}`),
      '',
    ].join('\n'),
  );
  read = await readContentFolder(content, TEST_TODAY, { uploadsUrl: '/uploads' });
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('content HTML at import', () => {
  it('is valid, with the images from elsewhere left out and listed as warnings', () => {
    expect(read.ok ? [] : read.problems).toEqual([]);
    const warnings = read.warnings.map((w) => `${w.file}: ${w.message}`);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^texts\/about.md: the image 'https:\/\/tracker.example\/pixel.gif' was left out/,
      ),
      expect.stringMatching(
        /^texts\/about.md: the image 'data:image\/png;base64,AAAA' was left out/,
      ),
      expect.stringMatching(/^texts\/about.md: the image 'notices\/..\/college.yaml' was left out/),
      expect.stringMatching(
        /^notices\/COLLEGE_TENDER.yaml: the image '\/\/cdn.example\/photo.jpg' was left out: an image in a text must be an image file of the folder/,
      ),
    ]);
  });

  it('points images of the folder at the uploads location and keeps no script', () => {
    if (!read.ok) throw new Error('the folder should be valid');
    const about = read.bundle.texts.about.body;
    expect(about).toContain(
      '<img src="/uploads/college/hero.jpg" alt="The campus" loading="lazy" decoding="async" />',
    );
    expect(about).toContain('<img src="/uploads/college/logo.png" alt="A lab"');
    expect(about).toContain('<a>a link</a>');
    expect(about).not.toMatch(/tracker|data:|javascript:|<script|college\.yaml/);
    const tender = read.bundle.notices
      .find((n) => n.type === 'COLLEGE_TENDER')!
      .entries.find((e) => e.title.startsWith('Tender with a picture'))!;
    expect(tender.description).toBe('<p>See  here.</p>');
  });
});

describe('attachments at import', () => {
  it('accepts office documents and text by their content, each with its size', () => {
    if (!read.ok) throw new Error('the folder should be valid');
    const office = read.bundle.importantFiles.find((f) => f.title === 'Office documents')!;
    expect(office.attachments.map((a) => [a.path, a.fileType, a.size])).toEqual([
      ['fees.xlsx', 'file', 580],
      ['minutes.docx', 'file', 1088],
      ['notice.odt', 'file', 362],
      ['old-form.doc', 'file', 512],
      ['seats.csv', 'file', 27],
    ]);
    const images = read.bundle.files.filter((f) => f.image);
    expect(images.find((f) => f.path === 'gallery/che-1-1.jpg')?.image).toEqual({
      width: 1600,
      height: 1067,
    });
  });
});
