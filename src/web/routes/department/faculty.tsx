import { FACULTY_TYPE } from '../../../contract/constants.ts';
import { textsOfRequest } from '../../i18n/intl.ts';
import { textsOfMatches } from '../../lib/meta.ts';
import type { FacultyProfile } from '../../../contract/schemas/profile.ts';
import { FacultyCard, type FacultyCardView } from '../../components/department/faculty-card.tsx';
import { DesignationsNote } from '../../components/designation.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { departmentMeta } from '../../lib/department/meta.ts';
import { forDepartment } from '../../lib/department/load.server.ts';
import { cvPath, facultyPagePath } from '../../../site-map/department-pages.ts';
import { fileLabel } from '../../lib/file-label.server.ts';
import { loadImagesByAddress } from '../../lib/images.server.ts';
import { clean, hasContent } from '../../lib/sanitize.server.ts';
import type { Route } from './+types/faculty';
import { LastUpdatedLine } from '../../components/last-updated.tsx';
import { useTexts } from '../../i18n/use-texts.ts';

const TITLE = 'Faculty Members';

/**
 * The department's faculty (POST /getemployeebytype, type FACULTY). 'About me' and the CV come
 * from the profiles (POST /employeeprofilewithdeptcode, one call): without them the cards still
 * show, only without those two.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deptCode = params.deptCode;
  const texts = textsOfRequest(request);
  const [faculty, profiles] = await Promise.all([
    forDepartment(() => context.api.getEmployeeByType({ dept_code: deptCode, type: FACULTY_TYPE })),
    context.api
      .employeeProfileWithDeptCode({ dept_code: deptCode })
      .catch((): FacultyProfile[] => []),
  ]);
  const profileOf = new Map(profiles.map((profile) => [profile.id, profile]));
  const photos = await loadImagesByAddress(
    context,
    faculty.map((person) => person.dp.find(Boolean)),
  );
  const people: FacultyCardView[] = faculty.map((person) => {
    const profile = profileOf.get(person.id);
    const about = clean(profile?.about, context.uploadsUrl);
    const live = person.liveNow === 1;
    const photo = person.dp.find(Boolean);
    return {
      id: person.id,
      name: person.name,
      designation: person.designation,
      designationAs: person.designation_as ?? '',
      email: person.email,
      phones: [person.phone, person.mobile].filter(Boolean),
      photo: photo ? photos(photo) : null,
      photoAlt: person.dp_alt ?? `Photo of ${person.name}`,
      about: hasContent(about) ? about : null,
      cvHref: profile?.cv.length ? cvPath(deptCode, person.id) : null,
      cvLabel: profile?.cv[0] ? fileLabel(profile.cv[0], texts) : null,
      profileHref: live ? facultyPagePath(deptCode, 'single', person) : null,
      reportHref: live ? facultyPagePath(deptCode, 'quarterlyreport', person) : null,
    };
  });
  return { people };
}

export function meta({ matches, error }: Route.MetaArgs) {
  return departmentMeta(
    { matches, error },
    TITLE,
    textsOfMatches(matches).t('meta.department.faculty'),
  );
}

export default function FacultyList({ loaderData }: Route.ComponentProps) {
  const { people } = loaderData;
  const { t, label } = useTexts();
  return (
    <div className="container content-page">
      <h1 className="page-title">{label(TITLE)}</h1>
      {people.length === 0 ? (
        <p className="empty-state">{t('frame.emptyList', { what: label(TITLE) })}</p>
      ) : (
        <>
          <DesignationsNote people={people} />
          <ul className="faculty-grid">
            {people.map((person, i) => (
              <li key={person.id}>
                <FacultyCard person={person} loading={i === 0 ? 'lcp' : 'lazy'} />
              </li>
            ))}
          </ul>
        </>
      )}
      <LastUpdatedLine />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
