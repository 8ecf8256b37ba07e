import { data } from 'react-router';
import { tolerate } from '../../../lib/failure-log.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { RESULT_KINDS, isResultKind } from '../../lib/catalogue/documents.ts';
import { QUERY_MAX_LENGTH, readQuery } from '../../lib/catalogue/query.ts';
import { searchSite, type SearchView } from '../../lib/catalogue/search.server.ts';
import type { TextPart } from '../../lib/catalogue/terms.ts';
import { textsOfMatches, pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/search';
import { routeQuery } from '../../lib/route-query.ts';
import '../../styles/find.css';
import { useTexts } from '../../i18n/use-texts.ts';
import { languageOf } from '../../i18n/language.ts';
import { langOf } from '../../components/content-text.tsx';

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
  const language = languageOf(new URL(request.url).pathname);
  const view = await tolerate(
    searchSite(context, q, kind, language),
    null,
    context.log,
    'the search index',
  );
  if (view) return { q, kind, view, unavailable: false };
  // The first index could not be built (the backend did not answer): say so, and cache nothing.
  return data({ q, kind, view: null, unavailable: true }, { status: 503 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q;
  const { t } = textsOfMatches(matches);
  return pageMeta(
    matches,
    q ? t('search.resultsFor', { q }) : t('search.title'),
    t('meta.search'),
    { extra: [{ name: 'robots', content: 'noindex, follow' }] },
  );
}

const searchHref = (q: string, kind?: string) =>
  `/search?${new URLSearchParams(kind ? { q, kind } : { q }).toString()}`;

function Marked({ parts }: { parts: readonly TextPart[] }) {
  return <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

/** 'Did you mean …?', a link to the search for what was likely meant. */
function DidYouMean({ suggestion }: { suggestion: string | undefined }) {
  const { rich } = useTexts();
  if (!suggestion) return null;
  return (
    <p className="search-suggestion">
      {rich('search.didYouMean', { a: () => <a href={searchHref(suggestion)}>{suggestion}</a> })}
    </p>
  );
}

function Result({ result }: { result: SearchView['groups'][number]['results'][number] }) {
  const { t, date, language } = useTexts();
  // The excerpt is the item's own words: English ones are marked on an Assamese page.
  const excerptLang = langOf(language, result.excerpt.map((part) => part.text).join(''));
  return (
    <li>
      <a href={result.path} className="search-result__title" lang={result.titleLanguage}>
        <Marked parts={result.title} />
      </a>
      <p className="search-result__context">
        {result.context}
        {result.date ? (
          <>
            {' · '}
            <time dateTime={result.date.iso}>{date(result.date.iso, result.date.label)}</time>
          </>
        ) : null}
      </p>
      {result.excerpt.length ? (
        <p className="search-result__excerpt">
          {result.page ? (
            <span className="search-result__page">{t('search.page', { page: result.page })}: </span>
          ) : null}
          <span lang={excerptLang}>
            <Marked parts={result.excerpt} />
          </span>
        </p>
      ) : null}
    </li>
  );
}

function Results({ q, kind, view }: { q: string; kind?: string; view: SearchView }) {
  const { t, label: labelOf, number } = useTexts();
  const label = RESULT_KINDS.find((entry) => entry.kind === kind)?.label;
  return (
    <>
      <p role="status">
        {label
          ? t('search.countIn', { count: view.total, kind: labelOf(label) })
          : t('search.count', { count: view.total })}
        {t('search.stop')}
        {kind ? (
          <>
            {' '}
            <a href={searchHref(q)}>{t('search.everyKind')}</a>
          </>
        ) : null}
      </p>
      <DidYouMean suggestion={view.suggestion} />
      {view.groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`group-${group.kind}`}>
          <h2 id={`group-${group.kind}`}>
            {labelOf(group.label)} ({number(group.count)})
          </h2>
          <ol className="search-results" data-content="">
            {group.results.map((result) => (
              <Result
                key={result.path + result.title.map((p) => p.text).join('')}
                result={result}
              />
            ))}
          </ol>
          {!kind && group.count > group.results.length ? (
            <p>
              <a href={searchHref(q, group.kind)}>
                {t('search.allIn', { count: group.count, kind: labelOf(group.label) })}
              </a>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}

function NoResults({ q, suggestion }: { q: string; suggestion: string | undefined }) {
  const { t, label } = useTexts();
  return (
    <>
      <p role="status">{t('search.nothing', { q })}</p>
      <DidYouMean suggestion={suggestion} />
      <h2>{t('search.try')}</h2>
      <ul>
        <li>{t('search.trySpelling')}</li>
        <li>{t('search.tryWords')}</li>
        <li>
          {t('search.tryBrowsing')}{' '}
          {BROWSE.map((item, i) => (
            <span key={item.href}>
              {i > 0 ? ', ' : ''}
              <a href={item.href}>{label(item.label)}</a>
            </span>
          ))}
          .
        </li>
      </ul>
    </>
  );
}

function Help() {
  const { t } = useTexts();
  return (
    <>
      <h2>{t('search.howTo')}</h2>
      <p>{t('search.help')}</p>
    </>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, kind, view, unavailable } = loaderData;
  const { t, rich } = useTexts();
  return (
    <ContentPage title={q ? t('search.resultsFor', { q }) : t('search.title')} dated={false}>
      <form
        method="get"
        action="/search"
        role="search"
        aria-label={t('search.again')}
        className="site-search search-page__form"
      >
        <label htmlFor="search-page-q">{t('search.field')}</label>
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
          {t('search.button')}
        </button>
      </form>
      {unavailable ? (
        <p role="alert">
          {rich('search.unavailable', {
            again: () => <a href={searchHref(q, kind)}>{t('error.tryAgain')}</a>,
          })}
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
