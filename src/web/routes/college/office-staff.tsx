import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import { OFFICE_NAME_MAX_LENGTH } from '../../../contract/constants.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { PersonPhoto } from '../../components/person-photo.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { ADMINISTRATION_SIDE_LIST, telHref } from '../../lib/administration.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { loadImagesByAddress } from '../../lib/images.server.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import type { Route } from './+types/office-staff';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';
import { Designation, DesignationsNote } from '../../components/designation.tsx';

const PHOTO_PX = 48;

/** /administrations/officestaff: the office staff of the college (TNC/OFFICE_STAFF). */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = await context.api.getEmployeeByType({
    dept_code: COLLEGE_DEPT_CODE,
    type: 'OFFICE_STAFF',
  });
  const photos = await loadImagesByAddress(
    context,
    staff.map((person) => person.dp[0]),
  );
  return {
    staff: staff.map((person) => ({
      id: person.id,
      name: person.name,
      designation: person.designation,
      designationAs: person.designation_as ?? '',
      email: person.email,
      phone: person.phone || person.mobile,
      photo: person.dp[0] ? photos(person.dp[0]) : undefined,
      photoAlt: person.dp_alt,
    })),
  };
}

type Person = Route.ComponentProps['loaderData']['staff'][number];

/**
 * A name cut to OFFICE_NAME_MAX_LENGTH characters (SPEC §9) with an ellipsis. The whole name
 * stays available: as a tooltip, and as the text screen readers and search read.
 */
function OfficeName({ name }: { name: string }) {
  if (name.length <= OFFICE_NAME_MAX_LENGTH) return <>{name}</>;
  return (
    <>
      <span aria-hidden="true" title={name}>
        {name.slice(0, OFFICE_NAME_MAX_LENGTH).trimEnd()}…
      </span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}

const COLUMNS: Column<Person>[] = [
  {
    key: 'photo',
    label: 'Photo',
    render: (p) => <PersonPhoto image={p.photo} alt={p.photoAlt} name={p.name} size={PHOTO_PX} />,
  },
  { key: 'name', label: 'Name', render: (p) => <OfficeName name={p.name} />, content: true },
  {
    key: 'designation',
    label: 'Designation',
    render: (p) => <Designation en={p.designation} as={p.designationAs} />,
  },
  {
    key: 'email',
    label: 'Email',
    render: (p) => (p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : null),
  },
  {
    key: 'phone',
    label: 'Phone',
    render: (p) => (p.phone ? <a href={telHref(p.phone)}>{p.phone}</a> : null),
  },
];

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(matches, 'Office Staff', textsOfMatches(matches).t('meta.officeStaff'));
}

export default function OfficeStaff({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  const { t, label: labelOf } = useTexts();
  return (
    <ContentPage
      title={t('staff.title')}
      sidebar={<SideSection heading={labelOf('Administration')} items={ADMINISTRATION_SIDE_LIST} />}
    >
      {staff.length ? (
        <>
          <DesignationsNote people={staff} />
          <DataTable caption={t('staff.caption')} captionHidden columns={COLUMNS} rows={staff} />
        </>
      ) : (
        <p className="empty-state">{t('staff.empty')}</p>
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
