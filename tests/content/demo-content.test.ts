import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEMO_DAY } from '../../scripts/demo/lib/dates.ts';
import { DEMO_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

/**
 * The demo content as a visitor meets it (issue 13): notices that do not repeat within their
 * kind, documents that are documents, photographs that say what they show, teachers who do not
 * all read alike. Read from the YAML as committed, the way a clerk would look at it.
 */

const dir = DEMO_CONTENT_DIR;
const files = (await readdir(dir, { recursive: true })).map((f) => f.split('\\').join('/')).sort();
const yamlFiles = files.filter((f) => f.endsWith('.yaml'));
const read = async (file: string): Promise<unknown> =>
  parse(await readFile(join(dir, file), 'utf8'));
const data = new Map(await Promise.all(yamlFiles.map(async (f) => [f, await read(f)] as const)));

interface Notice {
  title: string;
  attachments?: string[];
  photo?: unknown;
}
/** Every list of notices: college notices by type, department notices and events. */
const noticeLists = yamlFiles
  .filter((f) => /^notices\/|^departments\/[^/]+\/(notices|events)\.yaml$/.test(f))
  .map((f) => ({ file: f, notices: data.get(f) as Notice[] }));

/** Text as the standard PDF fonts can print it: accents and other letters become spaces. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ');

/** Every path under files/ that a YAML file mentions, once per mention. */
function mentions(value: unknown, known: Set<string>, out: string[] = []): string[] {
  if (typeof value === 'string' && known.has(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => mentions(v, known, out));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => mentions(v, known, out));
  return out;
}

/** Every photograph the content gives: the hero, people, events, gallery images. */
function photos(): { where: string; photo: unknown }[] {
  const out: { where: string; photo: unknown }[] = [];
  const college = data.get('college.yaml') as { hero?: unknown };
  if (college.hero) out.push({ where: 'college.yaml hero', photo: college.hero });
  for (const [file, value] of data) {
    const people =
      file.includes('/faculty/') || file === 'administration/principal.yaml'
        ? [value]
        : file === 'administration/office-staff.yaml'
          ? (value as unknown[])
          : [];
    for (const person of people as { name: string; photo?: unknown }[])
      if (person.photo) out.push({ where: `${file} ${person.name}`, photo: person.photo });
    if (file.endsWith('gallery.yaml'))
      for (const album of value as { caption: string; images?: unknown[] }[])
        for (const image of album.images ?? [])
          out.push({ where: `${file} ${album.caption}`, photo: image });
  }
  for (const { file, notices } of noticeLists)
    for (const notice of notices)
      if (notice.photo) out.push({ where: `${file} ${notice.title}`, photo: notice.photo });
  return out;
}

describe('the demo content', () => {
  it('has no title twice within a kind of notice', () => {
    expect(noticeLists.length).toBeGreaterThan(40);
    for (const { file, notices } of noticeLists) {
      const titles = notices.map((n) => n.title);
      const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
      expect(repeated, file).toEqual([]);
    }
  });

  it('attaches documents to notices: PDFs with the notice title, never photographs', async () => {
    let checked = 0;
    for (const { file, notices } of noticeLists) {
      for (const notice of notices) {
        for (const attachment of notice.attachments ?? []) {
          expect(attachment, `${file}: ${notice.title}`).toMatch(/\.pdf$/);
          const bytes = await readFile(join(dir, 'files', attachment));
          expect(bytes.subarray(0, 5).toString(), attachment).toBe('%PDF-');
          const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
          // A department's PDFs carry the department before the title.
          expect(plain(pdf.getTitle() ?? ''), attachment).toContain(plain(notice.title));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('attaches no file to more than two entries anywhere in the folder', () => {
    const known = new Set(
      files.filter((f) => f.startsWith('files/')).map((f) => f.slice('files/'.length)),
    );
    const counts = new Map<string, number>();
    for (const value of data.values())
      for (const path of mentions(value, known)) counts.set(path, (counts.get(path) ?? 0) + 1);
    const overused = [...counts].filter(([, n]) => n > 2);
    expect(overused).toEqual([]);
  });

  it('gives every photograph an alt text that says what it shows', () => {
    const all = photos();
    // The hero, 40 or so people, 40 or so events and 40 or so gallery pictures.
    expect(all.length).toBeGreaterThan(100);
    for (const { where, photo } of all) {
      expect(photo, where).toEqual({
        file: expect.stringMatching(/\.(jpg|png|webp)$/),
        alt: expect.any(String),
      });
      const alt = (photo as { alt: string }).alt;
      expect(alt.length, where).toBeGreaterThan(25);
      expect(alt, where).not.toMatch(/^(photo|image|picture)\b/i);
    }
    const alts = all.map((p) => (p.photo as { alt: string }).alt);
    expect(new Set(alts).size, 'alt texts differ from photo to photo').toBeGreaterThan(
      alts.length * 0.6,
    );
  });

  it('writes teachers\u2019 bios that differ in what they say and how long they are', () => {
    const bios = yamlFiles
      .filter((f) => f.includes('/faculty/'))
      .map((f) => (data.get(f) as { about?: string }).about)
      .filter((about): about is string => Boolean(about));
    expect(bios.length).toBeGreaterThan(25);
    expect(new Set(bios).size).toBe(bios.length);
    // Not all cut from one sentence: many different openings, none of the old 'teaches X and Y'.
    const openings = new Set(bios.map((b) => b.split(/\s+/).slice(2, 6).join(' ')));
    expect(openings.size).toBeGreaterThan(bios.length / 3);
    for (const bio of bios) expect(bio).not.toMatch(/teaches [^.]+ and [^.]+ in the FYUGP/);
    const lengths = bios.map((b) => b.length).sort((a, b) => a - b);
    expect(lengths.at(-1)!).toBeGreaterThan(lengths[0]! * 3);
  });

  it('gives the feedback forms of the IQAC a document to open', () => {
    const forms = data.get('notices/IQAC_FEEDBACK_FORM.yaml') as Notice[];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form.attachments?.length, form.title).toBeGreaterThan(0);
  });

  it('ends its dated archive on the day the tests import it, so no dated notice is in their future', () => {
    expect(DEMO_DAY).toBe(TEST_TODAY);
  });
});
