import { data } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { NoticeItem } from '../../components/notice-item.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { departmentTitle } from '../../lib/department/meta.ts';
import { loadDepartment } from '../../lib/department/load.server.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { noticeItemMeta } from '../../lib/notice-item-meta.ts';
import { findNotice, presentNoticeItem } from '../../lib/notice-item.server.ts';
import { departmentKinds } from '../../../site-map/notice-items.ts';
import type { Route } from './+types/notice-item';
import { englishPathname } from '../../i18n/language.ts';

/**
 * The page of one notice or event of a department:
 * /department/{dept_code}/{notifications,events}/{year}/{id}.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const department = await loadDepartment(context, params.deptCode);
  const title = `Department of ${department.dept_name}`;
  // /department/{code}/{child}/…: the child names the list.
  const child = englishPathname(request.url).split('/')[3] ?? '';
  const base = departmentPath(department.dept_code, child);
  const kind = departmentKinds(department.dept_code, title).find((k) => k.base === base);
  if (!kind) throw data(null, { status: 404 });
  const notice = await findNotice(context, kind, { year: params.year, id: params.id });
  const above = [
    { label: 'Home', href: '/' },
    { label: 'Departments', href: '/departments' },
    { label: title, href: departmentPath(department.dept_code) },
  ];
  return { item: presentNoticeItem(notice, kind, context, above, textsOfRequest(request)) };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const department = departmentTitle(matches);
  const { item } = loaderData;
  return noticeItemMeta(matches, item, [item.title, department].filter(Boolean).join(' · '));
}

export default function DepartmentNoticeItemPage({ loaderData }: Route.ComponentProps) {
  return <NoticeItem item={loaderData.item} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
