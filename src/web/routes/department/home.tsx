import { DEPT_NOTICE_LIMIT } from '../../../contract/constants.ts';
import { textsOfRequest } from '../../i18n/intl.ts';
import { textsOfMatches } from '../../lib/meta.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { DepartmentSideNav } from '../../components/department/department-side-nav.tsx';
import { NoticeList } from '../../components/notice-list.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { departmentMeta } from '../../lib/department/meta.ts';
import { forDepartment, loadDepartment } from '../../lib/department/load.server.ts';
import { NOTICE_PAGES, TEXT_PAGES, departmentPath } from '../../../site-map/department-pages.ts';
import { departmentKindOfType } from '../../../site-map/notice-items.ts';
import { presentNotices } from '../../lib/notices.server.ts';
import { cleanWithAssamese, hasContent } from '../../lib/sanitize.server.ts';
import type { Route } from './+types/home';
import { useTexts } from '../../i18n/use-texts.ts';
import { hidden } from '../../components/visually-hidden.tsx';

const PANELS = [
  { key: 'notifications', ...NOTICE_PAGES.notifications },
  { key: 'events', ...NOTICE_PAGES.events },
] as const;

/** Department home: 'Department at a glance', then its latest notices and events. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deptCode = params.deptCode;
  const [department, ...lists] = await Promise.all([
    loadDepartment(context, deptCode),
    ...PANELS.map((panel) =>
      forDepartment(() =>
        context.api.getNoticesByTypeDept({ dept_code: deptCode, type: panel.type, year: '' }),
      ),
    ),
  ]);
  const about = cleanWithAssamese(
    department.department_about,
    department.department_about_as,
    context.uploadsUrl,
  );
  const notices = await Promise.all(
    PANELS.map((panel, i) =>
      presentNotices(
        context,
        (lists[i] ?? []).slice(0, DEPT_NOTICE_LIMIT),
        textsOfRequest(request),
        departmentKindOfType(department.dept_code, panel.type),
      ),
    ),
  );
  return {
    deptCode: department.dept_code,
    about: hasContent(about) ? about : null,
    panels: PANELS.map((panel, i) => ({
      key: panel.key,
      title: panel.title,
      total: lists[i]?.length ?? 0,
      notices: notices[i]!,
    })),
  };
}

export function meta({ matches, error }: Route.MetaArgs) {
  return departmentMeta(
    { matches, error },
    undefined,
    textsOfMatches(matches).t('meta.department.home'),
  );
}

export default function DepartmentHome({ loaderData }: Route.ComponentProps) {
  const { deptCode, about, panels } = loaderData;
  const { t, rich, label } = useTexts();
  return (
    <ContentPage
      title={TEXT_PAGES.glance.title}
      sidebar={<DepartmentSideNav deptCode={deptCode} />}
    >
      {about ? (
        <SafeHtml html={about} />
      ) : (
        <p className="empty-state">{t('department.noInformation')}</p>
      )}
      <div className="dept-panels">
        {panels.map((panel) => (
          <section key={panel.key} aria-labelledby={`panel-${panel.key}`} className="dept-panel">
            <h2 id={`panel-${panel.key}`}>{label(panel.title)}</h2>
            <NoticeList
              notices={panel.notices}
              empty={t('frame.emptyList', { what: label(panel.title) })}
              headingLevel={3}
            />
            {panel.total > 0 ? (
              <p>
                <a href={departmentPath(deptCode, panel.key)}>
                  {rich('home.viewAll', { list: label(panel.title), hidden })}
                </a>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
