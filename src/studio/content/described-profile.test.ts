import { describe, expect, it } from 'vitest';
import { markdownWriter } from '../../content/exported-html.ts';
import { personFile } from '../../content/from-rows-people.ts';
import { contentSchemas } from '../../content/schema.ts';
import { personRow } from '../../content/to-rows.ts';
import { FacultyProfile } from '../../contract/schemas/profile.ts';
import type { EmployeesTable } from '../../db/schema.ts';
import { PROFILE_SECTIONS, type ProfileSection } from '../../entities/profile-sections.ts';
import { profileAnswer } from '../../services/profile.ts';
import * as tables from '../../site-map/profile-tables.ts';
import { entitySchema, entityView } from './entities.ts';
import { READER } from './field-labels.ts';
import { profileSnapshot, rowWithProfile } from './profile/profile-rows.ts';

/**
 * Decision 112: each section of a teacher's profile agrees with its one description across the
 * content folder (import and export), the API's answer, the public pages' tables and the
 * studio's form. A cell added to a section's description is checked here without a line of
 * this file changing.
 */

const QUARTER = '2025-1st';

/** A row of every cell as a folder writes it (a cell that keeps a number written as one). */
const folderRow = (section: ProfileSection) => ({
  ...Object.fromEntries(section.cells.map((cell) => [cell.name, cell.number ? 60 : 'A cell'])),
  ...(section.quarter === 'none' ? {} : { quarter: QUARTER }),
  ...(section.file ? { file: 'notices/form.pdf' } : {}),
});

/** A person file holding the section's row where the folder keeps it. */
function personWith(section: ProfileSection, rows: unknown[]) {
  const at =
    section.place === 'degrees'
      ? { degrees: { [section.name]: rows } }
      : section.place === 'report'
        ? { quarterly_reports: [{ quarter: QUARTER, [section.name]: rows }] }
        : { [section.name]: rows };
  return { id: 151, name: 'A teacher', ...at };
}

const schemas = contentSchemas({ today: '2026-06-15', hasFile: () => true });
const markdown = markdownWriter({ hasFile: () => true, uploadsUrl: '/uploads', warn: () => {} });
const exportContext = { markdown, warn: () => {} };
/** A person's row as the importer writes it (every column given, as a published row has). */
const rowOf = (person: unknown) =>
  personRow(schemas.Person.parse(person), 'PHY', 'FACULTY', 'PHY', 0) as EmployeesTable;

/** The section's stored rows in a person's profile column. */
function storedRows(section: ProfileSection, profile: string): Record<string, unknown>[] {
  const stored = JSON.parse(profile) as Record<string, unknown> & {
    degrees: Record<string, Record<string, unknown>[]>;
    qr_list: Record<string, Record<string, unknown>[]>[];
  };
  if (section.place === 'degrees') return stored.degrees[section.name]!;
  if (section.place === 'report') return stored.qr_list.flatMap((report) => report[section.name]!);
  return stored[section.name] as Record<string, unknown>[];
}

/** The section's rows in the answer of the profile. */
function answeredRows(section: ProfileSection, answer: FacultyProfile): Record<string, unknown>[] {
  const profile = answer as unknown as Record<string, Record<string, unknown>[]> & {
    degrees: Record<string, Record<string, unknown>[]>;
    qr_list: Record<string, Record<string, unknown>[]>[];
  };
  if (section.place === 'degrees') return profile.degrees[section.name]!;
  if (section.place === 'report') return profile.qr_list.flatMap((report) => report[section.name]!);
  return profile[section.name]!;
}

/** The pages' tables, each by its key. */
const pageTables = Object.values(tables).flatMap((value): readonly tables.TableSpec[] =>
  Array.isArray(value) ? value : typeof value === 'object' ? [value as tables.TableSpec] : [],
);

