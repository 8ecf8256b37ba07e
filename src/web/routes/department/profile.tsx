import { data } from 'react-router';
import { textsOfMatches } from '../../lib/meta.ts';
import { FACULTY_TYPE } from '../../../contract/constants.ts';
import { DEPARTMENT_PROFILE_TABLES } from '../../../contract/schemas/departments.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideNav } from '../../components/side-nav.tsx';
import { departmentMeta } from '../../lib/department/meta.ts';
import { loadDepartment } from '../../lib/department/load.server.ts';
import { departmentPath, facultyPagePath } from '../../../site-map/department-pages.ts';
import type { Route } from './+types/profile';
import { routeQuery } from '../../lib/route-query.ts';
import { tolerate } from '../../../lib/failure-log.ts';
import { useTexts } from '../../i18n/use-texts.ts';

const TITLE = 'Department Profile';
const HOME = 'home';
/** The 23 headings of SPEC §2: Home, then the 22 tables (docs/decisions/002). */
const HEADINGS = [
  { key: HOME, heading: 'Home' },
  ...DEPARTMENT_PROFILE_TABLES.map(({ key, heading }) => ({ key, heading })),
];

const sectionHref = (deptCode: string, key: string) =>
  key === HOME
    ? departmentPath(deptCode, 'profile')
    : `${departmentPath(deptCode, 'profile')}?section=${key}`;

export const queryParams = ['section'] as const;

/**
 * The department profile: the left list of the 23 headings, the chosen one in the address
 * (?section=, Home by default) so it works without JavaScript; Home shows the year of
 * establishment, the examination system and the faculty.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deptCode = params.deptCode;
  const asked = routeQuery(request, queryParams).get('section') ?? HOME;
  const [department, faculty] = await Promise.all([
    loadDepartment(context, deptCode),
    // Without an answer Home lists no faculty; the rest of the profile still shows.
    tolerate(
      context.api.getEmployeeByType({ dept_code: deptCode, type: FACULTY_TYPE }),
      [],
      context.log,
      "the department's faculty list",
    ),
  ]);
  const table = DEPARTMENT_PROFILE_TABLES.find((t) => t.key === asked);
  if (!table && asked !== HOME) throw data(null, { status: 404, statusText: 'No such heading' });
  return {
    deptCode,
    headings: HEADINGS.map(({ key, heading }) => ({
      label: heading,
      href: sectionHref(deptCode, key),
    })),
    current: sectionHref(deptCode, table?.key ?? HOME),
    table: table
      ? {
          heading: table.heading,
          columns: Object.entries(table.columns).map(([key, label]) => ({
            key,
            label,
            numbers: table.digits.includes(key),
          })),
          rows: department.profile[table.key] ?? [],
        }
      : null,
    home: {
      estd: department.estd === undefined ? '' : String(department.estd),
      examinationSystem: department.examination_system,
      faculty: faculty.map((person) => ({
        id: person.id,
        name: person.name,
        designation: person.designation,
        href: person.liveNow === 1 ? facultyPagePath(deptCode, 'single', person) : null,
      })),
    },
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  const heading = loaderData?.table?.heading;
  const texts = textsOfMatches(matches);
  return departmentMeta(
    { matches, error },
    heading ? `${texts.label(heading)} · ${texts.label(TITLE)}` : TITLE,
    texts.t('meta.department.profile'),
  );
}

export default function DepartmentProfilePage({ loaderData }: Route.ComponentProps) {
  const { headings, current, table, home } = loaderData;
  const { t, label } = useTexts();
  return (
    <ContentPage
      title={TITLE}
      sidebar={<SideNav label={t('deptProfile.headings')} items={headings} current={current} />}
    >
      {table ? (
        <section aria-labelledby="profile-heading">
          <h2 id="profile-heading">{label(table.heading)}</h2>
          {table.rows.length === 0 ? (
            <p className="empty-state">
              {t('deptProfile.noneGiven', { what: label(table.heading) })}
            </p>
          ) : (
            <DataTable
              caption={label(table.heading)}
              label={t('deptProfile.table', { table: label(table.heading) })}
              captionHidden
              columns={table.columns}
              rows={table.rows}
            />
          )}
        </section>
      ) : (
        <section aria-labelledby="profile-heading">
          <h2 id="profile-heading">{label('Home')}</h2>
          <dl className="facts">
            {home.estd ? (
              <div>
                <dt>{t('deptProfile.established')}</dt>
                <dd>{home.estd}</dd>
              </div>
            ) : null}
            {home.examinationSystem ? (
              <div>
                <dt>{t('deptProfile.examinations')}</dt>
                <dd>{home.examinationSystem}</dd>
              </div>
            ) : null}
          </dl>
          <h3>{label('Faculty Members')}</h3>
          {home.faculty.length === 0 ? (
            <p className="empty-state">
              {t('frame.emptyList', { what: label('Faculty Members') })}
            </p>
          ) : (
            <ul className="dept-faculty-list">
              {home.faculty.map((person) => (
                <li key={person.id}>
                  {person.href ? <a href={person.href}>{person.name}</a> : person.name}
                  {person.designation ? <span>, {person.designation}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
