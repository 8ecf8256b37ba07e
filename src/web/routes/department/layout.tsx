import { Outlet, data, isRouteErrorResponse } from 'react-router';
import {
  DepartmentHeader,
  type DepartmentIdentity,
} from '../../components/department/department-header.tsx';
import { DisplayControls } from '../../components/display-controls.tsx';
import { MainMenu } from '../../components/main-menu.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { SiteHeader, type CollegeIdentity } from '../../components/site-header.tsx';
import { collegeIdentity } from '../../lib/college-identity.server.ts';
import { loadImages, refFromAddress } from '../../lib/images.server.ts';
import { currentYear, isUnknown } from '../../lib/department/load.server.ts';
import { DEPARTMENT_MENU, departmentPath } from '../../../site-map/department-pages.ts';
import { errorText } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { departmentTitleIn } from '../../lib/department/meta.ts';
import '../../styles/department.css';
import type { Route } from './+types/layout';
import { useTexts } from '../../i18n/use-texts.ts';
import { pathIn } from '../../i18n/language.ts';

/** What the error page of the shell (unknown department, backend down) needs for the college's header and footer. */
interface ShellError {
  college: CollegeIdentity;
  year: number;
}

/** The department microsite's shell: its own header, dark menu and footer (SPEC §2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const college = await collegeIdentity(context);
  const year = currentYear(context);
  const shell: ShellError = { college, year };
  const department = await context.api
    .getDeptData({ dept_code: params.deptCode })
    .catch((error: unknown) => {
      if (isUnknown(error)) return null;
      // The backend did not answer: a 503 page, still in the college's header and footer.
      throw data(shell, { status: 503 });
    });
  if (!department) throw data(shell, { status: 404 });
  const banner = department.banner ? refFromAddress(department.banner, context.uploadsUrl) : null;
  const images = await loadImages(context, [banner]);
  const identity: DepartmentIdentity = {
    code: department.dept_code,
    title: `Department of ${department.dept_name}`,
    name: department.dept_name,
    nameAs: department.dept_name_as,
    titleAs: department.dept_name_as,
    banner: banner && images(banner),
  };
  return { college, department: identity, year };
}

/** The college identity the loader put in its error (404 or 503), if this error is one. */
function shellError(error: unknown): ShellError | null {
  if (!isRouteErrorResponse(error)) return null;
  const data = error.data as Partial<ShellError> | null;
  return data?.college?.name ? (data as ShellError) : null;
}

export default function DepartmentLayout({ loaderData }: Route.ComponentProps) {
  const { college, department, year } = loaderData;
  const texts = useTexts();
  const { t, language } = texts;
  const menu = DEPARTMENT_MENU.map((item) => ({
    label: item.label,
    href: departmentPath(department.code, item.child),
  }));
  return (
    <div className="dept-shell">
      <a className="skip-link" href="#main">
        {t('frame.skipLink')}
      </a>
      <DisplayControls />
      <DepartmentHeader college={college} department={department} />
      <MainMenu items={menu} label={departmentTitleIn(texts, department.name, department.nameAs)} />
      <main
        id="main"
        tabIndex={-1}
        data-enhance="department-pending"
        data-department={pathIn(language, departmentPath(department.code))}
        data-loading-gallery={t('department.loadingGallery')}
        data-loading-page={t('department.loadingPage')}
      >
        <Outlet />
      </main>
      <SiteFooter college={college} year={year} />
    </div>
  );
}

export function meta({ matches, error }: Route.MetaArgs) {
  const texts = textsOfMatches(matches);
  if (!error) return pageMeta(matches, undefined, texts.t('meta.department.shell'));
  const unknown = isRouteErrorResponse(error) && error.status === 404;
  const title = unknown ? texts.t('department.notFound') : errorText(error, texts).title;
  const college = shellError(error)?.college;
  const name = (texts.language === 'as' && college?.nameAs) || college?.name || 'College';
  return [{ title: `${title} | ${name}` }, { name: 'description', content: title }];
}

/**
 * An unknown dept_code: a 404 page in the college's own header and footer, back to /departments;
 * a backend that does not answer: a 503 page in the same frame.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const unknown = isRouteErrorResponse(error) && error.status === 404;
  const page = shellError(error);
  const { t, rich } = useTexts();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('frame.skipLink')}
      </a>
      {page ? <SiteHeader college={page.college} /> : null}
      <main id="main" tabIndex={-1}>
        {unknown ? (
          <div className="container content-page">
            <h1 className="page-title">{t('department.notFound')}</h1>
            <p>{t('department.notFoundText')}</p>
            <p>
              {rich('department.notFoundAll', {
                all: (chunks) => <a href="/departments">{chunks}</a>,
                home: (chunks) => <a href="/">{chunks}</a>,
              })}
            </p>
          </div>
        ) : (
          <RouteError error={error} />
        )}
      </main>
      {page ? <SiteFooter college={page.college} year={page.year} /> : null}
    </>
  );
}
