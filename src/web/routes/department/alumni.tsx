import type { Alumnus } from '../../../contract/schemas/departments.ts';
import { textsOfMatches } from '../../lib/meta.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { DepartmentSideNav } from '../../components/department/department-side-nav.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { departmentMeta } from '../../lib/department/meta.ts';
import { forDepartment } from '../../lib/department/load.server.ts';
import { groupByBatch } from '../../lib/department/alumni.ts';
import type { Route } from './+types/alumni';
import { useTexts } from '../../i18n/use-texts.ts';

const TITLE = 'Alumni';

/** The department's alumni (POST /getalumnibydept), one collapsible section per batch. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alumni = await forDepartment(() =>
    context.api.getAlumniByDept({ dept_code: params.deptCode }),
  );
  return { deptCode: params.deptCode, batches: groupByBatch(alumni) };
}

export function meta({ matches, error }: Route.MetaArgs) {
  return departmentMeta(
    { matches, error },
    TITLE,
    textsOfMatches(matches).t('meta.department.alumni'),
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const COLUMNS: Column<Alumnus>[] = [
  { key: 'index', label: '#', serial: true },
  { key: 'name', label: 'Name' },
  { key: 'batch', label: 'Batch', numbers: true },
  { key: 'current_profession', label: 'Current Profession' },
  { key: 'qualification', label: 'Highest Qualification' },
  {
    key: 'contact',
    label: 'Contact',
    render: (row) => (
      <>
        {row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : null}
        {row.email && row.phone ? <br /> : null}
        {row.phone ? <a href={telHref(row.phone)}>{row.phone}</a> : null}
      </>
    ),
  },
];

export default function DepartmentAlumni({ loaderData }: Route.ComponentProps) {
  const { deptCode, batches } = loaderData;
  const { t, label, year } = useTexts();
  return (
    <ContentPage title={TITLE} sidebar={<DepartmentSideNav deptCode={deptCode} />}>
      {batches.length === 0 ? (
        <p className="empty-state">{t('frame.emptyList', { what: label(TITLE) })}</p>
      ) : null}
      {batches.map(({ batch, alumni }, i) => (
        // <details> folds and unfolds without JavaScript; the latest batch starts open.
        <details key={batch} className="alumni-batch" open={i === 0}>
          <summary>
            {t('alumni.batch', { batch: year(batch) })}{' '}
            <span className="alumni-batch__count">({year(alumni.length)})</span>
          </summary>
          <DataTable
            caption={t('alumni.ofBatch', { batch: year(batch) })}
            captionHidden
            columns={COLUMNS}
            rows={alumni}
          />
        </details>
      ))}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
