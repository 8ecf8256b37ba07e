import { data } from 'react-router';
import { tolerate } from '../../../lib/failure-log.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { RESULT_KINDS, isResultKind } from '../../lib/catalogue/documents.ts';
import { QUERY_MAX_LENGTH, readQuery } from '../../lib/catalogue/query.ts';
import { searchSite, type SearchView } from '../../lib/catalogue/search.server.ts';
import type { TextPart } from '../../lib/catalogue/terms.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/search';
import { routeQuery } from '../../lib/route-query.ts';
import '../../styles/find.css';

/** Where a visitor who found nothing may look instead. */
const BROWSE = [
  { label: 'Notifications', href: '/notifications/administrative' },
  { label: 'Student Notification', href: '/students/notification' },
  { label: 'Events', href: '/events' },
  { label: 'Departments', href: '/departments' },
  { label: 'Committees', href: '/committees' },
  { label: 'Site map', href: '/sitemap' },
];

export const queryParams = ['q', 'kind'] as const;

/**
 * /search?q=…[&kind=notice]: the site's search, rendered on the server. Without a query it shows
 * the form and how to search; with one, the results grouped by kind with their counts; `kind`
 * shows one group in full. The index is the site catalogue (lib/catalogue), read through the
 * contract.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = routeQuery(request, queryParams);
  const q = readQuery(params.get('q'));
  const asked = params.get('kind');
  const kind = isResultKind(asked) ? asked : undefined;
  if (!q) return { q, kind, view: null, unavailable: false };
  const view = await tolerate(searchSite(context, q, kind), null, context.log, 'the search index');
  if (view) return { q, kind, view, unavailable: false };
  // The first index could not be built (the backend did not answer): say so, and cache nothing.
  return data({ q, kind, view: null, unavailable: true }, { status: 503 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q;
  return pageMeta(
    matches,
    q ? `Search results for “${q}”` : 'Search',
    'Search the notices, events, departments, faculty, committees and pages of the college.',
    { extra: [{ name: 'robots', content: 'noindex, follow' }] },
  );
}

const searchHref = (q: string, kind?: string) =>
  `/search?${new URLSearchParams(kind ? { q, kind } : { q }).toString()}`;

function Marked({ parts }: { parts: readonly TextPart[] }) {
  return <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

function Results({ q, kind, view }: { q: string; kind?: string; view: SearchView }) {
  const label = RESULT_KINDS.find((entry) => entry.kind === kind)?.label;
  return (
    <>
      <p role="status">
        {view.total === 1 ? '1 result' : `${view.total} results`}
        {label ? ` in ${label}` : ''}.
        {kind ? (
          <>
            {' '}
            <a href={searchHref(q)}>Show results of every kind</a>
          </>
        ) : null}
      </p>
      {view.groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`group-${group.kind}`}>
          <h2 id={`group-${group.kind}`}>
            {group.label} ({group.count})
          </h2>
          <ol className="search-results">
            {group.results.map((result) => (
              <li key={result.path + result.title.map((p) => p.text).join('')}>
                <a href={result.path} className="search-result__title">
                  <Marked parts={result.title} />
                </a>
                <p className="search-result__context">
                  {result.context}
                  {result.date ? (
                    <>
                      {' · '}
                      <time dateTime={result.date.iso}>{result.date.label}</time>
                    </>
                  ) : null}
                </p>
                {result.excerpt.length ? (
                  <p className="search-result__excerpt">
                    <Marked parts={result.excerpt} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          {!kind && group.count > group.results.length ? (
            <p>
              <a href={searchHref(q, group.kind)}>
                All {group.count} results in {group.label}
              </a>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}

function NoResults({ q, suggestion }: { q: string; suggestion: string | undefined }) {
  return (
    <>
      <p role="status">Nothing on the site matches “{q}”.</p>
      {suggestion ? (
        <p>
          Did you mean <a href={searchHref(suggestion)}>{suggestion}</a>?
        </p>
      ) : null}
      <h2>Try</h2>
      <ul>
        <li>
          checking the spelling, or typing fewer letters of a word (“admis” finds “admission”);
        </li>
        <li>fewer or more general words (“hostel” rather than “hostel admission form 2026”);</li>
        <li>
          browsing:{' '}
          {BROWSE.map((item, i) => (
            <span key={item.href}>
              {i > 0 ? ', ' : ''}
              <a href={item.href}>{item.label}</a>
            </span>
          ))}
          .
        </li>
      </ul>
    </>
  );
}

function Help() {
  return (
    <>
      <h2>How to search</h2>
      <p>
        Type a few words from what you are looking for: a notice’s title, a teacher’s name, a
        department or a committee. Capitals, accents and small typing mistakes do not matter, and
        the beginning of a word is enough. The newest notices come first.
      </p>
    </>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, kind, view, unavailable } = loaderData;
  return (
    <ContentPage title={q ? `Search results for “${q}”` : 'Search'} dated={false}>
      <form
        method="get"
        action="/search"
        role="search"
        aria-label="Search again"
        className="site-search search-page__form"
      >
        <label htmlFor="search-page-q">Search the site</label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={QUERY_MAX_LENGTH}
          className="site-search__field"
        />
        {kind ? <input type="hidden" name="kind" value={kind} /> : null}
        <button type="submit" className="site-search__button">
          Search
        </button>
      </form>
      {unavailable ? (
        <p role="alert">
          Search is not available at the moment: the college’s information service did not answer.
          Please <a href={searchHref(q, kind)}>try again</a> in a moment, or browse the menu.
        </p>
      ) : view ? (
        view.total > 0 ? (
          <Results q={q} kind={kind} view={view} />
        ) : (
          <NoResults q={q} suggestion={view.suggestion} />
        )
      ) : (
        <Help />
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
