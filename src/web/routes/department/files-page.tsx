import { data } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { textsOfMatches } from '../../lib/meta.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { DepartmentSideNav } from '../../components/department/department-side-nav.tsx';
import { FileLinks } from '../../components/file-links.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { dateParts, isIsoDate } from '../../../lib/dates.ts';
import { fileLinks } from '../../lib/files.server.ts';
import { departmentMeta, pageDescription } from '../../lib/department/meta.ts';
import { forDepartment } from '../../lib/department/load.server.ts';
import { FILE_PAGES, type FilePageKey } from '../../../site-map/department-pages.ts';
import { clean, hasContent } from '../../lib/sanitize.server.ts';
import type { Route } from './+types/files-page';
import { englishPathname } from '../../i18n/language.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentText } from '../../components/content-text.tsx';

function pageOf(request: Request) {
  const key = englishPathname(request.url).split('/').filter(Boolean).pop() ?? '';
  if (!Object.hasOwn(FILE_PAGES, key)) throw data(null, { status: 404 });
  return FILE_PAGES[key as FilePageKey];
}

/** '15 Mar 2026', as notices show their dates. */
function dayLabel(isoDate: string): string {
  const { date_no, month, year } = dateParts(isoDate);
  return `${date_no} ${month} ${year}`;
}

/** Syllabus, journal, achievements or COs & POs: the department's files of that type. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageOf(request);
  const texts = textsOfRequest(request);
  const files = await forDepartment(() =>
    context.api.getDepartmentFileByType({ dept_code: params.deptCode, type: page.type }),
  );
  return {
    deptCode: params.deptCode,
    title: page.title,
    files: files.map((file) => {
      const description = clean(file.description, context.uploadsUrl);
      return {
        id: file.id,
        title: file.title,
        date: file.date,
        dateLabel: file.date && isIsoDate(file.date) ? dayLabel(file.date) : file.date,
        description: hasContent(description) ? description : undefined,
        files: fileLinks(file.upload_info, context.uploadsUrl, texts),
      };
    }),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return departmentMeta(
    { matches, error },
    loaderData?.title,
    pageDescription(textsOfMatches(matches), loaderData?.title, 'meta.department.files'),
  );
}

export default function DepartmentFilesPage({ loaderData }: Route.ComponentProps) {
  const { deptCode, title, files } = loaderData;
  const { t, label, date } = useTexts();
  return (
    <ContentPage title={title} sidebar={<DepartmentSideNav deptCode={deptCode} />}>
      {files.length === 0 ? (
        <p className="empty-state">{t('frame.emptyList', { what: label(title) })}</p>
      ) : (
        <ul className="notice-list">
          {files.map((file) => (
            <li key={file.id}>
              <article className="notice">
                <h2 className="notice__title" data-content="">
                  <ContentText en={file.title} />
                </h2>
                {file.date ? (
                  <p className="notice__date">
                    <time dateTime={file.date}>{date(file.date, file.dateLabel)}</time>
                  </p>
                ) : null}
                {file.description ? <SafeHtml html={file.description} /> : null}
                <FileLinks files={file.files} context={file.title} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
