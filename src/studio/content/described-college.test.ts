import { describe, expect, it } from 'vitest';
import { entryOf } from '../../content/described.ts';
import { markdownWriter } from '../../content/exported-html.ts';
import { collegeFile } from '../../content/from-rows.ts';
import { contentSchemas } from '../../content/schema.ts';
import { collegeRow } from '../../content/to-rows.ts';
import { SiteCollege } from '../../contract/schemas/site.ts';
import { COLLEGE_FIELDS } from '../../entities/college.ts';
import type { Field } from '../../entities/field.ts';
import { collegeAnswer } from '../../services/answers.ts';
import { controlOf } from './described-form.ts';

/**
 * Decision 119: the `college` settings row agrees with its one description across college.yaml
 * (import and export) and the answer of GET /site/college, down to the fields of its objects; the
 * two keys the importer adds are answered and never written back. A field added to the
 * description is checked here without a line of this file changing.
 */

const FIELDS: readonly Field[] = COLLEGE_FIELDS;

/** A value of each kind as college.yaml writes it. */
function folderValue(field: Field): unknown {
  if (field.kind === 'object') return entryFor(field.fields);
  if (field.name === 'youtube_id') return 'KBCtour2025';
  const sample: Partial<Record<Field['kind'], unknown>> = {
    line: `A ${field.name}`,
    phone: 9876543210,
    email: 'office@example.org',
    url: `https://example.org/${field.name}`,
    year: 1962,
    file: field.alt
      ? { file: 'college/hero.jpg', alt: 'The college' }
      : `college/${field.name}.png`,
    links: { facebook: 'https://example.org/facebook', x: 'https://example.org/x' },
    boolean: true,
  };
  return sample[field.kind];
}
const entryFor = (fields: readonly Field[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field.name, folderValue(field)]));

const schemas = contentSchemas({ today: '2026-06-15', hasFile: () => true });
const markdown = markdownWriter({ hasFile: () => true, uploadsUrl: '/uploads', warn: () => {} });
const exportContext = { markdown, warn: () => {} };
const IMPORTER_KEYS = {
  assameseFont: { src: '/uploads/v1/fonts/assamese.woff2', unicode_range: 'U+985-986' },
  importedOn: '2026-06-15',
};
const rowOf = (entry: unknown) => collegeRow(schemas.College.parse(entry), IMPORTER_KEYS);
const refusal = (entry: unknown) =>
  schemas.College.safeParse(entry).error?.issues.map((issue) => issue.path.join('.'));

/** college.yaml as the export writes it from a stored value. */
const exported = (value: string) => collegeFile(JSON.parse(value) as object, exportContext);

describe('the college’s identity (decision 119)', () => {
  it('college.yaml becomes the stored value, each field under its column, and comes back', () => {
    const row = rowOf(entryFor(FIELDS));
    const stored = JSON.parse(row.value) as Record<string, unknown>;
    // The described fields in their order, then the importer's two keys.
    expect(Object.keys(stored)).toEqual([
      ...FIELDS.map((field) => field.column),
      'assamese_font',
      'imported_on',
    ]);
    for (const field of FIELDS.filter((one) => one.kind === 'object'))
      expect(Object.keys(stored[field.column] as object), field.name).toEqual(
        field.fields.map((one) => one.column),
      );
    // A file is kept as its attachment; the hero with the words that say what it shows.
    expect(stored.logo).toMatchObject({ type: 'college', path: 'logo.png', fileType: 'image' });
    expect(stored.hero).toMatchObject({ path: 'hero.jpg', alt: 'The college' });
    expect(stored.launch).toMatchObject({ background: { path: 'background.png' } });
    // Exported and imported again, the same value: the importer's keys are not written back.
    const file = exported(row.value);
    expect(Object.keys(file).sort()).toEqual(FIELDS.map((field) => field.name).sort());
    expect(rowOf(file)).toEqual(row);
  });

  it('college.yaml lists the fields that name a file after the others, as it always has', () => {
    const file = exported(rowOf(entryFor(FIELDS)).value);
    const names = Object.keys(file);
    const holdsFile = ['logo', 'emblem_image', 'organogram_image', 'hero', 'launch'];
    expect(names.slice(-holdsFile.length)).toEqual(holdsFile);
    // The same fields as the description's, read back alike.
    expect(entryOf(FIELDS, JSON.parse(rowOf(file).value), exportContext, '', '')).toEqual(
      Object.fromEntries(names.map((name) => [name, file[name]])),
    );
  });

  it('the answer is the stored value as it is, and the contract takes it', () => {
    const { value } = rowOf(entryFor(FIELDS));
    const answer = SiteCollege.strict().parse(collegeAnswer(value));
    expect(JSON.stringify(collegeAnswer(value))).toBe(value);
    expect(answer.social).toEqual(folderValue(FIELDS.find((one) => one.name === 'social')!));
    // Without the importer's keys, or the fields that may be left out, none is answered.
    const bare = entryFor(FIELDS);
    delete bare.hero;
    delete bare.social;
    delete bare.demo;
    const plain = collegeRow(schemas.College.parse(bare), {}).value;
    const answered = collegeAnswer(plain);
    expect(JSON.stringify(answered)).toBe(plain);
    for (const key of ['hero', 'assamese_font', 'imported_on'])
      expect(answered, key).not.toHaveProperty(key);
    expect(answered).toMatchObject({ social: {}, demo: false });
  });

  it('the folder refuses a required field left out, in an object too, and a wrong video id', () => {
    const entry = entryFor(FIELDS);
    for (const field of FIELDS.filter((one) => one.required)) {
      expect(refusal({ ...entry, [field.name]: undefined }), field.name).toEqual([field.name]);
      for (const inner of field.fields.filter((one) => one.required)) {
        const object = { ...(entry[field.name] as object), [inner.name]: undefined };
        expect(refusal({ ...entry, [field.name]: object }), inner.name).toEqual([
          `${field.name}.${inner.name}`,
        ]);
      }
    }
    const video = { title: 'A walk', youtube_id: 'not a video' };
    const issues = schemas.College.safeParse({ ...entry, tour_video: video }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['tour_video.youtube_id', 'must be a YouTube video id'],
    ]);
    expect(refusal({ ...entry, social: { facebook: 'javascript:alert(1)' } })).toEqual([
      'social.facebook',
    ]);
    expect(refusal({ ...entry, hero: 'college/prospectus.pdf' })).toEqual(['hero']);
  });

  it('no studio form edits it: its own kinds have no control', () => {
    for (const field of FIELDS.filter((one) =>
      ['object', 'file', 'links', 'boolean'].includes(one.kind),
    ))
      expect(() => controlOf(field), field.name).toThrow('no studio form edits');
  });
});
