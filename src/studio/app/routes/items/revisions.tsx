import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { z } from 'zod';
import { getItem, listRevisions, restoreRevision } from '../../../content/items.repository.ts';
import { ErrorSummary } from '../../components/field.tsx';
import { When } from '../../components/when.tsx';
import { signedInActor } from '../../lib/actor.server.ts';
import { editorOf, orRefused } from '../../lib/entity.server.ts';
import { readForm } from '../../lib/read-form.server.ts';
import { gateOfWrite, writableView } from '../../lib/refused-write.server.ts';

export const meta: MetaFunction = () => [{ title: 'Revisions – Studio' }];

const ACTION_WORDS = {
  save: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
  republish: 'Unpublish undone',
} as const;

async function itemOr404(context: unknown, request: Request, entity?: string, key?: string) {
  const { db, actor } = signedInActor(context, request);
  // A restore refused here (an entity out of the menu, another's item) is logged as such.
  const tried = { action: 'restore', entity: entity ?? '', item: key ?? '' };
  // A teacher's profile has no revisions screen of its own: this one serves it (decision 054).
  const view = await writableView(context, request, tried, actor, { ownScreensToo: true });
  const { item } = await gateOfWrite(context, request, tried, async () =>
    orRefused(await getItem(db, view.name, key ?? '', actor)),
  );
  return { db, actor, view, item };
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { db, actor, view, item } = await itemOr404(context, request, params.entity, params.key);
  const title = (item.values.title ?? item.values.name ?? '') as string;
  return {
    entity: view.name,
    label: view.label,
    key: item.key,
    editor: editorOf(view, item),
    title: typeof title === 'string' ? title : '',
    version: item.version,
    revisions: orRefused(await listRevisions(db, view.name, item.key, actor)).revisions,
  };
}

const Restore = z.object({
  revisionId: z.coerce.number().int().positive(),
  version: z.coerce.number().int().nonnegative(),
});

/** Restore: that revision becomes the new draft (version-checked), then back to the editor. */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const { db, actor, view, item } = await itemOr404(context, request, params.entity, params.key);
  const parsed = Restore.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success)
    return data({ errors: { '': ['Choose a revision to restore.'] } }, { status: 400 });
  const outcome = await restoreRevision(db, {
    entity: view.name,
    key: item.key,
    revisionId: parsed.data.revisionId,
    version: parsed.data.version,
    actor,
  });
  if (!outcome.ok) return data({ errors: outcome.fieldErrors }, { status: outcome.status });
  return redirect(`${editorOf(view, outcome.item)}?restored=1`);
}

/**
 * The two radio buttons of a version in the compare form (outside the table, by `form`): the
 * older one to compare from, the newer to compare with; at first, the two newest versions.
 */
function CompareChoice({
  revision,
  index,
}: {
  revision: { id: number; version: number };
  index: number;
}) {
  return (
    <span className="compare-choice">
      {(
        [
          ['a', 'from', 1],
          ['b', 'with', 0],
        ] as const
      ).map(([name, word, checkedAt]) => (
        <label key={name}>
          <input
            type="radio"
            name={name}
            value={revision.id}
            form="compare-form"
            defaultChecked={index === checkedAt}
          />
          {word}
          <span className="visually-hidden"> version {revision.version}</span>
        </label>
      ))}
    </span>
  );
}

export default function Revisions() {
  const actionData = useActionData<{ errors: Record<string, string[]> }>();
  const { label, editor, title, version, revisions, key, entity } = useLoaderData<typeof loader>();
  const compare = `/items/${entity}/${key}/revisions/compare`;
  const busy = useNavigation().state === 'submitting';
  return (
    <main id="main" className="studio-main">
      <p className="back">
        <Link to={editor}>Back to the {label.one.toLowerCase()}</Link>
      </p>
      <h1>Revisions of {title || `this ${label.one.toLowerCase()}`}</h1>
      <ErrorSummary errors={actionData?.errors} />
      {revisions.length === 0 ? (
        <p>It has no revisions yet: it was imported and not changed in the studio since.</p>
      ) : (
        <>
          {revisions.length > 1 && (
            <Form method="get" action={compare} id="compare-form" className="compare-form">
              <p>
                Choose two versions in the Compare columns, or follow “What changed” beside a
                version.
              </p>
              <button type="submit">Compare the two chosen versions</button>
            </Form>
          )}
          <table className="item-table">
            <caption className="visually-hidden">Revisions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">What</th>
                <th scope="col">By</th>
                <th scope="col">When</th>
                <th scope="col">Title</th>
                {revisions.length > 1 && <th scope="col">Compare</th>}
                <th scope="col">
                  <span className="visually-hidden">Restore</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision, index) => (
                <tr key={revision.id}>
                  <th scope="row">{revision.version}</th>
                  <td data-label="What">{ACTION_WORDS[revision.action] ?? revision.action}</td>
                  <td data-label="By">{revision.savedBy}</td>
                  <td data-label="When">
                    <When at={revision.savedAt} />
                  </td>
                  <td data-label="Title">{revision.title}</td>
                  {revisions.length > 1 && (
                    <td data-label="Compare">
                      <CompareChoice revision={revision} index={index} />
                      {revisions[index + 1] && (
                        <Link to={`${compare}?a=${revisions[index + 1]!.id}&b=${revision.id}`}>
                          What changed
                          <span className="visually-hidden"> in version {revision.version}</span>
                        </Link>
                      )}
                    </td>
                  )}
                  <td>
                    <Form method="post">
                      <input type="hidden" name="revisionId" value={revision.id} />
                      <input type="hidden" name="version" value={version} />
                      <button type="submit" className="secondary" disabled={busy}>
                        Restore <span className="visually-hidden">version {revision.version}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
