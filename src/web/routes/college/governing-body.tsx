import { ContentPage } from '../../components/content-page.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { ADMINISTRATION_SIDE_LIST, telHref } from '../../lib/administration.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import type { Route } from './+types/governing-body';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';

/** /administrations/gb: the members of the governing body. */
export async function loader({ context }: Route.LoaderArgs) {
  return { members: await context.api.getGbMembers() };
}

type Member = Route.ComponentProps['loaderData']['members'][number];

const COLUMNS: Column<Member>[] = [
  { key: 'type', label: 'Position' },
  { key: 'name', label: 'Name' },
  {
    key: 'phone',
    label: 'Phone',
    render: (m) => (m.phone ? <a href={telHref(m.phone)}>{m.phone}</a> : null),
  },
  {
    key: 'email',
    label: 'Email',
    render: (m) => (m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : null),
  },
];

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(matches, 'Governing Body', textsOfMatches(matches).t('meta.governingBody'));
}

export default function GoverningBody({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData;
  const { t, label: labelOf } = useTexts();
  return (
    <ContentPage
      title={t('gb.title')}
      sidebar={<SideSection heading={labelOf('Administration')} items={ADMINISTRATION_SIDE_LIST} />}
    >
      {members.length ? (
        <DataTable caption={t('gb.members')} columns={COLUMNS} rows={members} />
      ) : (
        <p className="empty-state">{t('gb.empty')}</p>
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
