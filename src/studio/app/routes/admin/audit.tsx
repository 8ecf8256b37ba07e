import { Form, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { z } from 'zod';
import {
  AUDIT_KINDS,
  AUDIT_PAGE_SIZE,
  auditEntities,
  listAudit,
} from '../../../audit-log.repository.ts';
import { studioContext } from '../../../context.ts';
import { lineViews, type LineView } from '../../lib/audit-lines.server.ts';
import { entityWords } from '../../lib/audit-words.server.ts';
import { requirePermission } from '../../lib/guard.server.ts';
import { AuditChanges } from './audit-changes.tsx';

/** The address's query; anything unreadable falls back to no filter, page 1 (never a 500). */
const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  username: z.string().trim().toLowerCase().max(100).catch(''),
  entity: z.string().trim().max(100).catch(''),
  kind: z.enum(AUDIT_KINDS).catch(''),
});
type Query = z.infer<typeof querySchema>;

const KIND_WORDS: Record<Query['kind'], string> = {
  '': 'Everything',
  changes: 'What was done',
  refusals: 'What was refused',
};

export const meta: MetaFunction = () => [{ title: 'Audit log – Studio' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requirePermission(context, request, 'read', 'audit');
  const { db, config } = studioContext(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = querySchema.parse({
    page: params.page ?? 1,
    username: params.username ?? '',
    entity: params.entity ?? '',
    kind: params.kind ?? '',
  });
  const filter = {
    username: query.username || undefined,
    entity: query.entity || undefined,
    kind: query.kind || undefined,
  };
  const [{ entries, total }, entities] = await Promise.all([
    listAudit(db, filter, query.page),
    auditEntities(db),
  ]);
  return {
    query,
    // A line of several entities (refusals summed past a minute's lines) has none to filter by.
    entities: entities.filter(Boolean).map((entity) => ({
      value: entity,
      label: entityWords(entity),
    })),
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    lines: await lineViews(db, entries, config.timeZone),
  };
}

/** The address of another page with the same filters. */
function pageHref(query: Query, page: number): string {
  const params = new URLSearchParams();
  if (query.username) params.set('username', query.username);
  if (query.entity) params.set('entity', query.entity);
  if (query.kind) params.set('kind', query.kind);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/audit?${search}` : '/audit';
}

/** Who did (or tried) what to which item, when, and why it was refused. */
function Line({ line }: { line: LineView }) {
  const { item } = line;
  return (
    <li>
      <p>
        <time dateTime={line.at}>{line.when}</time> · <strong>{line.username || '–'}</strong>{' '}
        {line.action} · {line.what}{' '}
        {item.name ? (
          <>
            {item.href ? <a href={item.href}>{item.name}</a> : <strong>{item.name}</strong>}
            {item.key ? <span className="hint">{` (${item.key})`}</span> : null}
          </>
        ) : null}
        {line.address ? <span className="hint">{` from ${line.address}`}</span> : null}
        {line.count > 1 ? <strong>{` · ${line.count} times in that minute`}</strong> : null}
      </p>
      {line.reason ? <p>Why: {line.reason}</p> : null}
      {line.tooLarge ? (
        <p className="hint">
          What it was and became ({line.tooLarge.toLocaleString('en-IN')} characters) is too large
          to show: the line was written before the log kept only what changed.
        </p>
      ) : (
        <AuditChanges changes={line.changes} />
      )}
    </li>
  );
}

export default function Audit() {
  const { query, entities, total, pages, lines } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="studio-page">
      <h1>Audit log</h1>
      <p>
        Who did what, and what was refused, newest first; times in the college&rsquo;s time zone.
        Passwords and secrets are never written here.
      </p>
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
              <option key={entity.value} value={entity.value}>
                {entity.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-kind">Lines</label>
          <select id="audit-kind" name="kind" defaultValue={query.kind}>
            {Object.entries(KIND_WORDS).map(([value, words]) => (
              <option key={value} value={value}>
                {words}
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
        {lines.map((line) => (
          <Line key={line.id} line={line} />
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
