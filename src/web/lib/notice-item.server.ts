import { data } from 'react-router';
import type { Notice } from '../../contract/schemas/notices.ts';
import type { Crumb } from '../components/breadcrumb.tsx';
import type { Texts } from '../i18n/intl.ts';
import type { WebContext } from '../load-context.ts';
import { isUnknown } from './department/load.server.ts';
import { presentNotice, type NoticeView } from './notices.server.ts';
import {
  eventCalendarPath,
  noticeItemPath,
  noticeListPath,
  parseItemAddress,
  type NoticeKind,
} from '../../site-map/notice-items.ts';
import { plainText } from '../../lib/plain-text.ts';

/** Link previews and feeds show this much of a description. */
export const SUMMARY_LENGTH = 200;

const notFound = () => data(null, { status: 404 });

/**
 * The notice of an item address ({list}/{year}/{id}), found in its list for that year through
 * POST /getnoticesbytypedept. A malformed address, an unknown id or a year it is not in: 404.
 */
export async function findNotice(
  context: WebContext,
  kind: NoticeKind,
  params: { year?: string; id?: string },
): Promise<Notice> {
  const address = parseItemAddress(params.year, params.id);
  if (!address) throw notFound();
  let notices: Notice[];
  try {
    notices = await context.api.getNoticesByTypeDept({
      dept_code: kind.deptCode,
      type: kind.type,
      year: address.year,
    });
  } catch (error) {
    if (isUnknown(error)) throw notFound();
    throw error;
  }
  const notice = notices.find((n) => n.id === address.id && n.year === address.year);
  if (!notice) throw notFound();
  return notice;
}

/** What the page of one notice or event shows. */
export interface NoticeItemView extends NoticeView {
  path: string;
  /** ISO date (YYYY-MM-DD) of the notice or event. */
  isoDate: string;
  kindLabel: string;
  event: boolean;
  summary: string;
  list: { href: string; label: string };
  crumbs: Crumb[];
  calendarHref: string | undefined;
  /** The notice's own link to another site (web addresses only). */
  outside: { href: string; host: string } | undefined;
}

/** A notice's link to another site, when it is a web address. */
function outsideLink(link: string | null | undefined) {
  if (!link || !/^https?:\/\//i.test(link)) return undefined;
  try {
    return { href: link, host: new URL(link).host };
  } catch {
    return undefined;
  }
}

/** The ISO date of a notice: its date, or the day, month and year the contract always carries. */
export function noticeIsoDate(notice: Pick<Notice, 'date' | 'date_no' | 'month' | 'year'>) {
  if (notice.date && /^\d{4}-\d{2}-\d{2}$/.test(notice.date)) return notice.date;
  const month = new Date(`${notice.month} 1, 2000`).getMonth() + 1 || 1;
  return `${notice.year}-${String(month).padStart(2, '0')}-${String(notice.date_no).padStart(2, '0')}`;
}

export function presentNoticeItem(
  notice: Notice,
  kind: NoticeKind,
  context: WebContext,
  /** The levels above the list (Home, the department, …); the list and the notice are added. */
  above: readonly Crumb[],
  texts: Texts,
): NoticeItemView {
  const listHref = noticeListPath(kind, notice.year, context.today);
  const listLabel =
    kind.section === kind.label || kind.deptCode !== 'TNC'
      ? kind.label
      : texts.t('notice.listName', {
          section: texts.label(kind.section),
          list: texts.label(kind.label),
        });
  return {
    ...presentNotice(notice, context.uploadsUrl, texts),
    path: noticeItemPath(kind, notice),
    isoDate: noticeIsoDate(notice),
    kindLabel: kind.event ? 'Event' : kind.label,
    event: kind.event,
    summary: plainText(notice.description, SUMMARY_LENGTH),
    list: { href: listHref, label: listLabel },
    crumbs: [...above, { label: listLabel, href: listHref }],
    calendarHref: kind.event ? eventCalendarPath(kind, notice) : undefined,
    outside: outsideLink(notice.link),
  };
}
