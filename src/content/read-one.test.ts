import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDataFile, parseTextFile } from './read-one.ts';
import { contentSchemas } from './schema.ts';

const schemas = contentSchemas({ today: '2026-06-15', hasFile: () => false });
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-read-one-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a content file with a NUL character', () => {
  // PostgreSQL cannot store it in text (SQLite can): refused everywhere, with its field.
  it('is a problem naming the field, in YAML and in a text', async () => {
    await writeFile(
      join(dir, 'notices.yaml'),
      '- title: "Admission\\0 notice"\n  date: 2026-06-01\n',
    );
    const data = await parseDataFile(dir, 'notices.yaml', schemas.Notices);
    expect(data).toEqual({
      ok: false,
      problems: [
        {
          file: 'notices.yaml',
          field: '0.title',
          message: expect.stringContaining('NUL character'),
        },
      ],
    });
    await writeFile(join(dir, 'about.md'), 'About\u0000 us\n');
    const text = await parseTextFile(dir, 'about.md', schemas.Text);
    expect(text).toMatchObject({ ok: false, problems: [{ field: 'body' }] });
  });
});
