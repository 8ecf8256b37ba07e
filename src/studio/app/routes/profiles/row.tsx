import {
  Form,
  Link,
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { rowEdits } from '../../../content/profile/profile-edits.ts';
import { quarterChoices } from '../../../content/profile/quarters.ts';
import { ErrorSummary } from '../../components/field.tsx';
import { RowFields } from '../../components/profile/row-fields.tsx';
import { factsOfSpecs } from '../../lib/file-facts.server.ts';
import { openedValue, profilePlace } from '../../lib/form-identity.ts';
import { saveFormRow, sectionFor, wrongRowForm } from '../../lib/profile-section.server.ts';
import { readForm } from '../../lib/read-form.server.ts';
import { OpenedField } from '../../components/opened-field.tsx';
import { FormGuard, useDraftedForm } from '../../components/form-guard.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `Edit a row of ${page?.spec.caption ?? 'a section'} – Studio` },
];

/** The row an address names: a plain index of the section's rows, else not an address. */
function indexOf(value: string | undefined, count: number): number {
  const index = Number(value);
  if (!value || !/^\d{1,4}$/.test(value) || index >= count)
    throw data('There is no such row: it may have been removed.', { status: 404 });
  return index;
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { db, studio, personId, item, spec, limits, rows } = await sectionFor(
    context,
    request,
    params,
  );
  const index = indexOf(params.index, rows.length);
  const row = rows[index]!;
  const files = row.file ? await factsOfSpecs(db, [row.file]) : {};
  return {
    personId,
    opened: openedValue({
      place: profilePlace(personId, spec.key, index),
      version: item.version,
    }),
    spec,
    limits,
    index,
    row,
    fileFacts: row.file ? (files[row.file] ?? null) : null,
    version: item.version,
    quarters: quarterChoices(studio.today),
  };
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const section = await sectionFor(context, request, params);
  const index = indexOf(params.index, section.rows.length);
  const form = await readForm(request);
  const place = profilePlace(section.personId, section.spec.key, index);
  const wrong = await wrongRowForm(section, form, place);
  if (wrong) return wrong;
  const edit = (row: Record<string, string>) => rowEdits.replace(section.spec.key, index, row);
  return saveFormRow(section, form, index, edit, 'changed');
}

export default function ProfileRow() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { spec } = page;
  const drafted = useDraftedForm(page.opened);
  const values = drafted.restored
    ? Object.fromEntries(drafted.restored)
    : (refused?.row ?? page.row);
  return (
    <main id="main" className="studio-main">
      <p className="back">
        <Link to={`/profiles/${page.personId}/${spec.key}`}>Back to {spec.caption}</Link>
      </p>
      <h1>
        {spec.caption}: row {page.index + 1}
      </h1>
      <ErrorSummary errors={refused?.errors} />
      <FormGuard
        key={page.opened}
        form={drafted.form}
        opened={page.opened}
        saved={false}
        answer={refused}
        drawing={drafted.drawing}
        onRestore={drafted.onRestore}
      />
      {/* Each row's form is its own (decision 070): another row or version draws anew. */}
      <Form
        key={`${page.opened}#${drafted.drawing}`}
        ref={drafted.form}
        method="post"
        encType="multipart/form-data"
        className="item-form"
      >
        <OpenedField value={page.opened} />
        <input type="hidden" name="version" value={page.version} />
        <RowFields
          spec={spec}
          limits={page.limits}
          values={values}
          errors={refused?.errors ?? {}}
          quarters={page.quarters}
          file={refused ? refused.fileFacts : page.fileFacts}
        />
        <div className="form-buttons">
          <button type="submit">Save the row</button>
        </div>
      </Form>
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
