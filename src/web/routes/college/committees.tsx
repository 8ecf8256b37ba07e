import { ContentPage } from '../../components/content-page.tsx';
import { textsOfRequest } from '../../i18n/intl.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { FileLinks } from '../../components/file-links.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { loadCommittee } from '../../lib/committees.server.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import type { Route } from './+types/committees';
import { routeQuery } from '../../lib/route-query.ts';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';
import { useEnglishContent } from '../../components/content-text.tsx';

/** Written as the server writes canonical addresses (decision 039). */
const committeeHref = (code: string) => `/committees?${new URLSearchParams({ code })}`;

export const queryParams = ['code'] as const;

/**
 * /committees: the list of committees; /committees?code=IQAC: one committee with its members,
 * objectives, tasks and minutes, beside the list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const code = routeQuery(request, queryParams).get('code');
  const list = await context.api.getCommittee();
  const committee = code
    ? await loadCommittee(context, list, code, textsOfRequest(request))
    : undefined;
  return {
    committees: list.map((c) => ({ label: c.name, href: committeeHref(c.committee_code) })),
    committee,
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const { committee } = loaderData;
  const { t } = textsOfMatches(matches);
  return committee
    ? pageMeta(matches, committee.name, t('meta.committee', { name: committee.name }))
    : pageMeta(matches, 'Committees', t('meta.committees'));
}

type Member = { member_name: string; member_designation: string };
const MEMBER_COLUMNS: Column<Member>[] = [
  { key: 'number', label: 'No.', serial: true },
  { key: 'member_name', label: 'Name' },
  { key: 'member_designation', label: 'Designation' },
];

export default function Committees({ loaderData }: Route.ComponentProps) {
  const { committees, committee } = loaderData;
  const { t } = useTexts();
  const english = useEnglishContent();
  if (!committee) {
    return (
      <ContentPage title={t('committees.title')}>
        {committees.length ? (
          <>
            <p>{t('committees.choose')}</p>
            <ul className="link-list link-list--columns" data-content="" lang={english}>
              {committees.map((c) => (
                <li key={c.href}>
                  <a href={c.href}>{c.label}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="empty-state">{t('committees.empty')}</p>
        )}
      </ContentPage>
    );
  }
  return (
    <ContentPage
      title={committee.name}
      sidebar={
        <SideSection
          heading={t('committees.title')}
          items={committees}
          current={committeeHref(committee.code)}
          named
        />
      }
    >
      <DataTable
        caption={t('committees.members')}
        columns={MEMBER_COLUMNS}
        rows={committee.members}
      />
      {committee.objectives ? (
        <section className="text-section">
          <h2>{t('committees.objectives')}</h2>
          <SafeHtml html={committee.objectives} />
        </section>
      ) : null}
      {committee.tasks ? (
        <section className="text-section">
          <h2>{t('committees.tasks')}</h2>
          <SafeHtml html={committee.tasks} />
        </section>
      ) : null}
      {committee.minutes.length ? (
        <section className="text-section">
          <h2>{t('committees.minutes')}</h2>
          <FileLinks
            files={committee.minutes}
            context={t('committees.minutesOf', { committee: committee.name })}
          />
        </section>
      ) : null}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
