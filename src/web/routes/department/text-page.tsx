import { data } from 'react-router';
import { textsOfMatches } from '../../lib/meta.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { DepartmentSideNav } from '../../components/department/department-side-nav.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { departmentMeta, pageDescription } from '../../lib/department/meta.ts';
import { loadDepartment } from '../../lib/department/load.server.ts';
import { TEXT_PAGES, type TextPageKey } from '../../../site-map/department-pages.ts';
import { clean, cleanWithAssamese, hasContent } from '../../lib/sanitize.server.ts';
import type { Route } from './+types/text-page';
import { englishPathname } from '../../i18n/language.ts';
import { useTexts } from '../../i18n/use-texts.ts';

/** The child page of the address: glance, vision, course, onlineclasses, activity or contact. */
function pageOf(request: Request) {
  const key = englishPathname(request.url).split('/').filter(Boolean).pop() ?? '';
  if (!Object.hasOwn(TEXT_PAGES, key)) throw data(null, { status: 404 });
  return TEXT_PAGES[key as TextPageKey];
}

/** One of the department's own text fields, shown as provided (sanitized). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageOf(request);
  const department = await loadDepartment(context, params.deptCode);
  // Of the department's texts, its about has an Assamese field (decision 060).
  const html =
    page.field === 'department_about'
      ? cleanWithAssamese(
          department[page.field],
          department.department_about_as,
          context.uploadsUrl,
        )
      : clean(department[page.field], context.uploadsUrl);
  return {
    deptCode: department.dept_code,
    title: page.title,
    html: hasContent(html) ? html : null,
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return departmentMeta(
    { matches, error },
    loaderData?.title,
    pageDescription(textsOfMatches(matches), loaderData?.title, 'meta.department.about'),
  );
}

export default function DepartmentTextPage({ loaderData }: Route.ComponentProps) {
  const { deptCode, title, html } = loaderData;
  const { t, label } = useTexts();
  return (
    <ContentPage title={title} sidebar={<DepartmentSideNav deptCode={deptCode} />}>
      {html ? (
        <SafeHtml html={html} />
      ) : (
        <p className="empty-state">{t('department.noneYet', { what: label(title) })}</p>
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