describe('every section of a teacher’s profile (decision 112)', () => {
  it.each(PROFILE_SECTIONS.map((section) => [section.formKey, section] as const))(
    '%s: a person file’s row becomes the stored row and comes back through the export',
    (_key, section) => {
      const row = rowOf(personWith(section, [folderRow(section)]));
      const [stored] = storedRows(section, row.profile);
      // Each cell under its column, a number as a number; the quarter and the file kept.
      for (const cell of section.cells)
        expect(stored?.[cell.column], cell.name).toBe(cell.number ? 60 : 'A cell');
      if (section.quarter !== 'none') expect(stored?.quarter).toBe(QUARTER);
      if (section.file) expect(stored?.file).toMatchObject({ type: 'notices', path: 'form.pdf' });
      // Exported and imported again, the same row (its profile's keys in any order).
      const back = rowOf(personFile(exportContext, row, 'faculty/151.yaml'));
      const parsed = (person: typeof row) => ({ ...person, profile: JSON.parse(person.profile) });
      expect(parsed(back)).toEqual(parsed(row));
    },
  );

  it.each(PROFILE_SECTIONS.map((section) => [section.formKey, section] as const))(
    '%s: the answer carries each described cell, and the contract takes it',
    (_key, section) => {
      const row = rowOf(personWith(section, [folderRow(section)]));
      const answer = FacultyProfile.parse(profileAnswer(row, '/uploads'));
      const [answered] = answeredRows(section, answer);
      for (const cell of section.cells)
        expect(answered?.[cell.column], cell.name).toBe(cell.number ? 60 : 'A cell');
      if (section.file) expect(answered?.file).toMatchObject({ path: 'form.pdf' });
    },
  );

  it.each(PROFILE_SECTIONS.map((section) => [section.formKey, section] as const))(
    '%s: the pages show it with the described caption, columns (those on the page) and digits',
    (_key, section) => {
      const table = pageTables.find(
        (one) => one.key === section.name && one.caption === section.label,
      );
      expect(table?.columns).toEqual(
        section.cells
          .filter((cell) => cell.onPage)
          .map((cell) => ({
            key: cell.name,
            label: cell.label,
            ...(cell.digits ? { numbers: true } : {}),
          })),
      );
      expect(table?.date).toBe(section.date);
    },
  );

  it.each(PROFILE_SECTIONS.map((section) => [section.formKey, section] as const))(
    '%s: the studio’s form draws and takes the described cells, and writes the row back',
    (_key, section) => {
      const view = entityView('profile', READER)!;
      const control = view.fields.find((field) => field.name === section.formKey);
      expect(control?.label).toBe(section.label);
      expect(control?.columns?.map((column) => [column.name, column.label])).toEqual([
        ...section.cells.map((cell) => [cell.name, cell.label]),
        ...(section.file ? [['file', 'File']] : []),
      ]);
      const schema = entitySchema('profile', READER)!;
      const row = rowOf(personWith(section, [folderRow(section)]));
      const snapshot = profileSnapshot(row);
      const parsed = schema.safeParse(snapshot.values);
      expect(parsed.error?.issues ?? []).toEqual([]);
      // The form's values written back: the same row as the import's.
      const written = rowWithProfile(
        row,
        { ...snapshot, values: parsed.data as never },
        '2026-06-15',
      );
      expect(storedRows(section, written.profile)).toEqual(storedRows(section, row.profile));
      // Past its maximum of rows, or a cell past its own, refused.
      const rows = snapshot.values[section.formKey] as Record<string, string>[];
      const tooMany = Array.from({ length: section.max! + 1 }, () => rows[0]);
      const refused = schema.safeParse({ ...snapshot.values, [section.formKey]: tooMany });
      expect(refused.error?.issues.map((issue) => issue.message)).toContain(
        `Keep at most ${section.max} rows`,
      );
      for (const cell of section.cells) {
        const long = [{ ...rows[0], [cell.name]: 'x'.repeat(cell.max! + 1) }];
        const tooLong = schema.safeParse({ ...snapshot.values, [section.formKey]: long });
        expect(tooLong.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
          `${section.formKey}.0.${cell.name}`,
        ]);
        expect(() => rowOf(personWith(section, long))).toThrow(
          `has more than ${cell.max} characters`,
        );
      }
    },
  );
});

describe('SPEC’s cells of a publication (§3)', () => {
  const publications = PROFILE_SECTIONS.filter((section) =>
    tables.PUBLICATIONS.some((table) => table.key === section.name),
  );

  it('every kind keeps an ISBN, shown on the page where the original pages showed one', () => {
    expect(publications).toHaveLength(7);
    for (const section of publications)
      expect(section.cells.map((cell) => cell.name)).toContain('isbn_no');
    const shown = (name: string) =>
      tables.PUBLICATIONS.find((table) => table.key === name)!.columns.map((c) => c.key);
    expect(shown('news_papers')).not.toContain('isbn_no');
    expect(shown('e_contents')).not.toContain('isbn_no');
    expect(shown('research_papers')).toContain('isbn_no');
  });

  it('a text book keeps the title of a paper beside its book’s (“title_book or title_paper”)', () => {
    const textBooks = publications.find((section) => section.name === 'text_books')!;
    expect(textBooks.cells.map((cell) => cell.name)).toEqual(
      expect.arrayContaining(['title_book', 'title_paper']),
    );
  });
});
