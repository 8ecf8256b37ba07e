import {
  Link,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { findItems, listAddress, readListQuery } from '../../../content/item-find.ts';
import { listItems } from '../../../content/items.repository.ts';
import { ListFinder } from '../../components/list-finder.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { When } from '../../components/when.tsx';
import { signedInActor } from '../../lib/actor.server.ts';
import { orRefused, viewOrNotFound } from '../../lib/entity.server.ts';
import { lower } from '../../lib/words.ts';
import { waitingInLists } from '../../lib/schedule.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.label.many ?? 'Items'} – Studio` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { studio, db, actor } = signedInActor(context, request);
  const view = viewOrNotFound(params.entity, actor);
  const { items, columnHeadings } = orRefused(await listItems(db, view.name, actor));
  // One item only (the admission settings): its editor is the list.
  if (view.singleton) {
    const only = items[0];
    throw redirect(only ? `/items/${view.name}/${only.key}` : `/items/${view.name}/new`);
  }
  const { query, errors, typed } = readListQuery(new URL(request.url).searchParams);
  // What waits for its time, said beside each item's status (decision 088).
  const scheduled = await waitingInLists(db, view.name, studio.config.timeZone);
  const found = findItems(items, query, actor.username, new Set(Object.keys(scheduled)));
  return {
    entity: view.name,
    label: view.label,
    about: view.about ?? null,
    query,
    errors,
    typed,
    ...found,
    scheduled,
    columnHeadings,
  };
}

export default function ItemList() {
  const {
    entity,
    label,
    about,
    query,
    errors,
    typed,
    items,
    found,
    total,
    page,
    pages,
    kinds,
    years,
    scheduled,
    columnHeadings,
  } = useLoaderData<typeof loader>();
  const many = lower(label.many);
  // A list of things without a day (the NAAC tree) has no empty Date column.
  const dated = items.some((item) => item.date);
  return (
    <main id="main" className="studio-main">
      <div className="title-row">
        <h1>{label.many}</h1>
        <Link className="button" to={`/items/${entity}/new`}>
          New {lower(label.one)}
        </Link>
      </div>
      {about ? <p className="lead">{about}</p> : null}
      {total > 0 ? (
        <ListFinder
          query={query}
          typed={typed}
          errors={errors}
          kinds={kinds}
          years={years}
          many={many}
          action={`/items/${entity}`}
        />
      ) : null}
      <p className="list-count" role="status">
        {found === total ? `${total} ${many}` : `${found} of ${total} ${many} found`}
        {pages > 1 && page <= pages ? `, page ${page} of ${pages}` : ''}
      </p>
      {total === 0 ? (
        <p>There are no {many} yet.</p>
      ) : errors.page || page > pages ? (
        <p>
          There is no page {errors.page ? 'like that' : page}: the list has {pages}{' '}
          {pages === 1 ? 'page' : 'pages'}.{' '}
          <Link to={listAddress(query, { page: 1 })}>Go to the first page</Link>.
        </p>
      ) : items.length === 0 ? (
        <p>
          Nothing matches. Try fewer words, or <Link to="?">show all {many}</Link>.
        </p>
      ) : (
        <table className="item-table">
          <caption className="visually-hidden">
            {label.many}: {found}
            {pages > 1 ? `, page ${page} of ${pages}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              {columnHeadings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
              {dated ? <th scope="col">Date</th> : null}
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
                {columnHeadings.map((heading, i) => (
                  <td key={heading} data-label={heading}>
                    {item.columns?.[i]}
                  </td>
                ))}
                {dated ? (
                  <td data-label="Date">
                    <When at={item.date} />
                  </td>
                ) : null}
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
      {pages > 1 && page <= pages ? (
        <nav className="pages" aria-label="Pages of the list">
          {page > 1 ? <Link to={listAddress(query, { page: page - 1 })}>Newer</Link> : null}{' '}
          <span>
            Page {page} of {pages}
          </span>{' '}
          {page < pages ? <Link to={listAddress(query, { page: page + 1 })}>Older</Link> : null}
        </nav>
      ) : null}
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
