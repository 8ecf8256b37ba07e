import { describe, expect, it } from 'vitest';
import { entryOf } from '../../content/described.ts';
import { markdownWriter } from '../../content/exported-html.ts';
import { contentSchemas } from '../../content/schema.ts';
import {
  admissionRow,
  alumnusRow,
  collegeRow,
  committeeRow,
  naacCriterionRow,
  naacFileRow,
  naacGroupRow,
  naacMetricRow,
  siteTextRow,
  departmentFileRow,
  departmentRow,
  galleryAlbumRow,
  governingBodyRow,
  holidayRow,
  importantFileRow,
  noticeRow,
  personRow,
} from '../../content/to-rows.ts';
import { AdmissionSettings, Committee, ImportantFile } from '../../contract/schemas/college.ts';
import {
  Alumnus,
  Department,
  DepartmentFile,
  GalleryAlbum,
} from '../../contract/schemas/departments.ts';
import { Employee, GoverningBodyMember } from '../../contract/schemas/employees.ts';
import { HolidayAnswer, Notice } from '../../contract/schemas/notices.ts';
import { SiteCollege, SiteText } from '../../contract/schemas/site.ts';
import {
  IqacFileGroupItem,
  IqacGroup,
  IqacSubgroup,
  IqacSubSubgroup,
} from '../../contract/schemas/iqac.ts';
import { DEPARTMENT_PAGE } from '../../entities/departments.ts';
import { PERSON_FORM } from '../../entities/employees.ts';
import { SITE_TEXT_FORM } from '../../entities/site-texts.ts';
import { DESCRIBED_SETTINGS, DESCRIBED_TABLES } from '../../entities/described.ts';
import type { Field } from '../../entities/field.ts';
import {
  admissionAnswer,
  alumnusAnswer,
  collegeAnswer,
  naacCriterionAnswer,
  naacFileAnswer,
  naacGroupAnswer,
  naacMetricAnswer,
  siteTextAnswer,
  committeeAnswer,
  departmentAnswer,
  departmentFileAnswer,
  employeeAnswer,
  galleryAlbumAnswer,
  governingBodyAnswer,
  holidayAnswer,
  importantFileAnswer,
  noticeAnswer,
} from '../../services/answers.ts';
import { columnsOfForm, snapshotOfRow } from './described-rows.ts';
import { entitySchema, entityView } from './entities.ts';
import { FORM_FIELDS } from './entities/notice-rows.ts';
import { READER } from './field-labels.ts';

/**
 * Decision 082: each described entity's studio form, content folder mapping and API answer
 * agree with its one description. A field added to a description is checked here without a
 * line of this file changing.
 */

/** A row's cell as a content folder writes it: YAML reads a number as one. */
const cellValue = (cell: Field['cells'][number]) =>
  cell.kind === 'html' ? 'Some *words*' : cell.number ? 60 : 'A cell';

/** A value of each kind as a content folder writes it. */
function folderValue(field: Field): unknown {
  const sample = {
    line: field.lang === 'as' ? 'অসমীয়া শিৰোনাম' : 'A line of text',
    date: '2026-06-15',
    html: field.lang === 'as' ? 'অসমীয়া বিৱৰণ' : 'Some *words*',
    url: 'https://example.org/page',
    flag: true,
    email: 'someone@example.org',
    // YAML reads an unquoted number as one.
    phone: 9876543210,
    photo: { file: 'photos/meet.jpg', alt: 'The hall, full' },
    portrait: { file: 'photos/face.jpg', alt: 'A face, smiling' },
    attachments: ['notices/form.pdf'],
    photos: [{ file: 'photos/meet.jpg', alt: 'The hall, full' }],
    image: 'photos/banner.jpg',
    year: 1962,
    text: 'A question\nof two lines',
    serial: '3.2.1',
    codes: ['QlM', 'QnM'],
    switch: 1,
    // Written no as well as yes (decision 120): the row must say no, too.
    toggle: false,
    document: 'cv/151-a-teacher.pdf',
    choice: field.choices[0],
    boolean: true,
    file: field.alt ? { file: 'photos/meet.jpg', alt: 'The hall, full' } : 'photos/banner.jpg',
    links: { facebook: 'https://example.org/facebook/college' },
    // An object of fields: an entry of its own (decision 119).
    object: entryFor(field.fields),
    // A row of every cell, a second without the cells that may be left out.
    rows: [
      Object.fromEntries(field.cells.map((cell) => [cell.name, cellValue(cell)])),
      Object.fromEntries(field.cells.flatMap((cell) => (cell.required ? [[cell.name, 'B']] : []))),
    ],
    // Each table with its rows (decision 112).
    tables: Object.fromEntries(field.tables.map((table) => [table.name, folderValue(table)])),
  };
  // A line of one form in the studio, as its example shows it.
  return field.format?.example ?? sample[field.kind];
}

