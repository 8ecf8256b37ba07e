import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { Form, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { z } from 'zod';
import { AUDIT_PAGE_SIZE, auditEntities, listAudit } from '../../../audit-log.repository.ts';
import { studioContext } from '../../../context.ts';
import { requirePermission } from '../../lib/guard.server.ts';
import { AuditChanges } from './audit-changes.tsx';

/** The address's query; anything unreadable falls back to no filter, page 1 (never a 500). */
const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  username: z.string().trim().toLowerCase().max(100).catch(''),
  entity: z.string().trim().max(100).catch(''),
});

export const meta: MetaFunction = () => [{ title: 'Audit log – Studio' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requirePermission(context, request, 'read', 'audit');
  const { db, config } = studioContext(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = querySchema.parse({
    page: params.page ?? 1,
    username: params.username ?? '',
    entity: params.entity ?? '',
  });
  const filter = { username: query.username || undefined, entity: query.entity || undefined };
  const [{ entries, total }, entities] = await Promise.all([
    listAudit(db, filter, query.page),
    auditEntities(db),
  ]);
  return {
    query,
    entities,
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    entries: entries.map((entry) => ({
      ...entry,
      when: format(new TZDate(entry.at, config.timeZone), 'd MMM yyyy, HH:mm:ss'),
    })),
  };
}

/** The address of another page with the same filters. */
function pageHref(query: { username: string; entity: string }, page: number): string {
  const params = new URLSearchParams();
  if (query.username) params.set('username', query.username);
  if (query.entity) params.set('entity', query.entity);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/audit?${search}` : '/audit';
}

export default function Audit() {
  const { query, entities, total, pages, entries } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="studio-page">
      <h1>Audit log</h1>
      <p>Who did what, newest first. Passwords and secrets are never written here.</p>
      <Form method="get" className="studio-filters" aria-label="Filter the log">
        <div className="field">
          <label htmlFor="audit-username">Username</label>
          <input
            id="audit-username"
            type="text"
            name="username"
            defaultValue={query.username}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor="audit-entity">What</label>
          <select id="audit-entity" name="entity" defaultValue={query.entity}>
            <option value="">Everything</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Show</button> <a href="/audit">Show everything</a>
      </Form>
      <p role="status">
        {total === 0
          ? 'No entry matches.'
          : `${total} ${total === 1 ? 'entry' : 'entries'}; page ${Math.min(query.page, pages)} of ${pages}.`}
      </p>
      <ol className="studio-audit">
        {entries.map((entry) => (
          <li key={entry.id}>
            <p>
              <time dateTime={entry.at}>{entry.when}</time> ·{' '}
              <strong>{entry.username || '–'}</strong> {entry.action} · {entry.entity}{' '}
              <strong>{entry.item}</strong>
              {entry.address ? <span className="hint"> (from {entry.address})</span> : null}
              {/* A summed line (sign-ins an outsider repeats): how many, in its minute. */}
              {entry.count > 1 ? ` · ${entry.count} times in that minute` : null}
            </p>
            <AuditChanges before={entry.before} after={entry.after} />
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label="Pages of the log" className="studio-pager">
          {query.page > 1 ? <a href={pageHref(query, query.page - 1)}>Newer entries</a> : null}{' '}
          {query.page < pages ? <a href={pageHref(query, query.page + 1)}>Older entries</a> : null}
        </nav>
      ) : null}
    </main>
  );
}
