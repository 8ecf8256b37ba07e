import { ContentPage } from '../../components/content-page.tsx';
import { textsOfRequest } from '../../i18n/intl.ts';
import { textsOfMatches } from '../../lib/meta.ts';
import { DepartmentSideNav } from '../../components/department/department-side-nav.tsx';
import { FacultyResearch } from '../../components/department/faculty-research.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { departmentMeta } from '../../lib/department/meta.ts';
import { currentYear, forDepartment } from '../../lib/department/load.server.ts';
import { presentResearch } from '../../lib/department/research.server.ts';
import type { Route } from './+types/research';

const TITLE = 'Research';

/** The department's research per faculty, as on /research/{dept_code}, inside its own shell. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const profiles = await forDepartment(() =>
    context.api.employeeProfileWithDeptCode({ dept_code: params.deptCode }),
  );
  return {
    deptCode: params.deptCode,
    faculty: presentResearch(
      profiles,
      currentYear(context),
      context.uploadsUrl,
      textsOfRequest(request),
    ),
  };
}

export function meta({ matches, error }: Route.MetaArgs) {
  return departmentMeta(
    { matches, error },
    TITLE,
    textsOfMatches(matches).t('meta.department.research'),
  );
}

export default function DepartmentResearch({ loaderData }: Route.ComponentProps) {
  const { deptCode, faculty } = loaderData;
  return (
    <ContentPage title={TITLE} sidebar={<DepartmentSideNav deptCode={deptCode} />}>
      <FacultyResearch faculty={faculty} headingLevel={2} />
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
