import { z } from 'zod';
import { optionalEmail, optionalText, photo, requiredText } from '../fields.ts';
import { PROFILE_DOCUMENTS, PROFILE_FIELDS, PROFILE_LINKS } from '../../../entities/profile.ts';
import { describedValues } from '../described-form.ts';
import { QUARTER_PATTERN } from './quarters.ts';
import { SECTIONS, type SectionSpec } from './sections.ts';

const quarter = (required: boolean) =>
  z
    .string()
    .trim()
    .max(20, 'Write the quarter like 2026-2nd')
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => (value === '' ? !required : QUARTER_PATTERN.test(value)), {
      message: required
        ? 'Choose the quarter of this row, like 2026-2nd'
        : 'Write the quarter like 2026-2nd, or leave it empty',
    });

/** One row of a section: its cells, its quarter and its file (a stored file's spec). */
export function rowSchema(spec: SectionSpec) {
  const cells = Object.fromEntries(
    spec.cells.map((cell) => [cell.name, optionalText(cell.what, cell.max)]),
  );
  return z
    .object({
      ...cells,
      ...(spec.quarter === 'none' ? {} : { quarter: quarter(spec.quarter === 'required') }),
      ...(spec.file ? { file: optionalText('the file', 300) } : {}),
    })
    .refine((row) => spec.columns.some((column) => (row as Record<string, string>)[column.key]), {
      message: `Fill in at least one of: ${spec.columns.map((c) => c.label).join(', ')}`,
      path: [spec.columns[0]!.key],
    });
}
export type ProfileRow = Record<string, string>;

/** Each table section's rows, by its key (top-level values, so the store finds their files). */
const sectionShape = Object.fromEntries(
  SECTIONS.map((spec) => [
    spec.key,
    z.array(rowSchema(spec)).max(spec.max, `Keep at most ${spec.max} rows`).default([]),
  ]),
) as Record<string, z.ZodDefault<z.ZodArray<ReturnType<typeof rowSchema>>>>;

/** The profile's links, as described (entities/profile.ts, decision 114). */
const links = z.object(describedValues(PROFILE_LINKS));

/** Everything a teacher keeps of their profile (SPEC §3 faculty profile, §5 sections). */
export const profileSchema = z.object({
  name: requiredText('your name'),
  designation: optionalText('the designation'),
  designation_as: optionalText('the designation in Assamese'),
  email: optionalEmail,
  phone: optionalText('the phone number', 40),
  mobile: optionalText('the mobile number', 40),
  photo: photo(),
  ...describedValues(PROFILE_FIELDS),
  ...describedValues(PROFILE_DOCUMENTS),
  links: links.default({
    facebook_link: undefined,
    linkedin_link: undefined,
    google_scholar: undefined,
    wiki_link: undefined,
    orchid_link: undefined,
  }),
  ...sectionShape,
});
export type ProfileValues = z.output<typeof profileSchema> & Record<string, unknown>;

/** A section's rows in the values. */
export const rowsOf = (values: Record<string, unknown>, key: string): ProfileRow[] =>
  Array.isArray(values[key]) ? (values[key] as ProfileRow[]) : [];

/** The basic details' fields (everything but the sections), for the basic-details form. */
export const BASIC_KEYS = [
  'name',
  'designation',
  'designation_as',
  'email',
  'phone',
  'mobile',
  'experience',
  'date_of_joining',
  'area_of_research',
  'about',
  'address',
  'permanent_address',
  'contact',
] as const;
