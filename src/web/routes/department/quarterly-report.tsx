import { data, redirect } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { quarterName } from '../../lib/department/quarter-name.ts';
import { textsOfMatches } from '../../lib/meta.ts';
import { ALL_QUARTERS, isQuarterInWindow } from '../../../contract/constants.ts';
import type { FacultyProfile } from '../../../contract/schemas/profile.ts';
import { ProfileSection } from '../../components/department/profile-section.tsx';
import { ProfileTable } from '../../components/department/profile-table.tsx';
import { QuarterTabs } from '../../components/department/quarter-tabs.tsx';
import { RouteError } from '../../components/route-error.tsx';
import {
  redirectToOwnDepartment,
  redirectToOwnName,
  redirectUnknownProfile,
  requireFacultyId,
} from '../../lib/department/faculty.server.ts';
import { currentYear } from '../../lib/department/load.server.ts';
import { REPORT_SECTIONS } from '../../lib/department/faculty-sections.ts';
import { departmentMeta } from '../../lib/department/meta.ts';
import {
  FACULTY_PAGE_PARAMS,
  departmentPath,
  facultyPagePath,
} from '../../../site-map/department-pages.ts';
import {
  COLLEGE_ACTIVITIES,
  COURSES_COVERED,
  RESEARCH_CATEGORIES,
  SOCIAL_ACTIVITIES,
  STUDENT_ACTIVITIES,
} from '../../../site-map/profile-tables.ts';
import { presentReport, reportQuarters } from '../../lib/department/report.server.ts';
import type { Route } from './+types/quarterly-report';
import { routeQuery } from '../../lib/route-query.ts';
import { LastUpdatedLine } from '../../components/last-updated.tsx';
import { useTexts } from '../../i18n/use-texts.ts';
import { hidden } from '../../components/visually-hidden.tsx';
import { ContentText } from '../../components/content-text.tsx';
import { DepartmentTitle } from '../../components/department/department-title.tsx';

export const queryParams = FACULTY_PAGE_PARAMS.quarterlyreport;

/** Where a quarter's link lands: the line that says which quarter, just above its tables. */
export const REPORT_ID = 'report';

