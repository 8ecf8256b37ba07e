import type { Notice } from '../../../contract/schemas/notices.ts';
import type { WebContext } from '../../load-context.ts';
import { textsAt, type Texts } from '../../i18n/intl.ts';
import { englishPathname } from '../../i18n/language.ts';
import { isUnknown } from '../department/load.server.ts';
import { SUMMARY_LENGTH, noticeIsoDate } from '../notice-item.server.ts';
import { noticeItemPath, type NoticeKind } from '../../../site-map/notice-items.ts';
import { publicOrigin } from '../origin.server.ts';
import { plainText } from '../../../lib/plain-text.ts';
import type { CalendarEvent } from './calendar.server.ts';

/**
 * What every feed, calendar and sitemap says about the site: its origin, name and address, the
 * name in the language of `texts` (the college's `name_as` in Assamese, when given).
 */
export async function feedContext(context: WebContext, texts?: Texts) {
  const [origin, college] = await Promise.all([publicOrigin(context), context.site.college()]);
  return {
    origin,
    siteName: (texts?.language === 'as' && college.name_as) || college.name,
    // The postal address often begins with the college's name already.
    location: college.postal_address.startsWith(college.name)
      ? college.postal_address
      : `${college.name}, ${college.postal_address}`,
  };
}

/** Notices of one list as feed entries (and calendar events), each pointing at its own page. */
export function noticeEntries(notices: readonly Notice[], kind: NoticeKind): CalendarEvent[] {
  return notices.map((notice) => ({
    uid: `${kind.deptCode}-${kind.type}-${notice.id}`.toLowerCase(),
    title: notice.title,
    path: noticeItemPath(kind, notice),
    isoDate: noticeIsoDate(notice),
    summary: plainText(notice.description, SUMMARY_LENGTH),
  }));
}

/**
 * A feed's request in its language (decision 061): the texts of /as/feeds/… or /feeds/…, and the
 * English path that names the feed.
 */
export function feedRequest(request: Request) {
  const { pathname } = new URL(request.url);
  return { texts: textsAt(pathname), self: pathname, englishPath: englishPathname(request.url) };
}

/** A file name that must end in `suffix` ('PHY.xml' → 'PHY'), or undefined. */
export function stem(file: string | undefined, suffix: string): string | undefined {
  return file?.endsWith(suffix) ? file.slice(0, -suffix.length) : undefined;
}

export const notFoundResponse = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * What a feed or file route answers when its data could not be read: 404 when the backend says
 * the code or id does not exist, otherwise 503 (try again later), never a 500.
 */
export function failureResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  // data(null, { status: 404 }) thrown by a shared loader helper (an unknown id).
  const status = (error as { init?: { status?: number } } | null)?.init?.status;
  if (status === 404 || isUnknown(error)) return notFoundResponse();
  return new Response('The college information service did not answer; try again later.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain', 'Retry-After': '60', 'Cache-Control': 'no-store' },
  });
}

/** Runs a resource route's work; a failure becomes failureResponse(). */
export async function answer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    return failureResponse(error);
  }
}