/** The fields a form draws for these: a field of tables draws one per table (decision 112). */
const drawnFields = (fields: readonly Field[]): readonly Field[] =>
  fields.flatMap((field) => (field.kind === 'tables' ? field.tables : [field]));

const entryFor = (fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field.name, folderValue(field)]));

const schemas = contentSchemas({ today: '2026-06-15', hasFile: () => true });
const markdown = markdownWriter({ hasFile: () => true, uploadsUrl: '/uploads', warn: () => {} });
const exportContext = { markdown, warn: () => {} };

/** iqac.yaml with one entry at each level, the given fields over the least each needs. */
function naacTree(group: object, criterion: object = {}, metric: object = {}, file: object = {}) {
  const tree = schemas.Iqac.parse({
    groups: [
      {
        name: 'A group',
        types: ['QlM'],
        ...group,
        criteria: [
          {
            type: 'QlM',
            criterion: 'A criterion',
            ...criterion,
            metrics: [{ sr_no: '1.1.1', ...metric, files: [{ title: 'A file', ...file }] }],
          },
        ],
      },
    ],
  });
  const c = tree.groups[0]!.criteria[0]!;
  return {
    groups: tree.groups,
    criterion: c,
    metric: c.metrics[0]!,
    file: c.metrics[0]!.files[0]!,
  };
}