/**
 * /department/{dept_code}/faculty/quarterlyreport?id=&name=&qr=: the quarterly report
 * (POST /getmyprofiledataqreport). The quarter lives in the address (qr, default ALL); the tabs
 * are All plus the quarters of the ALL answer. A missing id or an answer of 0 redirects to the
 * faculty list, a person of another department to the same report under theirs. A quarter
 * outside the window of SPEC §9 (2017 to this year, 1st to 4th) or that the report does not
 * have is not an address of the site (404).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deptCode = params.deptCode;
  const id = requireFacultyId(request, deptCode);
  const quarter = routeQuery(request, queryParams).get('qr') ?? ALL_QUARTERS;
  if (quarter !== ALL_QUARTERS && !isQuarterInWindow(quarter, currentYear(context))) {
    throw data(null, { status: 404, statusText: 'No such quarter' });
  }
  const report = (qr: string) =>
    context.api.getMyProfileDataQReport({ id, qr }).catch(redirectUnknownProfile<0>(deptCode));
  const [all, asked] = await Promise.all([
    report(ALL_QUARTERS),
    quarter === ALL_QUARTERS ? null : report(quarter),
  ]);
  if (all === 0 || asked === 0) throw redirect(departmentPath(deptCode, 'faculty'));
  redirectToOwnDepartment(request, deptCode, all);
  redirectToOwnName(request, deptCode, 'quarterlyreport', all);
  const quarters = reportQuarters(all);
  if (quarter !== ALL_QUARTERS && !quarters.includes(quarter)) {
    throw data(null, { status: 404, statusText: 'No report for this quarter' });
  }
  const chosen = asked ?? all;
  const person: FacultyProfile = all;
  return {
    deptCode,
    person: {
      id: person.id,
      name: person.name,
      designation: person.designation,
      department: person.dept_name ? `Department of ${person.dept_name}` : '',
      live: person.liveNow === 1,
    },
    quarter,
    quarters,
    report: presentReport(all, chosen, quarter, context.uploadsUrl, textsOfRequest(request)),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  const name = loaderData?.person.name;
  const quarter = loaderData && loaderData.quarter !== ALL_QUARTERS ? loaderData.quarter : '';
  const texts = textsOfMatches(matches);
  const { t } = texts;
  const title = !name
    ? 'Quarterly Report'
    : quarter
      ? t('meta.department.reportOfQuarter', { name, quarter: quarterName(texts, quarter) })
      : t('meta.department.reportOf', { name });
  return departmentMeta({ matches, error }, title, t('meta.department.report'));
}

const section = (id: (typeof REPORT_SECTIONS)[number]['id']) =>
  REPORT_SECTIONS.find((s) => s.id === id)!;

export default function QuarterlyReport({ loaderData }: Route.ComponentProps) {
  const { deptCode, person, quarter, quarters, report } = loaderData;
  const all = quarter === ALL_QUARTERS;
  const name = person.name;
  const texts = useTexts();
  const { t, rich } = texts;
  return (
    <div className="container content-page quarterly-report">
      <h1 className="page-title">
        {rich('report.title', {
          name: () => (
            <span className="page-title__name" data-content="">
              <ContentText en={name} />
            </span>
          ),
        })}
      </h1>
      <p className="report-person" data-content="">
        {person.designation ? <ContentText en={person.designation} /> : null}
        {person.designation && person.department ? ', ' : null}
        {person.department ? <DepartmentTitle english={person.department} /> : null}
      </p>
      <QuarterTabs
        quarters={quarters}
        selected={quarter}
        // To the report itself: the page comes back with the chosen quarter's table in view,
        // not the header and the choice above it (issue 37, decision 095).
        hrefOf={(q) =>
          `${facultyPagePath(deptCode, 'quarterlyreport', person, q === ALL_QUARTERS ? undefined : q)}#${REPORT_ID}`
        }
      />
      <p className="report-quarter" role="status" id={REPORT_ID}>
        {t('report.showing')}{' '}
        {all
          ? t('report.allQuarters')
          : t('report.quarter', { quarter: quarterName(texts, quarter) })}
      </p>
      <ProfileSection section={section('courses')} empty={report.courses.length === 0}>
        <ProfileTable
          spec={COURSES_COVERED}
          rows={report.courses}
          withQuarter={all}
          person={name}
        />
      </ProfileSection>
      <ProfileSection section={section('extension')} empty={report.extension.length === 0}>
        <ProfileTable
          spec={SOCIAL_ACTIVITIES}
          rows={report.extension}
          withQuarter={all}
          person={name}
        />
      </ProfileSection>
      <ProfileSection section={section('students')} empty={report.students.length === 0}>
        <ProfileTable
          spec={STUDENT_ACTIVITIES}
          rows={report.students}
          withQuarter={all}
          person={name}
        />
      </ProfileSection>
      <ProfileSection section={section('campus')} empty={report.campus.length === 0}>
        <ProfileTable
          spec={COLLEGE_ACTIVITIES}
          rows={report.campus}
          withQuarter={all}
          person={name}
        />
      </ProfileSection>
      <ProfileSection
        section={section('academic')}
        empty={report.academic.every((category) => category.rows.length === 0)}
      >
        {RESEARCH_CATEGORIES.map((spec, i) => (
          <ProfileTable
            key={spec.key}
            spec={spec}
            rows={report.academic[i]?.rows ?? []}
            withQuarter={all}
            person={name}
          />
        ))}
      </ProfileSection>
      {person.live ? (
        <p>
          <a href={facultyPagePath(deptCode, 'single', person)}>
            {rich('faculty.page', { person: <ContentText en={name} />, hidden })}
          </a>
        </p>
      ) : null}
      <LastUpdatedLine />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
