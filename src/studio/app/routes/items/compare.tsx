import {
  data,
  Form,
  Link,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { Fragment } from 'react';
import { z } from 'zod';
import type { FieldComparison, Part } from '../../../content/revision-compare.ts';
import { compareRevisions } from '../../../content/revision-compare.ts';
import { When } from '../../components/when.tsx';
import { signedInActor } from '../../lib/actor.server.ts';
import { editorOf, orRefused, viewOrNotFound } from '../../lib/entity.server.ts';

export const meta: MetaFunction = () => [{ title: 'Compare revisions – Studio' }];

/** The two revisions, by their ids, as the revisions screen's form sends them. */
const Pair = z
  .object({
    a: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31),
    b: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31),
  })
  .refine(({ a, b }) => a !== b);

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { db, actor } = signedInActor(context, request);
  const view = viewOrNotFound(params.entity, actor, { ownScreensToo: true });
  const query = new URL(request.url).searchParams;
  const pair = Pair.safeParse({ a: query.get('a'), b: query.get('b') });
  if (!pair.success)
    throw data('Choose two different revisions to compare, on the revisions screen.', {
      status: 400,
    });
  const { comparison } = orRefused(
    await compareRevisions(db, { entity: view.name, key: params.key ?? '', ...pair.data, actor }),
  );
  const { item } = comparison;
  return {
    label: view.label,
    editor: editorOf(view, item),
    revisions: `/items/${view.name}/${item.key}/revisions`,
    version: item.version,
    comparison,
  };
}

/** A field's words, its changed runs marked in words as well as in colour. */
function Words({ parts }: { parts: Part[] }) {
  if (parts.every((part) => part.text === ''))
    return <span className="compare-empty">(empty)</span>;
  return parts.map((part, index) => {
    if (!part.change) return <Fragment key={index}>{part.text}</Fragment>;
    const Mark = part.change === 'removed' ? 'del' : 'ins';
    return (
      <Mark key={index}>
        <span className="visually-hidden">[{part.change}: </span>
        {part.text}
        <span className="visually-hidden">]</span>
      </Mark>
    );
  });
}

function FieldRows({
  fields,
  versions,
}: {
  fields: FieldComparison[];
  versions: [number, number];
}) {
  return fields.map((field) => (
    <tr key={field.name}>
      <th scope="row">{field.label}</th>
      <td data-label={`Version ${versions[0]}`} className="compare-text">
        <Words parts={field.before} />
      </td>
      <td data-label={`Version ${versions[1]}`} className="compare-text">
        <Words parts={field.after} />
      </td>
    </tr>
  ));
}

export default function Compare() {
  const { label, editor, revisions, version, comparison } = useLoaderData<typeof loader>();
  const { older, newer, fields } = comparison;
  const changed = fields.filter((field) => field.changed);
  const same = fields.filter((field) => !field.changed);
  const heading = (which: typeof older) => (
    <>
      Version {which.version}, <When at={which.savedAt} /> by {which.savedBy}
    </>
  );
  return (
    <main id="main" className="studio-main">
      <p className="back">
        <Link to={revisions}>Back to the revisions</Link> ·{' '}
        <Link to={editor}>Back to the {label.one.toLowerCase()}</Link>
      </p>
      <h1>
        Compare version {older.version} with version {newer.version}
      </h1>
      <p>
        {changed.length === 0
          ? 'The two versions read the same.'
          : `${changed.length} ${changed.length === 1 ? 'field differs' : 'fields differ'}: words taken out are struck through in the older version, words put in are underlined in the newer.`}
      </p>
      {changed.length > 0 && (
        <table className="item-table compare-table">
          <caption className="visually-hidden">What changed, field by field</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">{heading(older)}</th>
              <th scope="col">{heading(newer)}</th>
            </tr>
          </thead>
          <tbody>
            <FieldRows fields={changed} versions={[older.version, newer.version]} />
          </tbody>
        </table>
      )}
      {same.length > 0 && (
        <details className="compare-same">
          <summary>
            {same.length} {same.length === 1 ? 'field is' : 'fields are'} the same in both
          </summary>
          <table className="item-table compare-table">
            <caption className="visually-hidden">Fields that did not change</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Version {older.version}</th>
                <th scope="col">Version {newer.version}</th>
              </tr>
            </thead>
            <tbody>
              <FieldRows fields={same} versions={[older.version, newer.version]} />
            </tbody>
          </table>
        </details>
      )}
      <div className="compare-restore">
        {[older, newer].map((which) => (
          <Form method="post" action={revisions} key={which.id}>
            <input type="hidden" name="revisionId" value={which.id} />
            <input type="hidden" name="version" value={version} />
            <button type="submit" className="secondary">
              Restore version {which.version}
            </button>
          </Form>
        ))}
      </div>
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
