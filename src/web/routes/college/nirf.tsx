import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import { textsOfRequest } from '../../i18n/intl.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { FileLinks } from '../../components/file-links.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import { presentNotices } from '../../lib/notices.server.ts';
import type { Route } from './+types/nirf';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';

/** /nirf: the college's NIRF documents (type NIRF, every year), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const notices = await context.api.getNoticesByTypeDept({
    dept_code: COLLEGE_DEPT_CODE,
    type: 'NIRF',
    year: '',
  });
  return {
    documents: await presentNotices(
      context,
      notices,
      textsOfRequest(request),
      collegeKindOfType('NIRF'),
    ),
  };
}

type Document = Route.ComponentProps['loaderData']['documents'][number];

const COLUMNS: Column<Document>[] = [
  { key: 'number', label: 'No.', serial: true },
  {
    key: 'title',
    label: 'Title',
    render: (d) => (d.href ? <a href={d.href}>{d.title}</a> : d.title),
    content: true,
  },
  {
    key: 'file',
    label: 'File',
    render: (d) => (d.files.length ? <FileLinks files={d.files} context={d.title} /> : null),
  },
];

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(matches, 'NIRF', textsOfMatches(matches).t('meta.nirf'));
}

export default function Nirf({ loaderData }: Route.ComponentProps) {
  const { documents } = loaderData;
  const { t } = useTexts();
  return (
    <ContentPage title={t('nirf.title')}>
      {documents.length ? (
        <DataTable caption={t('nirf.documents')} captionHidden columns={COLUMNS} rows={documents} />
      ) : (
        <p className="empty-state">{t('nirf.empty')}</p>
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
