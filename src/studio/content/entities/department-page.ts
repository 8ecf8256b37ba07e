import { z } from 'zod';
import type { Attachment } from '../../../contract/schemas/common.ts';
import type { DepartmentsTable } from '../../../db/schema.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { form, type FormField } from '../form.ts';
import { fileSpecs, html, optionalText } from '../fields.ts';
import { attachmentsOf, filesOf, specOf } from '../item-files.ts';
import { departmentRowItem } from './department-row.ts';
import { deptCode, deptField } from './dept-scope.ts';

/** The department's own texts (SPEC §3 Department), as the microsite shows them. */
const TEXTS = [
  ['department_about', 'Department at a glance'],
  ['vision', 'Vision & Mission'],
  ['courses', 'Courses & Programmes'],
  ['online_classes', 'Online Classes'],
  ['activity', 'Activities'],
  ['gallery', 'Gallery introduction'],
  ['contact_details', 'Contact'],
] as const;
type TextName = (typeof TEXTS)[number][0];

const pageForm = form({
  dept_code: { value: deptCode, control: deptField },
  banner: {
    label: 'Banner',
    kind: 'attachments',
    accept: 'image',
    hint: 'One wide photograph, shown above the menu.',
    // Decorative in the microsite's header (alt=""; the name is the heading): no words asked.
    value: fileSpecs(1),
  },
  ...(Object.fromEntries(
    TEXTS.map(([name, label]) => [
      name,
      { label, kind: 'html', value: html(`the ${label.toLowerCase()}`) },
    ]),
  ) as Record<TextName, FormField<ReturnType<typeof html>>>),
  estd: {
    label: 'Year of establishment',
    kind: 'number',
    value: z
      .union([z.number(), z.string().trim().max(4, 'Enter the year of establishment in 4 digits')])
      .optional()
      .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
      .refine(
        (year) => year === undefined || (Number.isInteger(year) && year >= 1800 && year <= 2100),
        'Enter the year of establishment, like 1962, or leave it empty',
      ),
  },
  examination_system: {
    label: 'Examination system',
    kind: 'text',
    value: optionalText('the examination system'),
  },
});
const schema = z.object(pageForm.shape);
type PageForm = z.output<typeof schema>;

function asForm(row: DepartmentsTable): Snapshot<PageForm> {
  const banner = row.banner ? (JSON.parse(row.banner) as Attachment) : undefined;
  const texts = Object.fromEntries(TEXTS.map(([name]) => [name, row[name]])) as Record<
    TextName,
    string
  >;
  return {
    values: {
      dept_code: row.dept_code,
      ...texts,
      estd: row.estd ?? undefined,
      examination_system: row.examination_system,
      banner: banner ? [specOf(banner)] : [],
    },
    files: filesOf([banner]),
  };
}

/** The columns the importer writes from these values (to-rows.ts: rows.departments). */
function columnsOf(snapshot: Snapshot<PageForm>) {
  const { dept_code: _code, banner, estd, examination_system, ...texts } = snapshot.values;
  const [picture] = attachmentsOf(snapshot, banner);
  return {
    ...texts,
    estd: estd ?? null,
    examination_system,
    banner: picture ? JSON.stringify(picture) : null,
  };
}

export const departmentPage = defineEntity<PageForm>({
  name: 'department_page',
  label: { one: 'Department page', many: 'Department page' },
  fields: pageForm.fields,
  schema,
  summary: (v) => ({ title: `Page of ${v.dept_code}`, date: null, detail: 'Texts and banner' }),
  ...departmentRowItem<PageForm>({
    what: 'page',
    asForm,
    columnsOf,
  }),
  publicUrl: (v) => departmentPath(v.dept_code, 'glance'),
});