/** Each table as its described rows are made, answered and checked on the wire. */
const TABLES = {
  notices: {
    row: (entry: unknown = entryFor(F.notices)) =>
      noticeRow(7, 'COLLEGE_EVENT', 'TNC', schemas.Notices.parse([entry])[0]!),
    answer: (row: object) => Notice.strict().parse(noticeAnswer(row as never, '/uploads')),
    /** Answer keys of the row's place and of its date, not fields of their own. */
    derived: ['id', 'date_no', 'month', 'year'],
  },
  holidays: {
    row: (entry: unknown = entryFor(F.holidays)) =>
      holidayRow(3, schemas.Holidays.parse([entry])[0]!),
    answer: (row: object) =>
      HolidayAnswer.shape.data
        .unwrap()
        .unwrap()
        .strict()
        .parse(holidayAnswer(row as never, '/uploads')),
    derived: [] as string[],
  },
  employees: {
    row: (entry: unknown = entryFor(F.employees)) =>
      personRow(schemas.Person.parse({ id: 5, ...(entry as object) }), 'PHY', 'FACULTY', 'PHY', 0),
    answer: (row: object) => Employee.strict().parse(employeeAnswer(row as never, '/uploads')),
    derived: ['id', 'dept_code'],
  },
  governing_body: {
    row: (entry: unknown = entryFor(F.governing_body)) =>
      governingBodyRow(2, schemas.GoverningBody.parse([entry])[0]!),
    answer: (row: object) => GoverningBodyMember.strict().parse(governingBodyAnswer(row as never)),
    derived: [] as string[],
  },
  alumni: {
    row: (entry: unknown = entryFor(F.alumni)) =>
      alumnusRow(4, 'PHY', schemas.Alumni.parse([entry])[0]!),
    answer: (row: object) => Alumnus.strict().parse(alumnusAnswer(row as never)),
    derived: [] as string[],
  },
  departments: {
    row: (entry: unknown = entryFor(F.departments)) =>
      departmentRow(schemas.Department.parse({ dept_code: 'PHY', ...(entry as object) })),
    answer: (row: object) => Department.strict().parse(departmentAnswer(row as never, '/uploads')),
    /** Its code, where it stands. */
    derived: ['dept_code'],
  },
  committees: {
    row: (entry: unknown = entryFor(F.committees)) =>
      committeeRow(schemas.Committees.parse([{ code: 'NSS', ...(entry as object) }])[0]!, 3),
    answer: (row: object) => Committee.strict().parse(committeeAnswer(row as never, '/uploads')),
    /** Its code, where it stands. */
    derived: ['committee_code'],
  },
  department_files: {
    row: (entry: unknown = entryFor(F.department_files)) =>
      departmentFileRow(
        8,
        'PHY',
        'SYLLABUS',
        schemas.DepartmentDocuments.parse({ SYLLABUS: [entry] }).SYLLABUS![0]!,
      ),
    answer: (row: object) =>
      DepartmentFile.strict().parse(departmentFileAnswer(row as never, '/uploads')),
    derived: ['id'],
  },
  gallery_albums: {
    row: (entry: unknown = entryFor(F.gallery_albums)) =>
      galleryAlbumRow(9, 'PHY', schemas.Gallery.parse([entry])[0]!),
    answer: (row: object) =>
      GalleryAlbum.strict().parse(galleryAlbumAnswer(row as never, '/uploads')),
    derived: ['id'],
  },
  important_files: {
    row: (entry: unknown = entryFor(F.important_files)) =>
      importantFileRow(6, schemas.ImportantFiles.parse([entry])[0]!),
    answer: (row: object) =>
      ImportantFile.strict().parse(importantFileAnswer(row as never, '/uploads')),
    derived: ['id'],
  },
  /** The NAAC tree's levels, each entry nested in its parents' (decision 113). */
  iqac_groups: {
    row: (entry: unknown = entryFor(F.iqac_groups)) =>
      naacGroupRow(1, naacTree({ ...(entry as object) }).groups[0]!),
    answer: (row: object) => IqacGroup.strict().parse(naacGroupAnswer(row as never)),
    derived: ['id'],
  },
  iqac_subgroups: {
    row: (entry: unknown = entryFor(F.iqac_subgroups)) =>
      naacCriterionRow(2, 1, naacTree({}, { type: 'QlM', ...(entry as object) }).criterion),
    answer: (row: object) => IqacSubgroup.strict().parse(naacCriterionAnswer(row as never)),
    derived: ['id'],
  },
  iqac_subsubgroups: {
    row: (entry: unknown = entryFor(F.iqac_subsubgroups)) =>
      naacMetricRow(3, 2, naacTree({}, {}, entry as object).metric),
    answer: (row: object) => IqacSubSubgroup.strict().parse(naacMetricAnswer(row as never)),
    derived: ['id'],
  },
  iqac_files: {
    row: (entry: unknown = entryFor(F.iqac_files)) =>
      naacFileRow(4, 3, '9.9.9', naacTree({}, {}, {}, entry as object).file),
    answer: (row: object) =>
      IqacFileGroupItem.strict().parse(naacFileAnswer(row as never, '/uploads')),
    derived: ['id'],
  },
  /** A text: its English file, and its Assamese file under the English names. */
  site_texts: {
    row: (entry: unknown = entryFor(F.site_texts)) => {
      const { title_as, body_as, ...english } = entry as Record<string, unknown>;
      const as = schemas.TextAs.parse({ title: title_as, body: body_as });
      const text = { ...schemas.Text.parse(english), title_as: as.title, body_as: as.body };
      return siteTextRow('about', text);
    },
    answer: (row: object) => SiteText.strict().parse(siteTextAnswer(row as never)),
    derived: [] as string[],
  },
  /** A settings row's value, walked as a row of its own (decision 113). */
  admission: {
    row: (entry: unknown = entryFor(F.admission)) =>
      JSON.parse(admissionRow(schemas.Admission.parse(entry)).value) as object,
    answer: (row: object) => AdmissionSettings.strict().parse(admissionAnswer(JSON.stringify(row))),
    derived: [] as string[],
  },
  /**
   * The college's identity (decision 119), with the two keys the importer adds: answered, not
   * described, and not written back to the folder. The folder holds a tour video's id to
   * YouTube's form.
   */
  college: {
    row: (entry: unknown = entryFor(F.college)) => {
      const college = entry as { tour_video: object };
      const video = { ...college.tour_video, youtube_id: 'KBCtour2025' };
      const parsed = schemas.College.parse({ ...college, tour_video: video });
      return JSON.parse(collegeRow(parsed, IMPORTER_KEYS).value) as object;
    },
    answer: (row: object) => SiteCollege.strict().parse(collegeAnswer(JSON.stringify(row))),
    derived: ['assamese_font', 'imported_on'],
  },
};
const IMPORTER_KEYS = {
  assameseFont: { src: '/uploads/v1/fonts/assamese.woff2', unicode_range: 'U+985-986' },
  importedOn: '2026-06-15',
};
const F = { ...DESCRIBED_TABLES, ...DESCRIBED_SETTINGS };

