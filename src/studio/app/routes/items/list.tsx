import {
  Link,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { listItems } from '../../../content/items.repository.ts';
import { StatusTag } from '../../components/status-tag.tsx';
import { When } from '../../components/when.tsx';
import { signedInActor } from '../../lib/actor.server.ts';
import { orRefused, viewOrNotFound } from '../../lib/entity.server.ts';
import { lower } from '../../lib/words.ts';
import { waitingInLists } from '../../lib/schedule.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.label.many ?? 'Items'} – Studio` },
];

/** Lines of a list page (decision 071): a list of years of notices is pages, not one answer. */
export const LIST_PAGE_SIZE = 100;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { studio, db, actor } = signedInActor(context, request);
  const view = viewOrNotFound(params.entity, actor);
  const { items } = orRefused(await listItems(db, view.name, actor));
  // One item only (the admission settings): its editor is the list.
  if (view.singleton) {
    const only = items[0];
    throw redirect(only ? `/items/${view.name}/${only.key}` : `/items/${view.name}/new`);
  }
  const pages = Math.max(1, Math.ceil(items.length / LIST_PAGE_SIZE));
  const asked = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const page = Number.isSafeInteger(asked) ? Math.min(Math.max(asked, 1), pages) : 1;
  const shown = items.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
  // What waits for its time, said beside each item's status (decision 088).
  const scheduled = await waitingInLists(db, view.name, studio.config.timeZone);
  return {
    ...{ entity: view.name, label: view.label, items: shown, total: items.length, page, pages },
    scheduled,
  };
}

export default function ItemList() {
  const { entity, label, items, total, page, pages, scheduled } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="studio-main">
      <div className="title-row">
        <h1>{label.many}</h1>
        <Link className="button" to={`/items/${entity}/new`}>
          New {lower(label.one)}
        </Link>
      </div>
      {items.length === 0 ? (
        <p>There are no {lower(label.many)} yet.</p>
      ) : (
        <table className="item-table">
          <caption className="visually-hidden">
            {label.many}: {total}
            {pages > 1 ? `, page ${page} of ${pages}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Last changed</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.key}>
                <th scope="row">
                  <Link to={`/items/${entity}/${item.key}`}>{item.title || '(no title)'}</Link>
                  {item.detail ? <span className="detail">{item.detail}</span> : null}
                </th>
                <td data-label="Date">
                  <When at={item.date} />
                </td>
                <td data-label="Status">
                  <StatusTag status={item.status} />
                  {scheduled[item.key]?.map((words) => (
                    <span key={words} className="detail scheduled">
                      {words}
                    </span>
                  ))}
                </td>
                <td data-label="Last changed">
                  {item.updatedAt ? (
                    <>
                      {item.updatedBy ? `${item.updatedBy}, ` : ''}
                      <When at={item.updatedAt} />
                    </>
                  ) : (
                    'Imported'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className="pages" aria-label="Pages of the list">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Newer</Link> : null}{' '}
          <span>
            Page {page} of {pages}
          </span>{' '}
          {page < pages ? <Link to={`?page=${page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
