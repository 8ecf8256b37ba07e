import { z } from 'zod';
import {
  OPTIONAL_SITE_TEXT_NAMES,
  SITE_TEXT_NAMES,
  type SiteTextName,
} from '../../../contract/schemas/site.ts';
import type { Db } from '../../../db/database.ts';
import type { SiteTextsTable } from '../../../db/schema.ts';
import { SITE_TEXT_FIELDS, SITE_TEXT_FORM } from '../../../entities/site-texts.ts';
import { ALUMNI_LINKS, RTI_LINKS } from '../../../site-map/sections.ts';
import { WEBSITE_PAGES } from '../../../site-map/website-pages.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';

/** The college's texts; the principal's message belongs to the principal's item. */
const NAMES = [...SITE_TEXT_NAMES, ...OPTIONAL_SITE_TEXT_NAMES].filter(
  (name) => name !== 'principal',
) as [SiteTextName, ...SiteTextName[]];
const OPTIONAL = new Set<string>(OPTIONAL_SITE_TEXT_NAMES);

const OWN_PAGES: Record<string, { path: string; label: string }> = {
  about: { path: '/aboutus/about', label: 'About the college' },
  history: { path: '/aboutus/history', label: 'History' },
  vision: { path: '/aboutus/vision', label: 'Vision' },
  mission: { path: '/aboutus/mission', label: 'Mission' },
  icv: { path: '/aboutus/icv', label: 'Aims & Objectives' },
  emblem: { path: '/emblem', label: 'Emblem' },
  organogram: { path: '/organo', label: 'Organogram' },
  'site/contact': { path: '/contactus', label: 'Contact us: office hours and directions' },
  'students/grievances': { path: '/students/grievances', label: 'Student grievances' },
  ...Object.fromEntries(
    RTI_LINKS.map(({ link, label }) => [`rti/${link}`, { path: `/rti/${link}`, label }]),
  ),
  ...Object.fromEntries(
    ALUMNI_LINKS.map(({ link, label }) => [`alumni/${link}`, { path: `/alumni/${link}`, label }]),
  ),
  ...Object.fromEntries(WEBSITE_PAGES.map(({ text, path, label }) => [text, { path, label }])),
};
const pageOf = (name: string) => OWN_PAGES[name] ?? { path: '/', label: name };

/** Which text it is (where it stands), then the described fields the form holds. */
const textForm = form({
  name: {
    label: 'Which text',
    kind: 'select',
    required: true,
    options: NAMES.map((name) => ({ value: name, label: pageOf(name).label })),
    value: z.enum(NAMES, { error: 'Choose which text this is from the list' }),
  },
  ...describedFields(SITE_TEXT_FIELDS, SITE_TEXT_FORM),
});
const schema = z.object(textForm.shape);
type TextForm = z.output<typeof schema>;

const snapshotOf = (row: SiteTextsTable): Snapshot<TextForm> => {
  const { values, files } = snapshotOfRow(SITE_TEXT_FIELDS, SITE_TEXT_FORM, row);
  return { values: { name: row.name as SiteTextName, ...values }, files } as never;
};

const texts = (db: Db) =>
  db
    .selectFrom('site_texts')
    .selectAll()
    .where('name', 'in', [...NAMES]);

/** Each text is one item (a second 'about' would hide the first), and keeps its name. */
async function nameTaken(db: Db, name: string, publicId: string | null) {
  if (name === publicId) return null;
  if (publicId !== null)
    return { name: [`This is the text '${pageOf(publicId).label}': it keeps its name`] };
  const held = await db
    .selectFrom('studio_items')
    .select('id')
    .where('entity', '=', 'college_text')
    .where('public_id', '=', name)
    .executeTakeFirst();
  const row = await texts(db).where('name', '=', name).executeTakeFirst();
  return row || held
    ? { name: [`The text '${pageOf(name).label}' exists already: open it from the list`] }
    : null;
}

export const collegeText = defineEntity<TextForm>({
  name: 'college_text',
  permission: 'college_text',
  label: { one: 'College text', many: 'College texts' },
  singleton: false,
  fields: textForm.fields,
  schema,
  blank: () => ({ name: 'rti/code', title: '', body: '' }),
  check: (db, values, publicId) => nameTaken(db, values.name, publicId),
  summary: (v) => ({ title: pageOf(v.name).label, date: null, detail: v.title || v.name }),
  listPublished: async (db) =>
    (await texts(db).orderBy('name').execute()).map((row) => ({
      publicId: row.name,
      snapshot: snapshotOf(row),
    })),
  readPublished: async (db, publicId) => {
    const row = await texts(db).where('name', '=', publicId).executeTakeFirst();
    return row ? snapshotOf(row) : undefined;
  },
  writePublished: async (db, snapshot, publicId, today) => {
    // The form's fields, and the day as the text's date; its Assamese stays the import's.
    const { title, body } = columnsOfForm(SITE_TEXT_FIELDS, SITE_TEXT_FORM, snapshot);
    const row = { title, body, updated: today } as Pick<
      SiteTextsTable,
      'title' | 'body' | 'updated'
    >;
    const { values } = snapshot;
    await db
      .insertInto('site_texts')
      .values({ name: values.name, ...row })
      .onConflict((oc) => oc.column('name').doUpdateSet(row))
      .execute();
    return values.name;
  },
  deletePublished: async (db, publicId) => {
    await db.deleteFrom('site_texts').where('name', '=', publicId).execute();
  },
  unpublishProblem: (publicId) =>
    OPTIONAL.has(publicId)
      ? null
      : `Every site has the text '${pageOf(publicId).label}': change it instead`,
  publicUrl: (v) => pageOf(v.name).path,
});