/** The studio's forms over each table: the fields of the description each holds. */
const FORMS = [
  { entity: 'notice', table: 'notices', names: FORM_FIELDS.notice, place: { type: 'NIRF' } },
  { entity: 'event', table: 'notices', names: FORM_FIELDS.event, place: {} },
  {
    entity: 'department_notice',
    table: 'notices',
    names: FORM_FIELDS.plain,
    place: { type: 'DEPT_NOTICE', dept_code: 'PHY' },
  },
  {
    entity: 'iqac_document',
    table: 'notices',
    names: FORM_FIELDS.plain,
    place: { type: 'IQAC_AQAR' },
  },
  { entity: 'holiday', table: 'holidays', names: F.holidays.map((f) => f.name), place: {} },
  { entity: 'principal', table: 'employees', names: PERSON_FORM, place: {} },
  { entity: 'office_staff', table: 'employees', names: PERSON_FORM, place: {} },
  {
    entity: 'gb_member',
    table: 'governing_body',
    names: F.governing_body.map((f) => f.name),
    place: {},
  },
  {
    entity: 'alumnus',
    table: 'alumni',
    names: F.alumni.map((f) => f.name),
    place: { dept_code: 'PHY' },
  },
  {
    entity: 'department_page',
    table: 'departments',
    names: DEPARTMENT_PAGE,
    place: { dept_code: 'PHY' },
  },
  {
    entity: 'department_profile',
    table: 'departments',
    names: ['profile', 'facilities'],
    place: { dept_code: 'PHY' },
  },
  {
    entity: 'committee',
    table: 'committees',
    names: F.committees.map((f) => f.name),
    place: { code: 'NSS' },
  },
  {
    entity: 'department_file',
    table: 'department_files',
    names: F.department_files.map((f) => f.name),
    place: { dept_code: 'PHY', type: 'SYLLABUS' },
  },
  {
    entity: 'department_album',
    table: 'gallery_albums',
    names: F.gallery_albums.map((f) => f.name),
    place: { dept_code: 'PHY' },
  },
  {
    entity: 'important_file',
    table: 'important_files',
    names: F.important_files.map((f) => f.name),
    place: {},
  },
  {
    entity: 'naac_group',
    table: 'iqac_groups',
    names: F.iqac_groups.map((f) => f.name),
    place: {},
  },
  {
    entity: 'naac_criterion',
    table: 'iqac_subgroups',
    names: F.iqac_subgroups.map((f) => f.name),
    place: { group: '1', type: 'QlM' },
  },
  {
    entity: 'naac_metric',
    table: 'iqac_subsubgroups',
    names: F.iqac_subsubgroups.map((f) => f.name),
    place: { criterion: '1/QlM/2' },
  },
  {
    entity: 'naac_file',
    table: 'iqac_files',
    names: F.iqac_files.map((f) => f.name),
    place: { metric: '1/QlM/2/3' },
  },
  { entity: 'college_text', table: 'site_texts', names: SITE_TEXT_FORM, place: { name: 'about' } },
  { entity: 'admission', table: 'admission', names: F.admission.map((f) => f.name), place: {} },
] as const;

