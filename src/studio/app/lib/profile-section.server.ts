import { data, redirect, type Params } from 'react-router';
import { changeProfile, rowErrors } from '../../content/profile/profile-edits.ts';
import { limitsOf } from '../../content/field-limits.ts';
import { rowSchema, rowsOf, type ProfileRow } from '../../content/profile/profile-schema.ts';
import { sectionOf, type SectionSpec } from '../../content/profile/sections.ts';
import { factsOfSpecs } from './file-facts.server.ts';
import { wrongForm } from './form-identity.server.ts';
import { profileFor, refusedAnswer, takeOneFile, versionOf } from './profile.server.ts';

function sectionOrNotFound(key: string | undefined): SectionSpec {
  const spec = key ? sectionOf(key) : undefined;
  if (!spec) throw data('There is no such section of a profile.', { status: 404 });
  return spec;
}

/**
 * The section of a profile an address names (/profiles/:personId/:section), opened as
 * profileFor opens the profile, with its rows as they stand.
 */
export async function sectionFor(context: unknown, request: Request, params: Params) {
  const opened = await profileFor(context, request, params.personId);
  const spec = sectionOrNotFound(params.section);
  // Each cell's maximum, as the row's schema holds it (decision 071), for the screens to say.
  const limits = limitsOf(rowSchema(spec));
  return { ...opened, spec, limits, rows: rowsOf(opened.item.values, spec.key) };
}

type Section = Awaited<ReturnType<typeof sectionFor>>;

/** A row of a section from its form: each column, the quarter and the file as held. */
function rowFromForm(form: FormData, spec: SectionSpec, file: string) {
  const row: Record<string, string> = {};
  for (const column of spec.columns) row[column.key] = String(form.get(column.key) ?? '');
  if (spec.quarter !== 'none') row.quarter = String(form.get('quarter') ?? '');
  if (spec.file) row.file = file;
  return row;
}

/**
 * A row's form opened on another place (another section, row or profile) or never loaded: the
 * refusal, with the row as typed and its file as held, nothing stored (decision 070); or null.
 */
export async function wrongRowForm(
  { db, spec }: Pick<Section, 'db' | 'spec'>,
  form: FormData,
  place: string,
) {
  const wrong = wrongForm(form, place);
  if (!wrong) return null;
  const held = spec.file ? String(form.get('file') ?? '') : '';
  const fileFacts = held ? ((await factsOfSpecs(db, [held]))[held] ?? null) : null;
  return refusedAnswer(
    { ok: false, status: wrong.status, fieldErrors: { '': [wrong.message] }, values: {} },
    { row: rowFromForm(form, spec, held), fileFacts },
  );
}

/**
 * The row a form sends (its file stored first), put in the profile by `edit` as row `index`,
 * saved at the version the screen showed: back to the section saying what was `done`, or the
 * refusal with the row and its file as sent, its messages at the row's own fields.
 */
export async function saveFormRow(
  { db, actor, personId, spec, studio }: Section,
  form: FormData,
  index: number,
  edit: (row: ProfileRow) => Parameters<typeof changeProfile>[4],
  done: string,
) {
  const file = spec.file ? await takeOneFile(db, form, 'file', actor, 'any') : { spec: '' };
  const row = rowFromForm(form, spec, file.spec);
  const fileFacts = file.spec ? ((await factsOfSpecs(db, [file.spec]))[file.spec] ?? null) : null;
  if (file.error)
    return refusedAnswer(
      { ok: false, status: 400, fieldErrors: { file: [file.error] }, values: row },
      { row, fileFacts },
    );
  const change = edit(row);
  const outcome = await changeProfile(db, actor, personId, versionOf(form), change, studio.today);
  if (!outcome.ok)
    return refusedAnswer(
      { ...outcome, fieldErrors: rowErrors(outcome.fieldErrors, spec.key, index) },
      { row, fileFacts },
    );
  return redirect(`/profiles/${personId}/${spec.key}?done=${done}`);
}
