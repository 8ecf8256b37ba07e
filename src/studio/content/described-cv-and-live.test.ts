import { describe, expect, it } from 'vitest';
import { markdownWriter } from '../../content/exported-html.ts';
import { personFile } from '../../content/from-rows-people.ts';
import { contentSchemas } from '../../content/schema.ts';
import { personRow } from '../../content/to-rows.ts';
import type { Attachment } from '../../contract/schemas/common.ts';
import { Employee } from '../../contract/schemas/employees.ts';
import { FacultyProfile } from '../../contract/schemas/profile.ts';
import type { EmployeesTable } from '../../db/schema.ts';
import { PERSON_LIVE } from '../../entities/employees.ts';
import { PROFILE_DOCUMENTS } from '../../entities/profile.ts';
import { employeeAnswer } from '../../services/answers.ts';
import { profileAnswer } from '../../services/profile.ts';
import { entitySchema, entityView } from './entities.ts';
import { READER } from './field-labels.ts';
import { profileSnapshot, rowWithProfile } from './profile/profile-rows.ts';

/**
 * Decision 120: a teacher's CV and whether their profile is live agree with their one
 * description across the person file (import and export), the stored row, the answers and the
 * studio's forms.
 */

const [CV] = PROFILE_DOCUMENTS;
const CV_FILE = 'cv/151-a-teacher.pdf';

const schemas = contentSchemas({ today: '2026-06-15', hasFile: (path) => path === CV_FILE });
const warnings: string[] = [];
const markdown = markdownWriter({ hasFile: () => true, uploadsUrl: '/uploads', warn: () => {} });
const exportContext = {
  markdown,
  warn: (file: string, message: string) => warnings.push(`${file}: ${message}`),
};

const person = (extra: object = {}) => ({ id: 151, name: 'A teacher', ...extra });
const rowOf = (entry: unknown) =>
  personRow(schemas.Person.parse(entry), 'PHY', 'FACULTY', 'PHY', 0) as EmployeesTable;
const exported = (row: EmployeesTable) =>
  personFile(exportContext, row, 'faculty/151.yaml') as Record<string, unknown>;
const storedCv = (row: Pick<EmployeesTable, 'profile'>) =>
  (JSON.parse(row.profile) as Record<string, Attachment[]>)[CV.column];
const answers = (row: EmployeesTable) => ({
  employee: Employee.strict().parse(employeeAnswer(row, '/uploads')),
  profile: FacultyProfile.strict().parse(profileAnswer(row, '/uploads')),
});
const refusal = (entry: unknown) =>
  schemas.Person.safeParse(entry).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('whether a profile is live (decision 120)', () => {
  it.each([true, false])(
    'live: %s becomes 1 or 0 in the row and the answers, and comes back as written',
    (live) => {
      const row = rowOf(person({ live }));
      expect(row[PERSON_LIVE.column]).toBe(live ? 1 : 0);
      const { employee, profile } = answers(row);
      expect(employee.liveNow).toBe(live ? 1 : 0);
      expect(profile.liveNow).toBe(live ? 1 : 0);
      // The folder writes no as well as yes; imported again, the same row.
      const file = exported(row);
      expect(file).toHaveProperty(PERSON_LIVE.name, live);
      expect(rowOf(file)).toEqual(row);
    },
  );

  it('a person file without it is not live, and the export says so', () => {
    const row = rowOf(person());
    expect(row.live_now).toBe(0);
    expect(exported(row).live).toBe(false);
  });

  it('the folder takes true or false only', () => {
    for (const live of [1, 'yes', 'true'])
      expect(refusal(person({ live })), String(live)).toEqual([
        ['live', 'Invalid input: expected boolean, received ' + typeof live],
      ]);
  });

  it('no person form holds it: the department sets it in its faculty list', () => {
    for (const entity of ['principal', 'office_staff', 'profile'] as const)
      expect(entityView(entity, READER)!.fields.map((field) => field.name)).not.toContain('live');
  });
});