const tables = Object.keys(F) as (keyof typeof F)[];

describe('every described entity (decision 082)', () => {
  it.each(tables)(
    '%s: a content folder entry becomes the described columns and comes back',
    (table) => {
      const fields: readonly Field[] = F[table];
      const row = TABLES[table].row() as Record<string, unknown>;
      for (const field of fields) expect(row, field.name).toHaveProperty(field.column);
      const back = entryOf(fields, row, exportContext, `${table}.yaml`, String(row.title));
      // Exported and imported again, the same row; every field written back.
      expect(Object.keys(back).sort()).toEqual(fields.map((field) => field.name).sort());
      expect(TABLES[table].row(back)).toEqual(row);
    },
  );

  it.each(tables)(
    '%s: the answer carries each described field, and the contract takes it',
    (table) => {
      const fields: readonly Field[] = F[table];
      const row = TABLES[table].row();
      const answer = TABLES[table].answer(row) as Record<string, unknown>;
      // A portrait is answered as SPEC's list of addresses and, beside it, what the first shows.
      const keys = fields.flatMap((field) =>
        !field.answer
          ? []
          : field.kind === 'portrait'
            ? [field.answer, `${field.answer}_alt`]
            : [field.answer],
      );
      expect(Object.keys(answer).sort()).toEqual([...keys, ...TABLES[table].derived].sort());
      // A field of rows answers each row under its cells' columns, a number as a number; a
      // field of tables, each table under its column.
      const answerRows = (field: Field, rows: Record<string, unknown>[]) => {
        expect(rows.length, field.name).toBeGreaterThan(0);
        for (const row of rows) {
          expect(Object.keys(row), field.name).toEqual(field.cells.map((cell) => cell.column));
          for (const cell of field.cells.filter((one) => one.number))
            expect(row[cell.column], cell.name).toBe(60);
        }
      };
      for (const field of fields.filter((one) => one.kind === 'rows'))
        answerRows(field, answer[field.answer!] as Record<string, unknown>[]);
      for (const field of fields.filter((one) => one.kind === 'tables')) {
        const tables = answer[field.answer!] as Record<string, Record<string, unknown>[]>;
        expect(Object.keys(tables)).toEqual(field.tables.map((table) => table.column));
        for (const table of field.tables) answerRows(table, tables[table.column]!);
      }
      // Ours only when they hold something: without them the answer is SPEC's; so is an
      // optional date left out.
      const leftOut = fields.filter(
        (field) => field.extension || (field.kind === 'date' && !field.required),
      );
      const empty = Object.fromEntries(leftOut.map((field) => [field.column, null]));
      const bare = TABLES[table].answer({ ...row, ...empty }) as Record<string, unknown>;
      for (const field of leftOut) expect(bare[field.answer!], field.name).toBeUndefined();
    },
  );

  it.each(FORMS)('$entity: the form draws and takes the described fields', (form) => {
    const fields: readonly Field[] = F[form.table];
    const view = entityView(form.entity, READER)!;
    // Each under its form's key (its name, but where the form named it otherwise before).
    const named = fields.filter((one) => (form.names as readonly string[]).includes(one.name));
    const keys = form.names.flatMap((name) =>
      drawnFields(named.filter((one) => one.name === name)).map((one) => one.formKey),
    );
    const drawn = view.fields.filter((field) => keys.includes(field.name));
    expect(drawn.map((field) => field.name)).toEqual(keys);
    for (const control of drawn) {
      const field = drawnFields(named).find((one) => one.formKey === control.name)!;
      if (form.entity !== 'iqac_document') expect(control.label).toBe(field.label);
      expect(Boolean(control.required), field.name).toBe(field.required);
      expect(control.lang, field.name).toBe(field.lang);
      const unit = field.kind === 'rows' ? 'items' : 'characters';
      if (field.max) expect(control.limit, field.name).toEqual({ max: field.max, unit });
      // A row's cells, each with its label, requirement and maximum.
      for (const [i, cell] of field.cells.entries()) {
        const column = control.columns?.[i];
        expect(column?.name).toBe(cell.name);
        expect(column?.label).toBe(cell.label);
        expect(Boolean(column?.required), cell.name).toBe(cell.required);
      }
    }
    // A published row read into the form, taken by its schema, is written back as it was.
    const row = TABLES[form.table].row() as Record<string, unknown>;
    const snapshot = snapshotOfRow(fields, form.names, row);
    const parsed = entitySchema(form.entity, READER)!.safeParse({
      ...snapshot.values,
      ...form.place,
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
    const columns = columnsOfForm(
      fields,
      form.names,
      { ...snapshot, values: parsed.data as never },
      row,
    );
    for (const field of fields)
      expect(columns[field.column], field.name).toEqual(row[field.column]);
  });

  const withRows = FORMS.filter((form) =>
    F[form.table].some(
      (field) =>
        (field.kind === 'rows' || field.kind === 'tables') &&
        form.names.includes(field.name as never),
    ),
  );

  it.each(withRows)(
    '$entity: rows past their maximum, or a required cell left empty, are refused by the folder and the form alike',
    (form) => {
      const fields: readonly Field[] = F[form.table];
      const snapshot = snapshotOfRow(fields, form.names, TABLES[form.table].row());
      const schema = entitySchema(form.entity, READER)!;
      // A table of a field of tables is written in the folder under that field.
      const inFolder = (field: Field, rows: unknown) => {
        const tables = fields.find((one) => one.tables.includes(field));
        return tables ? { [tables.name]: { [field.name]: rows } } : { [field.name]: rows };
      };
      const held = drawnFields(fields).filter(
        (one) =>
          one.kind === 'rows' &&
          one.max &&
          (form.names as readonly string[]).includes(
            fields.find((f) => f === one || f.tables.includes(one))!.name,
          ),
      );
      for (const field of held) {
        const row = Object.fromEntries(field.cells.map((cell) => [cell.name, 'A cell']));
        const tooMany = Array.from({ length: field.max! + 1 }, () => row);
        expect(() =>
          TABLES[form.table].row({ ...entryFor(fields), ...inFolder(field, tooMany) }),
        ).toThrow(`has more than ${field.max} rows`);
        const refused = schema.safeParse({
          ...snapshot.values,
          ...form.place,
          [field.formKey]: tooMany,
        });
        expect(refused.error?.issues.map((issue) => issue.path[0])).toContain(field.formKey);
        for (const cell of field.cells.filter((one) => one.required)) {
          const empty = [{ ...row, [cell.name]: '' }];
          expect(() =>
            TABLES[form.table].row({ ...entryFor(fields), ...inFolder(field, empty) }),
          ).toThrow();
          const blank = schema.safeParse({
            ...snapshot.values,
            ...form.place,
            [field.formKey]: empty,
          });
          expect(blank.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
            `${field.formKey}.0.${cell.name}`,
          ]);
        }
      }
    },
  );
});
