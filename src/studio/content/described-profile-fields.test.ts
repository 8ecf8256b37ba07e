import { describe, expect, it } from 'vitest';
import { markdownWriter } from '../../content/exported-html.ts';
import { personFile } from '../../content/from-rows-people.ts';
import { contentSchemas } from '../../content/schema.ts';
import { personRow } from '../../content/to-rows.ts';
import { FacultyProfile } from '../../contract/schemas/profile.ts';
import type { EmployeesTable } from '../../db/schema.ts';
import type { Field } from '../../entities/field.ts';
import { PROFILE_FIELDS, PROFILE_LINKS } from '../../entities/profile.ts';
import { profileAnswer } from '../../services/profile.ts';
import { entitySchema } from './entities.ts';
import { READER } from './field-labels.ts';
import { profileSnapshot, rowWithProfile } from './profile/profile-rows.ts';

/**
 * Decision 114: a teacher's profile's own fields and links agree with their one description
 * across the content folder (import and export), the API's answer and the studio's form. A
 * field added to the description is checked here without a line of this file changing.
 */

const FIELDS: readonly Field[] = PROFILE_FIELDS;
const LINKS: readonly Field[] = PROFILE_LINKS;

/** A value of each kind as a person file writes it. */
const folderValue = (field: Field) =>
  ({ line: 'A line of text', html: 'Some *words*', url: 'https://example.org/page' })[
    field.kind as 'line'
  ];

const person = (extra: object = {}) => ({
  id: 151,
  name: 'A teacher',
  ...Object.fromEntries(FIELDS.map((field) => [field.name, folderValue(field)])),
  links: Object.fromEntries(LINKS.map((link) => [link.name, folderValue(link)])),
  ...extra,
});

const schemas = contentSchemas({ today: '2026-06-15', hasFile: () => true });
const markdown = markdownWriter({ hasFile: () => true, uploadsUrl: '/uploads', warn: () => {} });
const exportContext = { markdown, warn: () => {} };
const rowOf = (entry: unknown) =>
  personRow(schemas.Person.parse(entry), 'PHY', 'FACULTY', 'PHY', 0) as EmployeesTable;
const storedOf = (row: Pick<EmployeesTable, 'profile'>) =>
  JSON.parse(row.profile) as Record<string, unknown> & { others: Record<string, unknown> };
const parsed = (row: EmployeesTable) => ({ ...row, profile: storedOf(row) });

describe('a teacher’s profile’s own fields (decision 114)', () => {
  it('a person file’s fields become the stored profile and come back through the export', () => {
    const row = rowOf(person());
    const stored = storedOf(row);
    for (const field of FIELDS)
      if (field.kind === 'line') expect(stored[field.column], field.name).toBe('A line of text');
      else expect(stored[field.column], field.name).toContain('<em>words</em>');
    for (const link of LINKS) expect(stored.others[link.column], link.name).toBe(folderValue(link));
    const back = rowOf(personFile(exportContext, row, 'faculty/151.yaml'));
    expect(parsed(back)).toEqual(parsed(row));
    // Left out, none is stored; nor written back.
    const bare = rowOf({ id: 151, name: 'A teacher' });
    for (const field of FIELDS) expect(storedOf(bare), field.name).not.toHaveProperty(field.column);
    expect(storedOf(bare).others).toEqual({});
    const file = personFile(exportContext, bare, 'faculty/151.yaml') as Record<string, unknown>;
    for (const field of [...FIELDS, { name: 'links' }]) expect(file).not.toHaveProperty(field.name);
  });

  it('the answer carries each, the contract takes it, and says "" of one left out', () => {
    const row = rowOf(person());
    const stored = storedOf(row);
    const answer = FacultyProfile.strict().parse(profileAnswer(row, '/uploads')) as Record<
      string,
      unknown
    > & { others: Record<string, unknown> };
    for (const field of FIELDS)
      expect(answer[field.answer!], field.name).toBe(stored[field.column]);
    for (const link of LINKS) expect(answer.others[link.answer!]).toBe(folderValue(link));
    const bare = profileAnswer(rowOf({ id: 151, name: 'A teacher' }), '/uploads') as Record<
      string,
      unknown
    >;
    for (const field of FIELDS) expect(bare[field.answer!], field.name).toBe('');
    expect(bare.others).toEqual({});
  });

  it('the studio’s form takes each and writes the profile back as the import did', () => {
    const schema = entitySchema('profile', READER)!;
    const row = rowOf(person());
    const snapshot = profileSnapshot(row);
    const result = schema.safeParse(snapshot.values);
    expect(result.error?.issues ?? []).toEqual([]);
    const written = rowWithProfile(
      row,
      { ...snapshot, values: result.data as never },
      '2026-06-15',
    );
    expect(storedOf(written)).toEqual(storedOf(row));
  });

  it('a line past its maximum, or a link not a web address, is refused by the folder and the form alike', () => {
    const schema = entitySchema('profile', READER)!;
    const values = profileSnapshot(rowOf(person())).values;
    for (const field of FIELDS.filter((one) => one.max)) {
      const long = 'x'.repeat(field.max! + 1);
      const refused = schema.safeParse({ ...values, [field.formKey]: long });
      expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field.formKey]);
      expect(() => rowOf(person({ [field.name]: long }))).toThrow(
        `has more than ${field.max} characters`,
      );
    }
    for (const link of LINKS) {
      const links = { ...values.links, [link.formKey]: 'javascript:alert(1)' };
      const refused = schema.safeParse({ ...values, links });
      expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
        `links.${link.formKey}`,
      ]);
      expect(() => rowOf(person({ links: { [link.name]: 'javascript:alert(1)' } }))).toThrow();
    }
  });
});
