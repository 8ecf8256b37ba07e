import { ContentPage } from '../../components/content-page.tsx';
import { textsOfMatches } from '../../lib/meta.ts';
import { DepartmentSideNav } from '../../components/department/department-side-nav.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { departmentMeta } from '../../lib/department/meta.ts';
import { loadDepartment } from '../../lib/department/load.server.ts';
import { FACILITIES_TITLE } from '../../../site-map/department-pages.ts';
import { clean } from '../../lib/sanitize.server.ts';
import type { Route } from './+types/facilities';
import { useTexts } from '../../i18n/use-texts.ts';

/** The department's facilities: a title and a description each, as provided (sanitized). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const department = await loadDepartment(context, params.deptCode);
  return {
    deptCode: department.dept_code,
    facilities: department.facilities.map((facility) => ({
      title: facility.title,
      description: clean(facility.description, context.uploadsUrl),
    })),
  };
}

export function meta({ matches, error }: Route.MetaArgs) {
  return departmentMeta(
    { matches, error },
    FACILITIES_TITLE,
    textsOfMatches(matches).t('meta.department.facilities'),
  );
}

export default function DepartmentFacilities({ loaderData }: Route.ComponentProps) {
  const { deptCode, facilities } = loaderData;
  const { t, label } = useTexts();
  return (
    <ContentPage title={FACILITIES_TITLE} sidebar={<DepartmentSideNav deptCode={deptCode} />}>
      {facilities.length === 0 ? (
        <p className="empty-state">{t('department.noneYet', { what: label(FACILITIES_TITLE) })}</p>
      ) : null}
      {facilities.map((facility, i) => (
        <section key={`${facility.title}-${i}`} aria-labelledby={`facility-${i}`}>
          <h2 id={`facility-${i}`}>{facility.title}</h2>
          <SafeHtml html={facility.description} />
        </section>
      ))}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
