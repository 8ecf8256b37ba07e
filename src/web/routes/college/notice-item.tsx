import { data } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { NoticeItem } from '../../components/notice-item.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { noticeItemMeta } from '../../lib/notice-item-meta.ts';
import { findNotice, presentNoticeItem } from '../../lib/notice-item.server.ts';
import { collegeKindAt } from '../../../site-map/notice-items.ts';
import type { Route } from './+types/notice-item';
import '../../styles/pages.css';
import { englishPathname } from '../../i18n/language.ts';

/**
 * The page of one notice or event of the college: {list}/{year}/{id}, e.g.
 * /notifications/academic/2026/12 or /events/2026/40. The list is found from the address.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The list: the address's first segment and its :link (params, not the path, which carries
  // '.data' when a client-side navigation asks for the loader's data).
  const area = englishPathname(request.url).split('/')[1];
  const link = 'link' in params ? `/${params.link}` : '';
  const kind = collegeKindAt(`/${area}${link}`);
  if (!kind) throw data(null, { status: 404 });
  const notice = await findNotice(context, kind, params);
  return {
    item: presentNoticeItem(
      notice,
      kind,
      context,
      [{ label: 'Home', href: '/' }],
      textsOfRequest(request),
    ),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return noticeItemMeta(matches, loaderData.item);
}

export default function NoticeItemPage({ loaderData }: Route.ComponentProps) {
  return <NoticeItem item={loaderData.item} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
