import { data } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { FacultyResearch } from '../../components/department/faculty-research.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideNav } from '../../components/side-nav.tsx';
import { currentYear, forDepartment } from '../../lib/department/load.server.ts';
import { presentResearch } from '../../lib/department/research.server.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import '../../styles/department.css';
import type { Route } from './+types/research';
import { LastUpdatedLine } from '../../components/last-updated.tsx';
import { useTexts } from '../../i18n/use-texts.ts';

const researchPath = (deptCode: string) => `/research/${encodeURIComponent(deptCode)}`;

/**
 * /research and /research/{dept_code}: the departments on the left, and the chosen one's
 * research per faculty on the right. /research shows the first department.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const departments = await context.api.getDepartments();
  const link = params.link ?? departments[0]?.dept_code;
  const department = departments.find((d) => d.dept_code === link);
  if (!department) throw data(null, { status: 404 });
  const profiles = await forDepartment(() =>
    context.api.employeeProfileWithDeptCode({ dept_code: department.dept_code }),
  );
  return {
    departments: departments.map((d) => ({ label: d.dept_name, href: researchPath(d.dept_code) })),
    current: researchPath(department.dept_code),
    department: department.dept_name,
    departmentAs: department.dept_name_as,
    faculty: presentResearch(
      profiles,
      currentYear(context),
      context.uploadsUrl,
      textsOfRequest(request),
    ),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const { t, language } = textsOfMatches(matches);
  const department = (language === 'as' && loaderData.departmentAs) || loaderData.department;
  return pageMeta(matches, t('meta.research.title', { department }), t('meta.research'));
}

export default function Research({ loaderData }: Route.ComponentProps) {
  const { departments, current, department, faculty } = loaderData;
  const { t, rich, label } = useTexts();
  return (
    <div className="container content-page">
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Research' }]} />
      <h1 className="page-title">{label('Research')}</h1>
      <div className="page-grid">
        <aside className="page-grid__side">
          <SideNav named label={t('departments.title')} items={departments} current={current} />
        </aside>
        <div className="page-grid__main">
          <h2>{rich('research.of', { department: <span data-content="">{department}</span> })}</h2>
          <FacultyResearch faculty={faculty} headingLevel={3} />
          <LastUpdatedLine />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
