import { redirect } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { FacultyProfileSections } from '../../components/department/faculty-profile-sections.tsx';
import { ProfileSidebar } from '../../components/department/profile-sidebar.tsx';
import { SectionNav } from '../../components/department/section-nav.tsx';
import { RouteError } from '../../components/route-error.tsx';
import {
  colleaguesOf,
  redirectToOwnDepartment,
  redirectToOwnName,
  redirectUnknownProfile,
  requireFacultyId,
} from '../../lib/department/faculty.server.ts';
import { PROFILE_SECTIONS, numbered } from '../../lib/department/faculty-sections.ts';
import { departmentMeta, departmentTitle } from '../../lib/department/meta.ts';
import { siteName, siteOrigin, textsOfMatches } from '../../lib/meta.ts';
import { personData } from '../../lib/structured-data.ts';
import {
  FACULTY_PAGE_PARAMS,
  departmentPath,
  facultyPagePath,
} from '../../../site-map/department-pages.ts';
import { presentProfile } from '../../lib/department/profile.server.ts';
import { loadImagesByAddress } from '../../lib/images.server.ts';
import type { Route } from './+types/faculty-profile';
import { LastUpdatedLine } from '../../components/last-updated.tsx';
import { useTexts } from '../../i18n/use-texts.ts';
import { useEnglishContent } from '../../components/content-text.tsx';
import { Designation } from '../../components/designation.tsx';

export const queryParams = FACULTY_PAGE_PARAMS.single;

/**
 * /department/{dept_code}/faculty/single?id=&name=: the faculty profile (POST /getmyprofiledata).
 * A missing id or an answer of 0 redirects to the faculty list, a person of another department
 * to the same page under theirs; a backend failure shows the error boundary's message in the
 * page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deptCode = params.deptCode;
  const id = requireFacultyId(request, deptCode);
  const [profile, colleagues] = await Promise.all([
    context.api.getMyProfileData({ id }).catch(redirectUnknownProfile<0>(deptCode)),
    colleaguesOf(context, deptCode, id),
  ]);
  if (profile === 0) throw redirect(departmentPath(deptCode, 'faculty'));
  redirectToOwnDepartment(request, deptCode, profile);
  redirectToOwnName(request, deptCode, 'single', profile);
  const homeDept = profile.dept_code || deptCode;
  const photos = await loadImagesByAddress(context, profile.dpurl);
  return {
    profile: presentProfile(profile, context.uploadsUrl, textsOfRequest(request), photos),
    department: {
      title: profile.dept_name ? `Department of ${profile.dept_name}` : 'Department',
      href: departmentPath(homeDept),
    },
    reportHref:
      profile.liveNow === 1 ? facultyPagePath(deptCode, 'quarterlyreport', profile) : null,
    colleagues,
  };
}

export function meta({ matches, loaderData, location, error }: Route.MetaArgs) {
  const profile = loaderData?.profile;
  const origin = siteOrigin(matches);
  const collegeName = siteName(matches);
  const { t } = textsOfMatches(matches);
  const person =
    profile && origin
      ? personData(origin, {
          name: profile.name,
          jobTitle: profile.designation,
          url: location.pathname + location.search,
          department: departmentTitle(matches),
          collegeName,
          email: profile.facts.find((fact) => fact.label === 'Email')?.value,
          knowsAbout: profile.facts.find((fact) => fact.label === 'Area of Research')?.value,
          image: profile.photo?.src,
        })
      : undefined;
  return departmentMeta(
    { matches, error },
    profile?.name ?? t('meta.department.facultyProfile'),
    profile
      ? t('meta.department.profileOf', { name: profile.name })
      : t('meta.department.facultyProfileText'),
    { type: 'profile', jsonLd: person ? [person] : [] },
  );
}

export default function FacultyProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, department, reportHref, colleagues } = loaderData;
  const { t, label, number } = useTexts();
  return (
    <div className="container content-page">
      <h1 className="page-title" data-content="">
        <span lang={useEnglishContent()}>{profile.name}</span>
        {profile.designation ? (
          <span className="page-title__sub">
            <Designation en={profile.designation} as={profile.designationAs} />
          </span>
        ) : null}
      </h1>
      <div className="profile-grid">
        <SectionNav
          label={t('faculty.sections')}
          sections={PROFILE_SECTIONS.map((section) => ({
            id: section.id,
            label: numbered({ ...section, label: label(section.label) }, number),
          }))}
        />
        <div className="profile-main">
          <FacultyProfileSections profile={profile} />
          <LastUpdatedLine />
        </div>
        <ProfileSidebar
          person={profile.name}
          links={profile.links}
          department={department}
          reportHref={reportHref}
          colleagues={colleagues}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
