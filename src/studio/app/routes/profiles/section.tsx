import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { changeProfile, rowEdits } from '../../../content/profile/profile-edits.ts';
import { quarterChoices, quarterOf } from '../../../content/profile/quarters.ts';
import { ErrorSummary } from '../../components/field.tsx';
import { RowFields } from '../../components/profile/row-fields.tsx';
import { factsOfSpecs } from '../../lib/file-facts.server.ts';
import { saveFormRow, sectionFor } from '../../lib/profile-section.server.ts';
import { refusedAnswer, versionOf } from '../../lib/profile.server.ts';
import { readForm } from '../../lib/read-form.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.spec.caption ?? 'Section'} – Studio` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { db, studio, personId, item, spec, limits, rows } = await sectionFor(
    context,
    request,
    params,
  );
  const files = await factsOfSpecs(db, rows.map((row) => row.file ?? '').filter(Boolean));
  const done = new URL(request.url).searchParams.get('done');
  return {
    personId,
    name: String(item.values.name ?? ''),
    spec,
    limits,
    rows: rows.map((cells) => ({ cells, file: cells.file ? (files[cells.file] ?? null) : null })),
    version: item.version,
    quarters: quarterChoices(studio.today),
    current: quarterOf(studio.today),
    done: ['added', 'moved', 'removed', 'changed', 'pasted'].includes(done ?? '') ? done : null,
  };
}

/** Add a row, move one up or down, or remove one: each a save of the profile's draft. */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const section = await sectionFor(context, request, params);
  const { db, actor, personId, spec, studio } = section;
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const index = Number(form.get('index') ?? -1);
  if (intent === 'add') {
    const added = section.rows.length;
    return saveFormRow(section, form, added, (row) => rowEdits.add(spec.key, [row]), 'added');
  }
  const edit =
    intent === 'up' || intent === 'down'
      ? rowEdits.move(spec.key, index, intent === 'up' ? -1 : 1)
      : intent === 'remove'
        ? rowEdits.remove(spec.key, index)
        : null;
  if (!edit)
    return refusedAnswer(
      {
        ok: false,
        status: 400,
        fieldErrors: { '': ['That is not something this page does.'] },
        values: {},
      },
      { row: null, fileFacts: null },
    );
  const outcome = await changeProfile(db, actor, personId, versionOf(form), edit, studio.today);
  if (!outcome.ok) return refusedAnswer(outcome, { row: null, fileFacts: null });
  const done = intent === 'remove' ? 'removed' : 'moved';
  return redirect(`/profiles/${personId}/${spec.key}?done=${done}`);
}

const DONE: Record<string, string> = {
  added:
    'The row is added and saved. Publish your changes from your profile’s page to make it public.',
  moved: 'The row is moved and saved.',
  removed: 'The row is removed and saved.',
  changed: 'The row is changed and saved.',
  pasted:
    'The publications are added and saved. Publish your changes from your profile’s page to make them public.',
};

export default function ProfileSection() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { spec } = page;
  const errors = refused?.errors ?? {};
  const typed = refused?.row ?? { quarter: page.current };
  const heading = (row: Record<string, string>) =>
    spec.columns.map((c) => row[c.key]).find(Boolean) ?? '(empty row)';
  return (
    <main id="main" className="studio-main">
      <p className="back">
        <Link to={`/profiles/${page.personId}`}>Back to {page.name}</Link>
      </p>
      <h1>{spec.caption}</h1>
      <ErrorSummary errors={errors} />
      {page.done && !refused ? (
        <div className="notice-ok" role="status">
          <p>{DONE[page.done]}</p>
        </div>
      ) : null}
      {page.rows.length === 0 ? <p>No rows yet.</p> : null}
      <ol className="profile-rows">
        {page.rows.map(({ cells: row, file }, index) => (
          <li key={index} className="profile-row">
            <h2 className="profile-row-title">{heading(row)}</h2>
            <dl className="item-facts">
              {spec.columns.slice(1).map((column) =>
                row[column.key] ? (
                  <div key={column.key}>
                    <dt>{column.label}</dt>
                    <dd>{row[column.key]}</dd>
                  </div>
                ) : null,
              )}
              {row.quarter ? (
                <div>
                  <dt>Quarter</dt>
                  <dd>{row.quarter}</dd>
                </div>
              ) : null}
              {file ? (
                <div>
                  <dt>File</dt>
                  <dd>{file.name}</dd>
                </div>
              ) : null}
            </dl>
            <Form method="post" className="row-buttons">
              <input type="hidden" name="version" value={page.version} />
              <input type="hidden" name="index" value={index} />
              <Link
                className="button secondary"
                to={`/profiles/${page.personId}/${spec.key}/${index}`}
              >
                Edit <span className="visually-hidden">row {index + 1}</span>
              </Link>
              {index > 0 ? (
                <button type="submit" name="intent" value="up" className="secondary">
                  Move up <span className="visually-hidden">row {index + 1}</span>
                </button>
              ) : null}
              {index < page.rows.length - 1 ? (
                <button type="submit" name="intent" value="down" className="secondary">
                  Move down <span className="visually-hidden">row {index + 1}</span>
                </button>
              ) : null}
              <button type="submit" name="intent" value="remove" className="danger">
                Remove <span className="visually-hidden">row {index + 1}</span>
              </button>
            </Form>
          </li>
        ))}
      </ol>
      <h2 id="add-row">Add a row</h2>
      {/* A new version (a row added) draws a blank form: what was typed is saved already. */}
      <Form
        key={page.version}
        method="post"
        encType="multipart/form-data"
        className="item-form"
        aria-labelledby="add-row"
      >
        <input type="hidden" name="version" value={page.version} />
        <RowFields
          spec={spec}
          limits={page.limits}
          values={typed}
          errors={errors}
          quarters={page.quarters}
          file={refused?.fileFacts ?? null}
        />
        <div className="form-buttons">
          <button type="submit" name="intent" value="add">
            Add the row
          </button>
        </div>
      </Form>
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