describe('a teacher’s CV (decision 120)', () => {
  it('one file of the person file is stored and answered as a list of one, with its address', () => {
    const row = rowOf(person({ cv: CV_FILE }));
    expect(storedCv(row)).toEqual([
      expect.objectContaining({ type: 'cv', path: '151-a-teacher.pdf', fileType: 'PDF' }),
    ]);
    const { profile } = answers(row);
    expect(profile.cv).toEqual([
      expect.objectContaining({
        type: 'cv',
        path: '151-a-teacher.pdf',
        url: `/uploads/${CV_FILE}`,
      }),
    ]);
    const file = exported(row);
    expect(file.cv).toBe(CV_FILE);
    expect(rowOf(file)).toEqual(row);
  });

  it('none is an empty list, answered as one, and left out of the export', () => {
    const row = rowOf(person());
    expect(storedCv(row)).toEqual([]);
    expect(answers(row).profile.cv).toEqual([]);
    expect(exported(row)).not.toHaveProperty('cv');
  });

  it('an https address is kept as a link, answered as that address', () => {
    const link = 'https://example.org/cv.pdf';
    const row = rowOf(person({ cv: link }));
    expect(answers(row).profile.cv).toEqual([
      expect.objectContaining({ mime: 'link', path: link, url: link }),
    ]);
    expect(exported(row).cv).toBe(link);
  });

  it('of a stored list of more, the export writes the first and says so', () => {
    const row = rowOf(person({ cv: CV_FILE }));
    const [first] = storedCv(row)!;
    const two = { ...row, profile: JSON.stringify({ cv: [first, { ...first, path: 'b.pdf' }] }) };
    warnings.length = 0;
    expect(exported(two).cv).toBe(CV_FILE);
    expect(warnings).toEqual(['faculty/151.yaml: has 2 CVs; the first is kept']);
  });

  it.each([
    '/etc/passwd',
    'file:///etc/passwd',
    '../cv/151-a-teacher.pdf',
    'cv/../../etc/passwd',
    'javascript:alert(1)',
  ])('the folder refuses %s, saying what a CV may be', (cv) => {
    expect(refusal(person({ cv }))).toEqual([
      [
        'cv',
        `'${cv}' must be an https address or a path under files/ such as 'notices/form.pdf' (letters, digits, . _ -; no '..')`,
      ],
    ]);
  });

  it('the folder refuses a CV whose file it does not have', () => {
    expect(refusal(person({ cv: 'cv/someone-else.pdf' }))).toEqual([
      ['cv', 'files/cv/someone-else.pdf does not exist'],
    ]);
  });

  it('the studio’s form draws one PDF, refuses two, and writes the CV back as the import did', () => {
    const drawn = entityView('profile', READER)!.fields.find((field) => field.name === CV.formKey);
    expect(drawn).toMatchObject({ label: CV.label, kind: 'attachments', accept: 'pdf' });
    const schema = entitySchema('profile', READER)!;
    const row = rowOf(person({ cv: CV_FILE }));
    const snapshot = profileSnapshot(row);
    expect(snapshot.values[CV.formKey]).toEqual([CV_FILE]);
    const two = schema.safeParse({ ...snapshot.values, [CV.formKey]: [CV_FILE, 'cv/b.pdf'] });
    expect(two.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [CV.formKey, 'Attach 1 CV at most'],
    ]);
    const taken = schema.parse(snapshot.values);
    const written = rowWithProfile(row, { ...snapshot, values: taken as never }, '2026-06-15');
    expect(storedCv(written)).toEqual(storedCv(row));
    // Taken off, none is stored.
    const without = { ...snapshot, values: { ...(taken as object), [CV.formKey]: [] } as never };
    expect(storedCv(rowWithProfile(row, without, '2026-06-15'))).toEqual([]);
  });
});
